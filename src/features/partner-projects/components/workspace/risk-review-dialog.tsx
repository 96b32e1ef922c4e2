import { Checkbox, Field, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { PROJECT_RISK_STATUSES, type ProjectRisk } from '#contract/project-tracking';
import { PROJECT_RISK_STATUS_LOOK } from '@/features/projects';
import { useQueuedForm } from '@/offline/use-queued-form';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { DateField } from '@/ui/form/date/date-field';
import { FormRefusal } from '@/ui/form/form-refusal';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { queueRiskReview } from '../../api/risk-review-actions';
import type { PartnerProjectRef } from '../../api/partner-project-queued';
import { riskReviewFormSchema } from './risk-review-form';

type RiskReviewDialogProps = { project: PartnerProjectRef; risk: ProjectRisk; onClose: () => void };

/**
 * The organisation's review of one risk of its register (issue 14 item 6): still open or closed, whether it
 * materialised, the mitigation as it now stands, and the next review. Sent with the risk's version (If-Match), so a
 * colleague's review in between is shown as a conflict rather than overwritten.
 */
export function RiskReviewDialog({ project, risk, onClose }: RiskReviewDialogProps) {
  const { t, i18n } = useLingui();
  const form = useContractForm(riskReviewFormSchema, {
    status: risk.status,
    isMaterialized: risk.isMaterialized,
    mitigation: risk.mitigation,
    review_date: risk.review_date ?? '',
  });
  const status = useController({ control: form.control, name: 'status' });
  const materialised = useController({ control: form.control, name: 'isMaterialized' });
  const submitQueued = useQueuedForm(form, { onDone: onClose });
  const submit = form.handleSubmit(async (values) => {
    await submitQueued(queueRiskReview(project, risk, values), {
      offlineNotice: msg`You are offline. Your review is kept on this device and will be sent when the connection is back.`,
    });
  });
  return (
    <FormDialog
      title={t`Review the risk`}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      worksOffline
      alert={<FormRefusal control={form.control} />}
    >
      <Text weight="semibold" dir="auto">
        {risk.title}
      </Text>
      <Field label={t`Status`} required>
        <RadioGroup layout="horizontal" value={status.field.value} onChange={(_, data) => status.field.onChange(data.value)}>
          {PROJECT_RISK_STATUSES.map((value) => (
            <Radio key={value} value={value} label={i18n._(PROJECT_RISK_STATUS_LOOK[value].label)} />
          ))}
        </RadioGroup>
      </Field>
      <Checkbox checked={materialised.field.value} onChange={(_, data) => materialised.field.onChange(data.checked === true)} label={t`The risk materialised`} />
      <TextField control={form.control} name="mitigation" label={t`Mitigation`} required multiline dir="auto" />
      <DateField control={form.control} name="review_date" label={t`Next review`} />
    </FormDialog>
  );
}
