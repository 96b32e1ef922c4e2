import { useLingui } from '@lingui/react/macro';
import { activityInputSchema, type FrameworkActivity, type FrameworkOutput } from '#contract/program-framework';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { DateField } from '@/ui/form/date/date-field';
import { TextField } from '@/ui/form/text-field';
import { ChoiceField } from './choice-field';
import { useFieldRowStyles } from './field-row';
import { KIND_TEXTS } from './framework-labels';
import { choicesOf } from './item-label';
import { numberText, textOf, useFrameworkForm, type FrameworkFormProps } from './use-framework-form';

type ActivityFormProps = FrameworkFormProps<FrameworkActivity> & { outputs: readonly FrameworkOutput[] };

/** Add or edit an activity: the work that produces an output, who leads it and when (dates as YYYY-MM-DD). */
export function ActivityForm({ item, outputs, ...props }: ActivityFormProps) {
  const styles = useFieldRowStyles();
  const { t, i18n } = useLingui();
  const { form, submit, dialog } = useFrameworkForm(
    activityInputSchema,
    {
      code: textOf(item?.code),
      title: item?.title ?? '',
      description: textOf(item?.description),
      output_id: numberText(item?.output_id),
      responsible: textOf(item?.responsible),
      start_date: textOf(item?.start_date),
      end_date: textOf(item?.end_date),
    },
    props,
  );
  return (
    <FormDialog title={i18n._(item ? KIND_TEXTS.activity.edit : KIND_TEXTS.activity.add)} onSubmit={submit} onClose={props.onClose} worksOffline {...dialog}>
      <TextField control={form.control} name="code" label={t`Code`} dir="auto" />
      <TextField control={form.control} name="title" label={t`Title`} required multiline dir="auto" />
      <ChoiceField control={form.control} name="output_id" label={t`Output`} required placeholder="" choices={choicesOf(outputs)} />
      <TextField control={form.control} name="responsible" label={t`Responsible`} dir="auto" />
      <div className={styles.row}>
        <DateField control={form.control} name="start_date" label={t`Start date`} />
        <DateField control={form.control} name="end_date" label={t`End date`} />
      </div>
      <TextField control={form.control} name="description" label={t`Description`} multiline dir="auto" />
    </FormDialog>
  );
}
