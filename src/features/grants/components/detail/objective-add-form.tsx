import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { objectiveInputSchema } from '#contract/programs';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: 'min(100%, 240px)' },
  // Lines the button up with the input, below the field's label.
  button: { marginBlockStart: '26px' },
});

/**
 * Adds an objective by its title. The change is queued (it works offline), so the form clears at once and
 * the new objective shows in the list marked Pending.
 */
export function ObjectiveAddForm({ disabled, onAdd }: { disabled: boolean; onAdd: (title: string) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(objectiveInputSchema, { title: '' });
  const submit = form.handleSubmit((values) => {
    onAdd(values.title);
    form.reset({ title: '' });
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Add an objective`}>
      <fieldset disabled={disabled} style={{ display: 'contents' }}>
        <div className={styles.field}>
          <TextField control={form.control} name="title" label={t`New objective`} required dir="auto" />
        </div>
        <Button className={styles.button} appearance="primary" type="submit" icon={<AddRegular />} disabled={disabled}>
          <Trans>Add objective</Trans>
        </Button>
      </fieldset>
    </form>
  );
}
