import {
  Button,
  Caption1,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '#contract/auth';
import { DRAWER_WIDTH } from '#contract/constants';
import type { Proposal } from '#contract/proposals';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { useOnline } from '@/lib/use-online';
import { usePendingRecords } from '@/offline/outbox';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { enqueueAddComment } from '../api/comment-add';
import { enqueueDeleteComment } from '../api/comment-delete';
import { enqueueUpdateComment } from '../api/comment-update';
import { NEGOTIATION_ENTITY, commentExcerpt, commentsWithQueuedChanges, type ShownComment } from '../api/comments-overlay';
import { negotiationCommentsQuery } from '../api/get-negotiation-comments';
import { CommentForm, type CommentValues } from './comment-form';
import { NegotiationComments } from './negotiation-comments';
import { canChangeComment, commentingBlock, type CommentingBlock } from './negotiation-rules';

const useStyles = makeStyles({
  // Spec section 9: the negotiation drawer is 600 wide (never wider than the screen).
  drawer: { '--fui-Drawer--size': `${DRAWER_WIDTH}px` },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  subtitle: { color: tokens.colorNeutralForeground3 },
  // Reversed, the body scrolls from its end: the newest comment, next to the form, stays in view as comments arrive.
  body: { display: 'flex', flexDirection: 'column-reverse' },
  footer: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalS,
    borderBlockStartWidth: '1px',
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
  },
});

export type NegotiationDrawerProps = {
  open: boolean;
  onClose: () => void;
  proposal: Proposal;
  /** The page the comments are about (PROPOSAL_PAGE_IDS) and its translated name. */
  pageId: number;
  pageLabel: string;
  me: CurrentUser;
};

function BlockedNote({ block }: { block: CommentingBlock }) {
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        {block === 'status' ? (
          <Trans>Comments can be written while the proposal is under negotiation.</Trans>
        ) : block === 'permission' ? (
          <Trans>Writing comments needs the permission to manage grants.</Trans>
        ) : (
          <Trans>Only the users in charge of this proposal or of its grant can write comments.</Trans>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * The negotiation side drawer (spec section 2): the comments of the current page, and a form to write, edit
 * or delete one's own. Non-modal, so the reviewer can keep reading the page the comments are about. Every
 * change goes through the outbox: offline it shows at once as Pending and is sent on reconnect.
 */
export function NegotiationDrawer({ open, onClose, proposal, pageId, pageLabel, me }: NegotiationDrawerProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const online = useOnline();
  const { data, isPending, isError, refetch } = useQuery({ ...negotiationCommentsQuery(proposal.id, pageId), enabled: open });
  const queued = usePendingRecords(NEGOTIATION_ENTITY, proposal.id);
  const comments = data ? commentsWithQueuedChanges(data, queued, pageId) : undefined;
  const block = commentingBlock(proposal, me);
  // An edit belongs to the page it started on: moving to another page leaves it.
  const [edit, setEdit] = useState<{ pageId: number; comment: ShownComment } | null>(null);
  const editing = edit?.pageId === pageId ? edit.comment : null;
  const setEditing = (comment: ShownComment | null) => setEdit(comment ? { pageId, comment } : null);
  const [deleting, setDeleting] = useState<ShownComment | null>(null);
  const deletingExcerpt = deleting ? commentExcerpt(deleting.content) : '';
  const deletion = useQueuedConfirm();
  const closeDeletion = () => {
    deletion.reset();
    setDeleting(null);
  };

  const save = (values: CommentValues) => {
    if (editing?.record) return enqueueUpdateComment(editing.record, values);
    const author = { id: me.id, name: me.name, image: me.image };
    return enqueueAddComment({ proposal, pageId, content: values.content, type: values.type, author });
  };

  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, state) => (state.open ? undefined : onClose())}
      position="end"
      modalType="non-modal"
      className={styles.drawer}
      aria-label={t`Negotiation`}
    >
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t`Close`} icon={<DismissRegular />} onClick={onClose} />}>
          <span className={styles.header}>
            <Trans>Negotiation</Trans>
            <Caption1 className={styles.subtitle}>
              <Trans>Comments on “{pageLabel}”</Trans>
            </Caption1>
          </span>
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <div>
          <NegotiationComments
            comments={comments}
            loading={isPending}
            failed={isError}
            onRetry={() => void refetch()}
            canChange={(comment) => canChangeComment(comment, me, block === null)}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </div>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        {block ? (
          <BlockedNote block={block} />
        ) : (
          <>
            {online ? null : (
              <Caption1>
                <Trans>You are offline: your comment is kept on this device and sent when the connection is back.</Trans>
              </Caption1>
            )}
            <CommentForm
              key={editing?.key ?? 'new'}
              editing={editing ? { content: editing.content, type: editing.type } : null}
              onSubmit={save}
              onDone={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          </>
        )}
      </DrawerFooter>
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={<Trans>Delete comment</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={deletion.busy}
        refusal={deletion.refusal}
        onCancel={closeDeletion}
        onConfirm={() => {
          if (!deleting?.record) return closeDeletion();
          const deleted = deleting.key;
          void deletion.confirm(enqueueDeleteComment(deleting.record), {
            onDone: () => {
              if (editing?.key === deleted) setEditing(null);
              closeDeletion();
            },
          });
        }}
      >
        <Trans>Be sure to delete the comment “{deletingExcerpt}”.</Trans>
      </ConfirmDialog>
    </OverlayDrawer>
  );
}
