import { useLingui } from '@lingui/react/macro';
import { outcomeInputSchema, type FrameworkObjective, type FrameworkOutcome } from '#contract/program-framework';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { ChoiceField } from './choice-field';
import { KIND_TEXTS } from './framework-labels';
import { choicesOf } from './item-label';
import { numberText, textOf, useFrameworkForm, type FrameworkFormProps } from './use-framework-form';

type OutcomeFormProps = FrameworkFormProps<FrameworkOutcome> & { objectives: readonly FrameworkObjective[] };

/** Add or edit an outcome: the change expected for people, under one of the initiative's objectives. */
export function OutcomeForm({ item, objectives, ...props }: OutcomeFormProps) {
  const { t, i18n } = useLingui();
  const { form, submit, dialog } = useFrameworkForm(
    outcomeInputSchema,
    { code: textOf(item?.code), title: item?.title ?? '', description: textOf(item?.description), objective_id: numberText(item?.objective_id) },
    props,
  );
  return (
    <FormDialog title={i18n._(item ? KIND_TEXTS.outcome.edit : KIND_TEXTS.outcome.add)} onSubmit={submit} onClose={props.onClose} worksOffline {...dialog}>
      <TextField control={form.control} name="code" label={t`Code`} dir="auto" />
      <TextField control={form.control} name="title" label={t`Title`} required multiline dir="auto" />
      <ChoiceField control={form.control} name="objective_id" label={t`Objective`} required placeholder="" choices={choicesOf(objectives)} />
      <TextField control={form.control} name="description" label={t`Description`} multiline dir="auto" />
    </FormDialog>
  );
}
