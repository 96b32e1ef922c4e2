import { useLingui } from '@lingui/react/macro';
import {
  REPORTING_FREQUENCIES,
  indicatorInputSchema,
  type FrameworkIndicator,
  type FrameworkOutcome,
  type FrameworkOutput,
  type FrameworkVerificationMethod,
} from '#contract/program-framework';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { ChoiceField, type ChoiceGroup } from './choice-field';
import { useFieldRowStyles } from './field-row';
import { FREQUENCY_LABELS, KIND_TEXTS } from './framework-labels';
import { choicesOf } from './item-label';
import { numberText, textOf, useFrameworkForm, type FrameworkFormProps } from './use-framework-form';

type IndicatorFormProps = FrameworkFormProps<FrameworkIndicator> & {
  outcomes: readonly FrameworkOutcome[];
  outputs: readonly FrameworkOutput[];
  methods: readonly FrameworkVerificationMethod[];
};

/**
 * Add or edit an indicator: what it measures (an outcome or an output), in which unit, from which baseline to which
 * target, how often, and how the value is verified.
 */
export function IndicatorForm({ item, outcomes, outputs, methods, ...props }: IndicatorFormProps) {
  const styles = useFieldRowStyles();
  const { t, i18n } = useLingui();
  const { form, submit, dialog } = useFrameworkForm(
    indicatorInputSchema,
    {
      code: textOf(item?.code),
      title: item?.title ?? '',
      description: textOf(item?.description),
      result_id: numberText(item?.result_id),
      unit: item?.unit ?? '',
      baseline: numberText(item?.baseline),
      target: numberText(item?.target),
      frequency: item?.frequency,
      verification_method_id: numberText(item?.verification_method_id),
      disaggregation: textOf(item?.disaggregation),
    },
    props,
  );
  const results: ChoiceGroup[] = [
    { label: t`Outcomes`, choices: choicesOf(outcomes) },
    { label: t`Outputs`, choices: choicesOf(outputs) },
  ].filter((group) => group.choices.length > 0);
  return (
    <FormDialog title={i18n._(item ? KIND_TEXTS.indicator.edit : KIND_TEXTS.indicator.add)} onSubmit={submit} onClose={props.onClose} worksOffline {...dialog}>
      <TextField control={form.control} name="code" label={t`Code`} dir="auto" />
      <TextField control={form.control} name="title" label={t`Title`} required multiline dir="auto" />
      <ChoiceField control={form.control} name="result_id" label={t`Result measured`} required placeholder="" choices={results} />
      <div className={styles.row}>
        <TextField control={form.control} name="unit" label={t`Unit`} required dir="auto" />
        <TextField control={form.control} name="baseline" label={t`Baseline`} type="number" required dir="ltr" />
        <TextField control={form.control} name="target" label={t`Target`} type="number" required dir="ltr" />
      </div>
      <ChoiceField
        control={form.control}
        name="frequency"
        label={t`Frequency`}
        required
        placeholder=""
        choices={REPORTING_FREQUENCIES.map((frequency) => ({ value: frequency, label: i18n._(FREQUENCY_LABELS[frequency]) }))}
      />
      <ChoiceField control={form.control} name="verification_method_id" label={t`Verification method`} required placeholder="" choices={choicesOf(methods)} />
      <TextField control={form.control} name="disaggregation" label={t`Disaggregation`} hint={t`For example: sex, age group, district`} dir="auto" />
      <TextField control={form.control} name="description" label={t`Description`} multiline dir="auto" />
    </FormDialog>
  );
}
