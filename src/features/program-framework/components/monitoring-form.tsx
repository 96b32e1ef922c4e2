import { useLingui } from '@lingui/react/macro';
import { MONITORING_METHODS, REPORTING_FREQUENCIES, monitoringInputSchema, type FrameworkMonitoring } from '#contract/program-framework';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { ChoiceField } from './choice-field';
import { FREQUENCY_LABELS, KIND_TEXTS, MONITORING_METHOD_LABELS } from './framework-labels';
import { textOf, useFrameworkForm, type FrameworkFormProps } from './use-framework-form';

/** Add or edit an entry of the monitoring-and-evaluation plan: what is done, how, how often and by whom. */
export function MonitoringForm({ item, ...props }: FrameworkFormProps<FrameworkMonitoring>) {
  const { t, i18n } = useLingui();
  const { form, submit, dialog } = useFrameworkForm(
    monitoringInputSchema,
    {
      code: textOf(item?.code),
      title: item?.title ?? '',
      description: textOf(item?.description),
      method: item?.method,
      frequency: item?.frequency,
      responsible: item?.responsible ?? '',
    },
    props,
  );
  const texts = KIND_TEXTS.monitoring;
  return (
    <FormDialog title={i18n._(item ? texts.edit : texts.add)} onSubmit={submit} onClose={props.onClose} worksOffline {...dialog}>
      <TextField control={form.control} name="code" label={t`Code`} dir="auto" />
      <TextField control={form.control} name="title" label={t`Title`} required dir="auto" />
      <ChoiceField
        control={form.control}
        name="method"
        label={t`Method`}
        required
        placeholder=""
        choices={MONITORING_METHODS.map((method) => ({ value: method, label: i18n._(MONITORING_METHOD_LABELS[method]) }))}
      />
      <ChoiceField
        control={form.control}
        name="frequency"
        label={t`Frequency`}
        required
        placeholder=""
        choices={REPORTING_FREQUENCIES.map((frequency) => ({ value: frequency, label: i18n._(FREQUENCY_LABELS[frequency]) }))}
      />
      <TextField control={form.control} name="responsible" label={t`Responsible`} required dir="auto" />
      <TextField control={form.control} name="description" label={t`Description`} multiline dir="auto" />
    </FormDialog>
  );
}
