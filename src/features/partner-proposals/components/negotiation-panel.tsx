import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CommentType } from '#contract/enums';
import { partnerReplyInputSchema, type PartnerProposal } from '#contract/partner-proposals';
import { partnerProfileQuery } from '@/features/partner-account';
import { shownFromServer, type ShownComment } from '@/features/proposals';
import { CommentItem } from '@/features/proposals';
import { useMinuteClock } from '@/lib/use-minute-clock';
import { SectionCard } from '@/ui/page-section';
import { useQueuedSubmit } from '@/offline/submit-queued';
import { refusalText } from '@/offline/outbox-problem';
import { useFieldMessage } from '@/ui/form/field-message';
import { RefusalBar } from '@/ui/form/form-refusal';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { queueReply, usePageNegotiation, type ReplyPayload } from '../api/negotiation-replies';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  send: { alignSelf: 'flex-start' },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

function shownFromQueue(payload: ReplyPayload, author: { name: string; email: string; image: string | null }): ShownComment {
  return {
    key: `pending-${payload.writtenAt}`,
    id: null,
    record: null,
    content: payload.content,
    type: CommentType.Normal,
    page_id: payload.pageId,
    by_ngo_user: true,
    created_by: null,
    created_at: payload.writtenAt,
    updated_at: null,
    name: author.name,
    email: author.email,
    profile: author.image,
    pending: true,
    deleting: false,
  };
}

type NegotiationPanelProps = { proposal: PartnerProposal; pageId: number; pageLabel: string };

/**
 * While the funder negotiates (issue 13 item 6): the comments pinned to this page, the funder's and the
 * organisation's, and a reply box. A reply goes through the outbox and shows at once, marked pending.
 */
export function NegotiationPanel({ proposal, pageId, pageLabel }: NegotiationPanelProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const now = useMinuteClock();
  const describe = useFieldMessage();
  const { data: profile } = useQuery(partnerProfileQuery());
  const { comments, waiting, isLoading } = usePageNegotiation(proposal.id, pageId, true);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useQueuedSubmit();
  const author = { name: profile?.name ?? '', email: profile?.email ?? '', image: profile?.image ?? null };
  const shown = [...comments.map(shownFromServer), ...waiting.map((payload) => shownFromQueue(payload, author))];

  const send = async () => {
    const checked = partnerReplyInputSchema.safeParse({ page_id: pageId, content });
    if (!checked.success) {
      setError(describe(checked.error.issues[0]?.message, 'content'));
      return;
    }
    setError(undefined);
    setRefusal(null);
    setBusy(true);
    const outcome = await submit(queueReply(proposal.id, pageId, checked.data.content));
    setBusy(false);
    if (outcome.outcome === 'rejected') setRefusal(refusalText(outcome.entity, outcome.error, i18n, Object.values(outcome.error.fields ?? {}).flat()));
    else if (outcome.outcome !== 'unsaved') setContent('');
  };

  return (
    <SectionCard title={t`Negotiation on “${pageLabel}”`}>
      {isLoading && comments.length === 0 ? (
        <SkeletonList rows={2} />
      ) : shown.length === 0 ? (
        <p className={styles.empty}>
          <Trans>The funder has left no comment on this page.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {shown.map((comment) => (
            <li key={comment.key}>
              <CommentItem comment={comment} now={now} />
            </li>
          ))}
        </ul>
      )}
      {proposal.status === 'underNegotiation' ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Field label={t`Your reply`} validationMessage={error} validationState={error ? 'error' : 'none'}>
            <Textarea
              value={content}
              resize="vertical"
              dir="auto"
              onChange={(_, data) => setContent(data.value)}
              onKeyDown={(event) => {
                // Spec section 5: Enter sends; shift+Enter or ctrl+Enter starts a new line.
                if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey) {
                  event.preventDefault();
                  void send();
                }
              }}
            />
          </Field>
          {refusal ? <RefusalBar text={refusal} /> : null}
          <Button className={styles.send} type="submit" appearance="primary" icon={<SendRegular />} disabled={busy}>
            <Trans>Send reply</Trans>
          </Button>
        </form>
      ) : null}
    </SectionCard>
  );
}
