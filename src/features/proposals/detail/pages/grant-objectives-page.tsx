import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { TargetArrowRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '@/ui/list/empty-state';
import { proposalGrantProgramsQuery } from '../api/proposal-page-queries';
import { useProposalSection } from '../api/use-section';
import { PageStack, SectionCard, WrittenText } from '@/ui/page-section';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
  },
  objective: { fontWeight: tokens.fontWeightSemibold, margin: 0 },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/**
 * Grant objectives (spec section 2): each of the grant's objectives with what the proposal does for it, and the
 * grant's programs with the grant's share beside the proposal's (GET …/GrantPrograms).
 */
export function GrantObjectivesPage({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const contributions = useProposalSection(proposalId, 'GrantObjectives') ?? [];
  const { data: programs } = useSuspenseQuery(proposalGrantProgramsQuery(proposalId));
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <PageStack>
      {programs.length > 0 ? (
        <SectionCard title={t`The grant’s programs`}>
          <Table size="small" aria-label={t`The grant’s programs`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Program</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Grant’s share</Trans>
                </TableHeaderCell>
                <TableHeaderCell className={styles.number}>
                  <Trans>Proposal’s share</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {programs.map((program) => (
                <TableRow key={program.id}>
                  <TableCell dir="auto">{program.title}</TableCell>
                  <TableCell className={styles.number}>{percent.format(program.percent / 100)}</TableCell>
                  <TableCell className={styles.number}>
                    {program.proposal_percent === null ? <Trans>Not named</Trans> : percent.format(program.proposal_percent / 100)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SectionCard>
      ) : null}
      <SectionCard title={t`Contribution to the grant’s objectives`}>
        {contributions.length === 0 ? (
          <EmptyState icon={<TargetArrowRegular />} title={<Trans>No contribution described</Trans>}>
            <Trans>The organisation has not said how the proposal serves the grant’s objectives.</Trans>
          </EmptyState>
        ) : (
          <ol className={styles.list}>
            {contributions.map((contribution) => (
              <li key={contribution.grant_objective_id} className={styles.item}>
                <Body1 as="p" className={styles.objective} dir="auto">
                  {contribution.title}
                </Body1>
                <WrittenText text={contribution.contribution} />
              </li>
            ))}
          </ol>
        )}
      </SectionCard>
    </PageStack>
  );
}
