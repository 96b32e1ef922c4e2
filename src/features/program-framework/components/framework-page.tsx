import { Body1, Button, Caption1, MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, LockClosedRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CurrentUser } from '#contract/auth';
import type { FrameworkInput, FrameworkKind } from '#contract/program-framework';
import { FRAMEWORK_KIND_PAGES } from '#contract/program-pages';
import { programQuery } from '@/features/programs';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { usePendingRecords } from '@/offline/outbox';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { showMessage } from '@/ui/toasts/message-bus';
import { enqueueCreateFrameworkItem } from '../api/create-framework-item';
import { enqueueDeleteFrameworkItem } from '../api/delete-framework-item';
import { FRAMEWORK_ENTITY, itemsWithQueuedChanges, type ShownItem } from '../api/framework-overlay';
import { frameworkItemsQuery } from '../api/get-framework-items';
import { enqueueUpdateFrameworkItem } from '../api/update-framework-item';
import { PROGRAM_PAGE_LABELS } from '../framework-page-labels';
import { FrameworkItemDialog } from './framework-item-dialog';
import { KIND_TEXTS } from './framework-labels';
import { isCodeTakenIn, isRelated, missingPrerequisite } from './framework-rules';
import { FrameworkTable } from './framework-table';
import { useLinkedLists } from './use-linked-lists';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { flexGrow: 1 },
  explain: { color: tokens.colorNeutralForeground3 },
  readOnly: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
});

type FrameworkPageProps = {
  programId: number;
  kind: FrameworkKind;
  me: CurrentUser;
};

/**
 * One program sub-page (spec section 2): the kind's items with the user's queued changes laid over them, and, for
 * users with manage_programs, adding, editing and deleting through the outbox (so it works offline too). Others
 * read the list only. See docs/decisions/132-program-results-framework.md.
 */
export function FrameworkPage({ programId, kind, me }: FrameworkPageProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { data: program } = useSuspenseQuery(programQuery(programId));
  const list = useSuspenseQuery(frameworkItemsQuery(programId, kind));
  const lists = useLinkedLists(programId, kind);
  const queued = usePendingRecords(FRAMEWORK_ENTITY, programId);
  const rows: ShownItem[] = itemsWithQueuedChanges(kind, programId, list.data.items, queued);
  const canManage = me.permissions.includes('manage_programs');
  const texts = KIND_TEXTS[kind];
  const pageLabel = i18n._(PROGRAM_PAGE_LABELS[FRAMEWORK_KIND_PAGES[kind]]);
  const missing = missingPrerequisite(kind, lists);
  const [editing, setEditing] = useState<{ row: ShownItem | null } | null>(null);
  const [deleting, setDeleting] = useState<ShownItem | null>(null);
  // The version the user sees: every change is based on it (If-Match); the outbox moves the user's own queue along.
  const framework = { id: programId, title: program.title, version: list.data.version };

  const save = (values: FrameworkInput) => {
    const itemId = editing?.row?.id ?? null;
    if (itemId === null) return enqueueCreateFrameworkItem(framework, kind, values);
    return enqueueUpdateFrameworkItem(framework, kind, itemId, values);
  };

  const deletion = useQueuedConfirm();
  const closeDeletion = () => {
    deletion.reset();
    setDeleting(null);
  };
  const confirmDelete = () => {
    const row = deleting;
    if (!row || row.id === null) return closeDeletion();
    // Spec section 8: a delete refused as "related" warns and does nothing else. The server checks it again.
    if (isRelated(kind, row.item)) {
      closeDeletion();
      showMessage({ intent: 'warning', text: t`Cannot delete this item because it's related to other data.` });
      return;
    }
    void deletion.confirm(enqueueDeleteFrameworkItem(framework, kind, { id: row.id, title: row.item.title }), { onDone: closeDeletion });
  };

  const deletingTitle = deleting?.item.title ?? '';
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <Subtitle1 as="h2" id={headingId} className={styles.title}>
          {pageLabel}
        </Subtitle1>
        <FreshnessNote dataUpdatedAt={list.dataUpdatedAt} isFetching={list.isFetching} />
        {canManage ? (
          <Button appearance="primary" icon={<AddRegular />} disabled={missing !== null} onClick={() => setEditing({ row: null })}>
            {i18n._(texts.add)}
          </Button>
        ) : (
          <Caption1 className={styles.readOnly}>
            <LockClosedRegular aria-hidden />
            <Trans>Read only: changing the initiative needs the permission to manage initiatives.</Trans>
          </Caption1>
        )}
      </div>
      <Body1 className={styles.explain}>{i18n._(texts.explain)}</Body1>
      {canManage && missing ? (
        <MessageBar intent="info">
          <MessageBarBody>{i18n._(missing)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title={i18n._(texts.empty)} />
      ) : (
        <FrameworkTable
          kind={kind}
          label={pageLabel}
          rows={rows}
          lists={lists}
          canManage={canManage}
          onEdit={(row) => setEditing({ row })}
          onDelete={(row) => setDeleting(row)}
        />
      )}
      {editing ? (
        <FrameworkItemDialog
          kind={kind}
          item={editing.row?.item}
          lists={lists}
          isCodeTaken={(code) => isCodeTakenIn(rows, code, editing.row?.id ?? null)}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={i18n._(texts.remove)}
        confirmLabel={<Trans>Delete</Trans>}
        busy={deletion.busy}
        refusal={deletion.refusal}
        onCancel={closeDeletion}
        onConfirm={confirmDelete}
      >
        <Trans>Be sure to delete “{deletingTitle}”.</Trans>
      </ConfirmDialog>
    </section>
  );
}
