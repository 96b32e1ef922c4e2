import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { PageStack } from '@/ui/page-section';
import { TextField } from '@/ui/form/text-field';
import { partnerCallQuery } from '../api/get-partner-calls';
import { useSection } from '../api/section-actions';
import type { EditorProps } from './editor-props';
import { grantObjectivesForm } from './section-form-schemas';
import { SectionFormCard, useSectionForm } from './section-form';

const useStyles = makeStyles({ empty: { margin: 0, color: tokens.colorNeutralForeground3 } });

/**
 * Grant objectives (spec section 2): how the proposal serves each objective of its grant, one text per objective
 * (the page is complete when each has one). The objectives come with the grant's call.
 */
export function GrantObjectivesEditor({ proposal, readOnly }: EditorProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const saved = useSection(proposal.id, 'GrantObjectives') ?? [];
  const { data: call } = useQuery(partnerCallQuery(proposal.grant.id));
  const objectives = call?.objectives ?? saved.map((item) => ({ id: item.grant_objective_id, title: item.title }));
  const rows = objectives.map((objective) => ({
    grant_objective_id: objective.id,
    title: objective.title,
    contribution: saved.find((item) => item.grant_objective_id === objective.id)?.contribution ?? '',
  }));
  const { form, onSubmit } = useSectionForm({
    proposal,
    name: 'GrantObjectives',
    schema: grantObjectivesForm,
    defaultValues: { rows },
    toSection: (values) => values.rows,
  });
  const { control } = form;
  const { fields } = useFieldArray({ control, name: 'rows' });
  return (
    <PageStack>
      <SectionFormCard title={t`Grant objectives`} control={control} onSubmit={onSubmit} readOnly={readOnly}>
        {fields.length === 0 ? (
          <p className={styles.empty}>
            <Trans>The grant names no objective.</Trans>
          </p>
        ) : (
          <>
            <Caption1>
              <Trans>Say how the proposal contributes to each of the grant’s objectives.</Trans>
            </Caption1>
            {fields.map((row, index) => (
              <TextField key={row.id} control={control} name={`rows.${index}.contribution`} label={row.title} multiline />
            ))}
          </>
        )}
      </SectionFormCard>
    </PageStack>
  );
}
