import { Caption1, Card, Subtitle2, Tag, makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { CalendarRegular, DocumentSignatureRegular, DocumentTextRegular, LocationRegular, MoneyRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Project } from '#contract/projects';
import { useDurationText } from '@/features/proposals';
import { ProposalStatusChip } from '@/features/proposals';
import { useCountryName, useCurrencyName } from '@/features/reference';
import { formatMoney } from '@/lib/format-money';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useLinkStyles } from '@/ui/link-styles';
import { ProjectProgress } from './project-progress';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  code: { color: tokens.colorNeutralForeground3 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', margin: 0, minWidth: 0 },
  term: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  value: { ...typographyStyles.body1, margin: 0, overflowWrap: 'anywhere' },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * A project of the /projects list, shaped like a proposal card (spec section 2): code and title, status, where
 * and how much and how long, who runs it under which grant, how far it has got, and its agreement and proposal.
 * The title opens the project's pages.
 */
export function ProjectCard({ project }: { project: Project }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t } = useLingui();
  const durationText = useDurationText();
  const countryLabel = useCountryName();
  const country = countryLabel(project.country_id, project.coun_name);
  const currency = useCurrencyName()({ id: project.currency_id, name: project.currency_name });
  const budget = formatMoney(project.total_budget, project.cur_symbol);
  const duration = durationText(project.duration);
  return (
    <Card className={styles.card}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Caption1 className={styles.code}>
            <bdi>{project.code}</bdi>
          </Caption1>
          <Subtitle2 as="h2" dir="auto">
            <Link to="/projects/$projectId/$page" params={{ projectId: project.id, page: 'overview' }} className={linkStyles.link}>
              {project.title}
            </Link>
          </Subtitle2>
        </div>
        <ProposalStatusChip status={project.status} />
      </div>
      <div className={styles.chips}>
        {country ? (
          <Tag size="small" appearance="outline" icon={<LocationRegular />} aria-label={t`Country: ${country}`}>
            {country}
          </Tag>
        ) : null}
        <Tag size="small" appearance="outline" icon={<MoneyRegular />} aria-label={t`Budget: ${budget}`} title={currency}>
          <bdi>{budget}</bdi>
        </Tag>
        <Tag size="small" appearance="outline" icon={<CalendarRegular />} aria-label={t`Duration: ${duration}`}>
          {duration}
        </Tag>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Organization</Trans>
          </dt>
          <dd className={styles.value}>
            <Link to="/ngos/$ngoId" params={{ ngoId: project.ngo_id }} className={linkStyles.link} dir="auto">
              {project.ngo.name}
            </Link>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Grant</Trans>
          </dt>
          <dd className={styles.value}>
            <Link to="/grants/$grantId/overview" params={{ grantId: project.grant_id }} className={linkStyles.link} dir="auto">
              {project.grant_title}
            </Link>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Progress</Trans>
          </dt>
          <dd className={styles.value}>
            <ProjectProgress value={project.progress} />
          </dd>
        </div>
      </dl>
      <div className={styles.links}>
        {project.agreement_file_path ? (
          <StoredFileLink url={project.agreement_file_path} className={mergeClasses(linkStyles.link, styles.link)}>
            <DocumentSignatureRegular aria-hidden />
            <Trans>Agreement</Trans>
          </StoredFileLink>
        ) : null}
        <Link
          to="/grants/$grantId/proposals/$proposalId/$page"
          params={{ grantId: project.grant_id, proposalId: project.proposal_id, page: 'cover-page' }}
          className={mergeClasses(linkStyles.link, styles.link)}
        >
          <DocumentTextRegular aria-hidden />
          <Trans>Proposal</Trans>
        </Link>
      </div>
    </Card>
  );
}
