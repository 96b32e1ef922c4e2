import { Field, Textarea } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { COMMENT_MAX_LENGTH } from '#contract/constants';
import { issue } from '#contract/messages';
import type { MonthlyReport } from '#contract/monthly-reports';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { AlertBar } from '@/ui/form/alert-bar';
import { useFieldMessage } from '@/ui/form/field-message';
import { queueApproveMonth } from '../api/review-month';

/** Approve the month (staff in charge), with an optional note for the organisation; its figures then feed the follow-up. */
export function ApproveMonthDialog({ report, onClose }: { report: MonthlyReport; onClose: () => void }) {
  const { t } = useLingui();
  const describe = useFieldMessage();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const review = useQueuedConfirm();
  const submit = async () => {
    const comment = note.trim();
    if (comment.length > COMMENT_MAX_LENGTH) {
      setProblem(describe(issue('maxLength', { max: COMMENT_MAX_LENGTH }), t`Note for the organisation`) ?? null);
      return;
    }
    setProblem(null);
    await review.confirm(queueApproveMonth(report, { comment: comment === '' ? null : comment }), {
      offlineNotice: msg`You are offline. The month will be approved when the connection is back.`,
      onDone: onClose,
    });
  };
  const alert = problem ?? review.refusal;
  return (
    <FormDialog
      title={<Trans>Approve the month</Trans>}
      submitLabel={<Trans>Approve</Trans>}
      busy={review.busy}
      worksOffline
      onSubmit={async (event) => {
        event.preventDefault();
        await submit();
      }}
      onClose={onClose}
      alert={
        alert ? (
          <div role="alert">
            <AlertBar intent="error" text={alert} />
          </div>
        ) : null
      }
    >
      <Trans>Once approved, the month’s figures count in the project’s indicator, work plan and spending tracking and on the home dashboard.</Trans>
      <Field label={t`Note for the organisation`} hint={t`Optional`}>
        <Textarea value={note} dir="auto" resize="vertical" onChange={(_, data) => setNote(data.value)} />
      </Field>
    </FormDialog>
  );
}
