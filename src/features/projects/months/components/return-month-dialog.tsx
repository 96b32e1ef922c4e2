import { Button, Field, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { issue } from '#contract/messages';
import { COMMENT_MAX_LENGTH } from '#contract/constants';
import type { MonthlyReport } from '#contract/monthly-reports';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { AlertBar } from '@/ui/form/alert-bar';
import { useFieldMessage } from '@/ui/form/field-message';
import { queueReturnMonth } from '../api/review-month';
import { REVIEW_ITEM_LABELS } from '../api/month-labels';
import { reviewItemValue, reviewItemsOf, type ReviewItem } from './review-items';

const useStyles = makeStyles({
  comment: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlockEnd: tokens.spacingVerticalM, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type CommentDraft = { id: number; item: string; text: string };

/** The comments to send: the ones with a text, each on the item chosen; null when one is too long or none is written. */
export function returnComments(drafts: readonly CommentDraft[], items: readonly ReviewItem[]) {
  return drafts
    .filter((draft) => draft.text.trim() !== '')
    .flatMap((draft) => {
      const item = items.find((candidate) => reviewItemValue(candidate) === draft.item);
      return item ? [{ item_kind: item.kind, item_key: item.key, text: draft.text.trim() }] : [];
    });
}

/**
 * Return the month to the organisation (staff in charge): at least one comment, each on the whole month or on one item
 * of it, which the organisation sees beside that item. Queued through the outbox like every review.
 */
export function ReturnMonthDialog({ report, onClose }: { report: MonthlyReport; onClose: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const describe = useFieldMessage();
  const items = reviewItemsOf(report, { report: t`The whole month`, beneficiaries: t`People reached`, story: (number) => t`Story ${number}` });
  const [drafts, setDrafts] = useState<CommentDraft[]>([{ id: 1, item: reviewItemValue(items[0] ?? { kind: 'report', key: null }), text: '' }]);
  const [problem, setProblem] = useState<string | null>(null);
  const review = useQueuedConfirm();
  const change = (id: number, changes: Partial<CommentDraft>) => setDrafts((current) => current.map((draft) => (draft.id === id ? { ...draft, ...changes } : draft)));

  const submit = async () => {
    const comments = returnComments(drafts, items);
    if (comments.length === 0) {
      setProblem(describe(issue('required'), t`Comment`) ?? null);
      return;
    }
    if (comments.some((comment) => comment.text.length > COMMENT_MAX_LENGTH)) {
      setProblem(describe(issue('maxLength', { max: COMMENT_MAX_LENGTH }), t`Comment`) ?? null);
      return;
    }
    setProblem(null);
    await review.confirm(queueReturnMonth(report, { comments }), {
      offlineNotice: msg`You are offline. The month will be returned when the connection is back.`,
      onDone: onClose,
    });
  };

  return (
    <FormDialog
      title={<Trans>Return the month with comments</Trans>}
      submitLabel={<Trans>Return</Trans>}
      busy={review.busy}
      worksOffline
      onSubmit={async (event) => {
        event.preventDefault();
        await submit();
      }}
      onClose={onClose}
      alert={problem || review.refusal ? <div role="alert"><AlertBar intent="error" text={problem ?? review.refusal ?? ''} /></div> : null}
    >
      {drafts.map((draft, index) => {
        const number = index + 1;
        return (
          <div key={draft.id} className={styles.comment} role="group" aria-label={t`Comment ${number}`}>
            <div className={styles.row}>
              <Field label={t`About`} style={{ flexGrow: 1 }}>
                <Select value={draft.item} onChange={(_, data) => change(draft.id, { item: data.value })}>
                  {items.map((item) => (
                    <option key={reviewItemValue(item)} value={reviewItemValue(item)}>
                      {item.kind === 'report' || item.kind === 'beneficiaries' ? item.name : `${i18n._(REVIEW_ITEM_LABELS[item.kind])}: ${item.name}`}
                    </option>
                  ))}
                </Select>
              </Field>
              {drafts.length > 1 ? (
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t`Remove: comment ${number}`}
                  onClick={() => setDrafts((current) => current.filter((candidate) => candidate.id !== draft.id))}
                />
              ) : null}
            </div>
            <Field label={t`Comment`} required>
              <Textarea value={draft.text} dir="auto" resize="vertical" onChange={(_, data) => change(draft.id, { text: data.value })} />
            </Field>
          </div>
        );
      })}
      <div>
        <Button
          icon={<AddRegular />}
          onClick={() => setDrafts((current) => [...current, { id: Math.max(...current.map((draft) => draft.id)) + 1, item: reviewItemValue(items[0] ?? { kind: 'report', key: null }), text: '' }])}
        >
          <Trans>Add a comment</Trans>
        </Button>
      </div>
    </FormDialog>
  );
}
