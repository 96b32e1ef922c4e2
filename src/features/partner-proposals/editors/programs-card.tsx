import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { partnerCallQuery } from '../api/get-partner-calls';
import { useSection } from '../api/section-actions';
import type { EditorProps } from './editor-props';
import { NumberField } from './number-field';
import { programsForm } from './section-form-schemas';
import { SectionFormCard, useSectionForm } from './section-form';

const useStyles = makeStyles({
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
  share: { whiteSpace: 'nowrap', textAlign: 'end' },
});

/**
 * Which of the grant's initiatives the proposal contributes to, and with what share: one row per initiative the grant
 * targets (from its call), with the share saved before; an initiative given 0 is left out of the saved list.
 */
export function ProgramsCard({ proposal, readOnly }: EditorProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const saved = useSection(proposal.id, 'Programs') ?? [];
  const { data: call } = useQuery(partnerCallQuery(proposal.grant.id));
  const grantPrograms = call?.programs ?? saved.map((program) => ({ ...program, percent: 0 }));
  const rows = grantPrograms.map((program) => ({
    id: program.id,
    title: program.title,
    percent: saved.find((item) => item.id === program.id)?.percent ?? 0,
  }));
  const { form, onSubmit } = useSectionForm({
    proposal,
    name: 'Programs',
    schema: programsForm,
    defaultValues: { rows },
    toSection: (values) => values.rows.filter((row) => row.percent > 0),
  });
  const { control } = form;
  const { fields } = useFieldArray({ control, name: 'rows' });
  return (
    <SectionFormCard title={t`Initiatives`} control={control} onSubmit={onSubmit} readOnly={readOnly}>
      {fields.length === 0 ? (
        <p className={styles.empty}>
          <Trans>The grant names no initiative.</Trans>
        </p>
      ) : (
        <Table size="small" aria-label={t`Initiatives`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Trans>Initiative</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Share of the grant</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Your share (percent)</Trans>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {fields.map((row, index) => {
              const title = row.title;
              return (
                <TableRow key={row.id}>
                  <TableCell dir="auto">{title}</TableCell>
                  <TableCell className={styles.share}>{grantPrograms[index]?.percent ?? ''}%</TableCell>
                  <TableCell>
                    <NumberField control={control} name={`rows.${index}.percent`} label={t`Share of ${title} (percent)`} labelHidden />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </SectionFormCard>
  );
}
