import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useFormState, type Control, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PartnerProposal } from '#contract/partner-proposals';
import type { ProposalSection, ProposalSectionName } from '#contract/proposals';
import { useQueuedForm } from '@/offline/use-queued-form';
import { FormRefusal } from '@/ui/form/form-refusal';
import { useContractForm } from '@/ui/form/use-contract-form';
import { SectionCard } from '@/ui/page-section';
import { useSectionSave } from '../api/section-actions';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // A disabled fieldset makes every control of a read-only page inert at once; it draws nothing itself.
  fieldset: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  unsaved: { color: tokens.colorNeutralForeground3 },
});

type SectionFormOptions<Name extends ProposalSectionName, Schema extends z.ZodType<FieldValues, FieldValues>> = {
  proposal: Pick<PartnerProposal, 'id' | 'version'>;
  name: Name;
  /** The contract's schema of the section (or the form's shape of it: a list section is edited as `{ rows }`). */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  /** The section document the form's checked values make. */
  toSection: (values: z.output<Schema>) => ProposalSection<Name>;
};

/**
 * One section of a proposal page as a form: checked with the contract's schema, then saved through the outbox
 * (useSectionSave). A refusal lands on the fields; a save left queued (offline) keeps what was typed, shown again
 * after a reload through useSection.
 */
export function useSectionForm<Name extends ProposalSectionName, Schema extends z.ZodType<FieldValues, FieldValues>>({
  proposal,
  name,
  schema,
  defaultValues,
  toSection,
}: SectionFormOptions<Name, Schema>): { form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>; onSubmit: (event?: FormEvent) => Promise<void> } {
  const form = useContractForm(schema, defaultValues);
  // The section may arrive after the form (a copy painted from the disk, then the server's answer; a colleague's
  // save): the form follows it, keeping what the user is typing. Without this, a later Save would send the stale copy.
  const saved = JSON.stringify(defaultValues);
  useEffect(() => {
    form.reset(JSON.parse(saved) as DefaultValues<z.input<Schema>>, { keepDirtyValues: true });
  }, [form, saved]);
  const save = useSectionSave(proposal, name);
  const submitQueued = useQueuedForm(form, { onDone: () => form.reset(form.getValues()) });
  const onSubmit = form.handleSubmit(async (values) => {
    await submitQueued(save(toSection(values)));
  });
  return { form, onSubmit };
}

type SectionFormCardProps<Values extends FieldValues, Output extends FieldValues> = {
  title: string;
  control: Control<Values, unknown, Output>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  readOnly: boolean;
  children: ReactNode;
};

/** A titled card holding one section's form: its fields, the server's refusal, and Save (none when read-only). */
export function SectionFormCard<Values extends FieldValues, Output extends FieldValues>({
  title,
  control,
  onSubmit,
  readOnly,
  children,
}: SectionFormCardProps<Values, Output>) {
  const styles = useStyles();
  const { isSubmitting, isDirty } = useFormState({ control });
  return (
    <SectionCard title={title}>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
        <fieldset className={styles.fieldset} disabled={readOnly}>
          {children}
        </fieldset>
        <FormRefusal control={control} />
        {readOnly ? null : (
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={isSubmitting}>
              <Trans>Save</Trans>
            </Button>
            {isDirty ? (
              <span className={styles.unsaved}>
                <Trans>Unsaved changes</Trans>
              </span>
            ) : null}
          </div>
        )}
      </form>
    </SectionCard>
  );
}
