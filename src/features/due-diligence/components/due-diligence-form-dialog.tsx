import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { namedItemInputSchema, type DueDiligenceType } from '#contract/reference';
import { showFormError } from '@/ui/form/show-form-error';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { OnlineButton } from '@/ui/list/online-button';
import { useCreateDueDiligenceType } from '../api/create-due-diligence-type';
import { useUpdateDueDiligenceType } from '../api/update-due-diligence-type';

const useStyles = makeStyles({
  surface: { maxWidth: '600px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type DueDiligenceFormDialogProps = {
  /** The type to rename; none to add one. */
  item?: DueDiligenceType | undefined;
  onClose: () => void;
};

/** Add or rename a due-diligence type. Mounted only while open, so it starts fresh. */
export function DueDiligenceFormDialog({ item, onClose }: DueDiligenceFormDialogProps) {
  const styles = useStyles();
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
    <Dialog open onOpenChange={(_, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{item ? <Trans>Edit due diligence</Trans> : <Trans>Add due diligence</Trans>}</DialogTitle>
            <DialogContent className={styles.form}>
              <TextField control={form.control} name="name" label={t`Name`} required autoFocus autoComplete="off" dir="auto" />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
              <OnlineButton appearance="primary" type="submit" disabled={busy}>
                <Trans>Save</Trans>
              </OnlineButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
