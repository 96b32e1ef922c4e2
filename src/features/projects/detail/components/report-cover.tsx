import { Body1, Caption1, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProjectReport } from '#contract/project-tracking';
import { ProposalStatusChip } from '@/features/proposals';
import { useCountryName, useCurrencyName } from '@/features/reference';
import { calendarDay } from '@/lib/calendar-day';
import { Facts, type Fact } from '@/ui/facts';
import { formatMoney } from '@/lib/format-money';
import { DATE_TIME_FORMAT, useDateFormatter } from '@/ui/list/format-date';

const useStyles = makeStyles({
  cover: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  kicker: { color: tokens.colorNeutralForeground3, textTransform: 'uppercase', letterSpacing: '0.04em' },
  title: { margin: 0, overflowWrap: 'anywhere' },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
});

type ReportCoverProps = {
  report: Pick<ProjectReport, 'project' | 'currency' | 'as_of' | 'generated_at'>;
  /** What kind of report this is ("Project report", "Report to the board"). */
  kind: ReactNode;
  /** A line under the title (the period reported on). */
  subtitle?: ReactNode;
  /** Facts added after the project's (prepared by, period). */
  extraFacts?: readonly Fact[];
};

/** The first part of a printed report: which project, whose, where, how much, over which period, as of when. */
export function ReportCover({ report, kind, subtitle, extraFacts = [] }: ReportCoverProps) {
  const styles = useStyles();
  const formatDate = useDateFormatter();
  const countryLabel = useCountryName();
  const currencyName = useCurrencyName();
  const { project } = report;
  const start = formatDate(calendarDay(project.start_date));
  const end = formatDate(calendarDay(project.end_date));
  return (
    <Card className={styles.cover}>
      <Caption1 className={styles.kicker}>{kind}</Caption1>
      <Title2 as="p" className={styles.title} dir="auto">
        {project.title}
      </Title2>
      {subtitle ? (
        <Body1 as="p" className={styles.subtitle}>
          {subtitle}
        </Body1>
      ) : null}
      <Facts
        facts={[
          { key: 'code', label: <Trans>Code</Trans>, value: <bdi>{project.code}</bdi> },
          { key: 'status', label: <Trans>Status</Trans>, value: <ProposalStatusChip status={project.status} /> },
          { key: 'organisation', label: <Trans>Organization</Trans>, value: <span dir="auto">{project.ngo.name}</span> },
          { key: 'grant', label: <Trans>Grant</Trans>, value: <span dir="auto">{project.grant_title}</span> },
          { key: 'country', label: <Trans>Country</Trans>, value: countryLabel(project.country_id, project.coun_name) },
          {
            key: 'period',
            label: <Trans>Project period</Trans>,
            value: (
              <Trans>
                {start} – {end}
              </Trans>
            ),
          },
          {
            key: 'budget',
            label: <Trans>Total budget</Trans>,
            value: <bdi title={currencyName(report.currency)}>{formatMoney(project.total_budget, report.currency.symbol)}</bdi>,
          },
          ...extraFacts,
          { key: 'as-of', label: <Trans>Figures as of</Trans>, value: formatDate(calendarDay(report.as_of)) },
          { key: 'generated', label: <Trans>Prepared on</Trans>, value: formatDate(report.generated_at, DATE_TIME_FORMAT) },
        ]}
      />
    </Card>
  );
}
