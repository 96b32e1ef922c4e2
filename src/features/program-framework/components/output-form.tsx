import { useLingui } from '@lingui/react/macro';
import { outputInputSchema, type FrameworkOutcome, type FrameworkOutput } from '#contract/program-framework';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { ChoiceField } from './choice-field';
import { KIND_TEXTS } from './framework-labels';
import { choicesOf } from './item-label';
import { numberText, textOf, useFrameworkForm, type FrameworkFormProps } from './use-framework-form';

type OutputFormProps = FrameworkFormProps<FrameworkOutput> & { outcomes: readonly FrameworkOutcome[] };

/** Add or edit an output: what the funded projects deliver towards one outcome. */
export function OutputForm({ item, outcomes, ...props }: OutputFormProps) {
  const { t, i18n } = useLingui();
  const { form, submit, dialog } = useFrameworkForm(
    outputInputSchema,
    { code: textOf(item?.code), title: item?.title ?? '', description: textOf(item?.description), outcome_id: numberText(item?.outcome_id) },
    props,
  );
  return (
    <FormDialog title={i18n._(item ? KIND_TEXTS.output.edit : KIND_TEXTS.output.add)} onSubmit={submit} onClose={props.onClose} worksOffline {...dialog}>
      <TextField control={form.control} name="code" label={t`Code`} dir="auto" />
      <TextField control={form.control} name="title" label={t`Title`} required multiline dir="auto" />
      <ChoiceField control={form.control} name="outcome_id" label={t`Outcome`} required placeholder="" choices={choicesOf(outcomes)} />
      <TextField control={form.control} name="description" label={t`Description`} multiline dir="auto" />
    </FormDialog>
  );
}
