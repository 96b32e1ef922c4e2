import { Badge, Caption1, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import {
  BuildingRegular,
  CalendarRegular,
  CloudArrowUpRegular,
  DocumentSignatureRegular,
  DocumentTextRegular,
  GlobeRegular,
  MoneyRegular,
  RibbonRegular,
} from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Project } from '#contract/projects';
import { ProjectProgress } from '../../components/project-progress';
import { useDurationText } from '@/features/proposals';
import { ProposalStatusChip } from '@/features/proposals';
import { useCountryName, useCurrencyName } from '@/features/reference';
import { calendarDay } from '@/lib/calendar-day';
import { formatMoney } from '@/lib/format-money';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  top: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 'min(100%, 280px)' },
  titleRow: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  title: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  code: { color: tokens.colorNeutralForeground3 },
  progress: { minWidth: 'min(100%, 240px)', flexBasis: '240px' },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  fact: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  icon: { color: tokens.colorNeutralForeground3, flexShrink: 0, fontSize: '16px' },
  // Read by screen readers, hidden on screen: the icons say the same to sighted readers.
  term: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  value: { margin: 0 },
});

function Fact({ icon, term, children }: { icon: ReactNode; term: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      {icon}
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * The project layout's header card: what is done by whom, where, with how much and for how long, under which grant,
 * how far its installments have got, and the signed agreement and the proposal it came from.
 */
export function ProjectHeaderCard({ project, pending }: { project: Project; pending: boolean }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const formatDate = useDateFormatter();
  const durationText = useDurationText();
  const countryLabel = useCountryName();
  const currencyName = useCurrencyName();
  const start = formatDate(calendarDay(project.start_date));
  const end = formatDate(calendarDay(project.end_date));
  const duration = durationText(project.duration);
  const code = project.code;
  const icon = (Icon: typeof BuildingRegular) => <Icon className={styles.icon} aria-hidden />;
  return (
    <Card className={styles.card}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <div className={styles.titleRow}>
            <Title2 as="h1" className={styles.title} dir="auto">
              {project.title}
            </Title2>
            <ProposalStatusChip status={project.status} />
            {pending ? (
              <Badge appearance="tint" color="informative" icon={<CloudArrowUpRegular />}>
                <Trans>Pending</Trans>
              </Badge>
            ) : null}
          </div>
          <Caption1 className={styles.code}>
            <Trans>
              Code: <bdi>{code}</bdi>
            </Trans>
          </Caption1>
        </div>
        <div className={styles.progress}>
          <ProjectProgress value={project.progress} />
        </div>
      </div>
      <dl className={styles.facts}>
        <Fact icon={icon(BuildingRegular)} term={<Trans>Organization</Trans>}>
          <Link to="/ngos/$ngoId" params={{ ngoId: project.ngo_id }} className={linkStyles.link} dir="auto">
            {project.ngo.name}
          </Link>
        </Fact>
        <Fact icon={icon(RibbonRegular)} term={<Trans>Grant</Trans>}>
          <Link to="/grants/$grantId/overview" params={{ grantId: project.grant_id }} className={linkStyles.link} dir="auto">
            {project.grant_title}
          </Link>
        </Fact>
        <Fact icon={icon(GlobeRegular)} term={<Trans>Country</Trans>}>
          {countryLabel(project.country_id, project.coun_name)}
        </Fact>
        <Fact icon={icon(MoneyRegular)} term={<Trans>Total budget</Trans>}>
          <bdi title={currencyName({ id: project.currency_id, name: project.currency_name })}>{formatMoney(project.total_budget, project.cur_symbol)}</bdi>
        </Fact>
        <Fact icon={icon(CalendarRegular)} term={<Trans>Period</Trans>}>
          <Trans>
            {start} – {end} ({duration})
          </Trans>
        </Fact>
        {project.agreement_file_path ? (
          <Fact icon={icon(DocumentSignatureRegular)} term={<Trans>Agreement</Trans>}>
            <StoredFileLink url={project.agreement_file_path} className={linkStyles.link}>
              <Trans>Signed agreement (opens in a new tab)</Trans>
            </StoredFileLink>
          </Fact>
        ) : null}
        <Fact icon={icon(DocumentTextRegular)} term={<Trans>Proposal</Trans>}>
          <Link
            to="/grants/$grantId/proposals/$proposalId/$page"
            params={{ grantId: project.grant_id, proposalId: project.proposal_id, page: 'cover-page' }}
            className={linkStyles.link}
          >
            <Trans>The proposal it came from</Trans>
          </Link>
        </Fact>
      </dl>
    </Card>
  );
}
