import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProposalSection } from '../api/use-section';
import { EmptySection, NotProvided, PageStack, SectionCard, TitledText } from '@/ui/page-section';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  tasks: { whiteSpace: 'pre-wrap' },
});

/** Monitoring and evaluation (spec section 2): how progress is measured and reported, and who does what. */
export function MonitoringPage({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const monitoring = useProposalSection(proposalId, 'MonitoringAndEvaluation');
  if (!monitoring) {
    return (
      <PageStack>
        <SectionCard title={t`Monitoring and evaluation`}>
          <EmptySection />
        </SectionCard>
      </PageStack>
    );
  }
  return (
    <PageStack>
      <SectionCard title={t`Monitoring and evaluation`}>
        <TitledText title={t`Approach`} text={monitoring.approach} />
        <TitledText title={t`Data collection`} text={monitoring.data_collection} />
        <TitledText title={t`Reporting`} text={monitoring.reporting} />
        <TitledText title={t`Evaluation`} text={monitoring.evaluation} />
      </SectionCard>
      <SectionCard title={t`Responsibilities`}>
        {monitoring.responsibilities.length === 0 ? (
          <NotProvided />
        ) : (
          <ScrollRegion label={t`Responsibilities`}>
            <Table size="small" aria-label={t`Responsibilities`}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>
                    <Trans>Role</Trans>
                  </TableHeaderCell>
                  <TableHeaderCell>
                    <Trans>Tasks</Trans>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {monitoring.responsibilities.map((responsibility) => (
                  <TableRow key={responsibility.role}>
                    <TableCell dir="auto">{responsibility.role}</TableCell>
                    <TableCell dir="auto" className={styles.tasks}>
                      {responsibility.tasks}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
      </SectionCard>
    </PageStack>
  );
}
