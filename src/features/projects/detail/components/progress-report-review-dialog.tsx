import { Text } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { progressReportReviewInputSchema, type ProgressReport, type ProgressReportDecision } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { queueReviewProgressReport } from '../../api/review-progress-report';
import { useQueuedForm } from '@/offline/use-queued-form';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { FormRefusal } from '@/ui/form/form-refusal';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';

const REVIEW_DIALOG_TEXTS: Record<ProgressReportDecision, { title: MessageDescriptor; button: MessageDescriptor; explain: MessageDescriptor; comment: MessageDescriptor }> = {
  accepted: {
    title: msg`Accept the progress report`,
    button: msg`Accept`,
    explain: msg`The organisation is told that the report was accepted.`,
    comment: msg`Comment for the organisation (optional)`,
  },
  returned: {
    title: msg`Return the progress report`,
    button: msg`Return`,
    explain: msg`The organisation is told what to correct and uploads a corrected report.`,
    comment: msg`What should the organisation correct?`,
  },
};

type ProgressReportReviewDialogProps = { project: Project; report: ProgressReport; decision: ProgressReportDecision; onClose: () => void };

/** Accepting a submitted report (comment optional) or returning it (comment required), queued in the outbox. */
export function ProgressReportReviewDialog({ project, report, decision, onClose }: ProgressReportReviewDialogProps) {
  const { i18n } = useLingui();
  const texts = REVIEW_DIALOG_TEXTS[decision];
  const form = useContractForm(progressReportReviewInputSchema, { status: decision, comment: '' });
  const submitQueued = useQueuedForm(form, { onDone: onClose });
  const submit = form.handleSubmit(async (values) => {
    await submitQueued(queueReviewProgressReport(project, report, decision, values.comment), {
      offlineNotice: msg`You are offline. Your decision will be sent when the connection is back; the report's status changes once the server confirms it.`,
    });
  });
  return (
    <FormDialog
      title={i18n._(texts.title)}
      submitLabel={i18n._(texts.button)}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      worksOffline
      alert={<FormRefusal control={form.control} />}
    >
      <Text weight="semibold" dir="auto">
        {report.title}
      </Text>
      <Text>{i18n._(texts.explain)}</Text>
      <TextField control={form.control} name="comment" label={i18n._(texts.comment)} required={decision === 'returned'} multiline dir="auto" autoFocus />
    </FormDialog>
  );
}
