import { Card, CardHeader, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular, CalendarRegular, MoneyHandRegular, WalletRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PROJECT_STATUSES } from '#contract/enums';
import type { PartnerProject } from '#contract/partner-projects';
import { calendarDay } from '@/lib/calendar-day';
import { ProposalStatusChip } from '@/features/proposals';
import { ProposalStatusFilter } from '@/features/proposals';
import { useLinkStyles } from '@/ui/link-styles';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { ListPage } from '@/ui/list/list-page';
import { MoneyText } from '@/ui/money-text';
import { partnerProjectsQuery } from '../api/get-partner-projects';
import type { PartnerProjectListQuery } from '../api/partner-project-keys';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalXS, alignItems: 'center' },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  icon: { color: tokens.colorNeutralForeground3, fontSize: '16px', flexShrink: 0 },
  progress: { maxWidth: '320px' },
});

function PartnerProjectCard({ project }: { project: PartnerProject }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const formatDate = useDateFormatter();
  const { t } = useLingui();
  const { total, transferred } = project.installments;
  const start = project.start_date ? formatDate(calendarDay(project.start_date)) : '';
  const end = project.end_date ? formatDate(calendarDay(project.end_date)) : '';
  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <h2 className={styles.title}>
            <Link to="/partner/projects/$projectId" params={{ projectId: project.id }} className={linkStyles.link} dir="auto">
              {project.title}
            </Link>
          </h2>
        }
        description={<Text size={200}>{project.code}</Text>}
        action={<ProposalStatusChip status={project.status} />}
      />
      <div className={styles.facts}>
        <Text className={styles.fact}>
          <MoneyHandRegular className={styles.icon} aria-hidden />
          <span dir="auto">{project.grant_title}</span>
        </Text>
        <Text className={styles.fact}>
          <BuildingRegular className={styles.icon} aria-hidden />
          <span dir="auto">{project.donor_name}</span>
        </Text>
        {start && end ? (
          <Text className={styles.fact}>
            <CalendarRegular className={styles.icon} aria-hidden />
            <Trans>
              {start} to {end}
            </Trans>
          </Text>
        ) : null}
        <Text className={styles.fact}>
          <WalletRegular className={styles.icon} aria-hidden />
          <Trans>
            Budget: <MoneyText value={project.total_budget} symbol={project.currency.symbol} />
          </Trans>
        </Text>
      </div>
      {total > 0 ? (
        <div className={styles.progress}>
          <Text size={200}>
            <Trans>
              {transferred} of {total} installments transferred
            </Trans>
          </Text>
          <ProgressBar value={transferred} max={total} aria-label={t`${transferred} of ${total} installments transferred`} />
        </div>
      ) : null}
    </Card>
  );
}

type PartnerProjectsPageProps = { search: PartnerProjectListQuery; onSearchChange: (patch: Partial<PartnerProjectListQuery>) => void };

/** /partner/projects: what the organisation's accepted proposals became, with funder, grant, period, budget and installments. */
export function PartnerProjectsPage({ search, onSearchChange }: PartnerProjectsPageProps) {
  const { t } = useLingui();
  const projects = useQuery({ ...partnerProjectsQuery(search), placeholderData: keepPreviousData });
  return (
    <ListPage
      title={<Trans>Projects</Trans>}
      list={projects}
      search={search}
      onSearchChange={onSearchChange}
      filters={<ProposalStatusFilter statuses={PROJECT_STATUSES} value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />}
      cards={{ label: t`Projects`, renderCard: (project) => <PartnerProjectCard project={project} /> }}
      empty={
        <EmptyState title={search.status ? <Trans>No projects with this status</Trans> : <Trans>No projects yet</Trans>}>
          {search.status ? undefined : <Trans>A project appears here once a funder accepts one of your proposals.</Trans>}
        </EmptyState>
      }
    />
  );
}
