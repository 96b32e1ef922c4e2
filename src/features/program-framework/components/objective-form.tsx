import { useLingui } from '@lingui/react/macro';
import { objectiveItemInputSchema, type FrameworkObjective } from '#contract/program-framework';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { KIND_TEXTS } from './framework-labels';
import { textOf, useFrameworkForm, type FrameworkFormProps } from './use-framework-form';

/** Add or edit one of the initiative's objectives: a reference code, the statement, and what it means in practice. */
export function ObjectiveForm({ item, ...props }: FrameworkFormProps<FrameworkObjective>) {
  const { t, i18n } = useLingui();
  const { form, submit, dialog } = useFrameworkForm(
    objectiveItemInputSchema,
    { code: textOf(item?.code), title: item?.title ?? '', description: textOf(item?.description) },
    props,
  );
  return (
    <FormDialog title={i18n._(item ? KIND_TEXTS.objective.edit : KIND_TEXTS.objective.add)} onSubmit={submit} onClose={props.onClose} worksOffline {...dialog}>
      <TextField control={form.control} name="code" label={t`Code`} dir="auto" />
      <TextField control={form.control} name="title" label={t`Title`} required multiline dir="auto" />
      <TextField control={form.control} name="description" label={t`Description`} multiline dir="auto" />
    </FormDialog>
  );
}
