import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { objectiveInputSchema } from '#contract/programs';
import type { OutboxRecord } from '@/offline/outbox';
import { useQueuedForm } from '@/offline/use-queued-form';
import { FormRefusal } from '@/ui/form/form-refusal';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: 'min(100%, 240px)' },
  // Lines the button up with the input, below the field's label.
  button: { marginBlockStart: '26px' },
});

/**
 * Adds an objective by its title. The change is queued (it works offline) and the new objective shows in the
 * list marked Pending; the form clears once the server has it, or once it is left queued (no connection, no
 * answer in a moment). A refusal stays on the field with the title as typed (decision 143).
 */
export function ObjectiveAddForm({ disabled, onAdd }: { disabled: boolean; onAdd: (title: string) => Promise<OutboxRecord> }) {
  const styles = useStyles();
  const { t } = useLingui();
  const form = useContractForm(objectiveInputSchema, { title: '' });
  const submitQueued = useQueuedForm(form, { onDone: () => form.reset({ title: '' }) });
  const submit = form.handleSubmit((values) => submitQueued(onAdd(values.title)).then(() => undefined));
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Add an objective`}>
      <fieldset disabled={disabled} style={{ display: 'contents' }}>
        <div className={styles.field}>
          <TextField control={form.control} name="title" label={t`New objective`} required dir="auto" />
        </div>
        <Button className={styles.button} appearance="primary" type="submit" icon={<AddRegular />} disabled={disabled || form.formState.isSubmitting}>
          <Trans>Add objective</Trans>
        </Button>
      </fieldset>
      <FormRefusal control={form.control} />
    </form>
  );
}
