import { useLingui } from '@lingui/react/macro';
import { verificationMethodInputSchema, type FrameworkVerificationMethod } from '#contract/program-framework';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { KIND_TEXTS } from './framework-labels';
import { textOf, useFrameworkForm, type FrameworkFormProps } from './use-framework-form';

/** Add or edit a verification method: the evidence an indicator's value rests on, where it comes from, who keeps it. */
export function VerificationMethodForm({ item, ...props }: FrameworkFormProps<FrameworkVerificationMethod>) {
  const { t, i18n } = useLingui();
  const { form, submit, dialog } = useFrameworkForm(
    verificationMethodInputSchema,
    {
      code: textOf(item?.code),
      title: item?.title ?? '',
      description: textOf(item?.description),
      source: item?.source ?? '',
      responsible: textOf(item?.responsible),
    },
    props,
  );
  const texts = KIND_TEXTS.verification_method;
  return (
    <FormDialog title={i18n._(item ? texts.edit : texts.add)} onSubmit={submit} onClose={props.onClose} worksOffline {...dialog}>
      <TextField control={form.control} name="code" label={t`Code`} dir="auto" />
      <TextField control={form.control} name="title" label={t`Title`} required dir="auto" />
      <TextField control={form.control} name="source" label={t`Source of evidence`} required dir="auto" />
      <TextField control={form.control} name="responsible" label={t`Responsible`} dir="auto" />
      <TextField control={form.control} name="description" label={t`Description`} multiline dir="auto" />
    </FormDialog>
  );
}
