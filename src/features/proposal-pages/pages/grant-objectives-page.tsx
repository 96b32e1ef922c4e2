import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { TargetArrowRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/ui/list/empty-state';
import { useProposalSection } from '../api/use-section';
import { PageStack, SectionCard, WrittenText } from '../shared/page-section';

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
});

/** Grant objectives (spec section 2): each of the grant's objectives with what the proposal does for it. */
export function GrantObjectivesPage({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const contributions = useProposalSection(proposalId, 'GrantObjectives') ?? [];
  return (
    <PageStack>
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
