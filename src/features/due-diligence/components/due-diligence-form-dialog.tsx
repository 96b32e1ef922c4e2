import { Trans, useLingui } from '@lingui/react/macro';
import { namedItemInputSchema, type DueDiligenceType } from '#contract/reference';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { showFormError } from '@/ui/form/show-form-error';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { useCreateDueDiligenceType } from '../api/create-due-diligence-type';
import { useUpdateDueDiligenceType } from '../api/update-due-diligence-type';

type DueDiligenceFormDialogProps = {
  /** The type to rename; none to add one. */
  item?: DueDiligenceType | undefined;
  onClose: () => void;
};

/** Add or rename a due-diligence type. Mounted only while open, so it starts fresh. */
export function DueDiligenceFormDialog({ item, onClose }: DueDiligenceFormDialogProps) {
  const { t } = useLingui();
  const form = useContractForm(namedItemInputSchema, { name: item?.name ?? '' });
  const create = useCreateDueDiligenceType();
  const update = useUpdateDueDiligenceType();
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    const options = { onSuccess: onClose, onError: (error: unknown) => showFormError(form, error) };
    if (item) update.mutate({ id: item.id, ...values }, options);
    else create.mutate(values, options);
  });

  return (
    <FormDialog
      title={item ? <Trans>Edit due diligence</Trans> : <Trans>Add due diligence</Trans>}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField control={form.control} name="name" label={t`Name`} required autoFocus autoComplete="off" dir="auto" />
    </FormDialog>
  );
}
