import { makeStyles } from '@fluentui/react-components';
import { BuildingRegular, DocumentSignatureRegular, DocumentTextRegular, RibbonRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Project } from '#contract/projects';
import { ProjectProgress } from '../../components/project-progress';
import { CountryBudgetPeriodFacts, ProposalStatusChip } from '@/features/proposals';
import { StoredFileLink } from '@/ui/stored-file-link';
import { useLinkStyles } from '@/ui/link-styles';
import { DetailHeaderCard, HeaderFact } from '@/ui/page-nav/detail-header-card';

const useStyles = makeStyles({
  progress: { minWidth: 'min(100%, 240px)', flexBasis: '240px' },
});

/**
 * The project layout's header card: what is done by whom, where, with how much and for how long, under which grant,
 * how far its installments have got, and the signed agreement and the proposal it came from.
 */
export function ProjectHeaderCard({ project, pending }: { project: Project; pending: boolean }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const code = project.code;
  return (
    <DetailHeaderCard
      title={project.title}
      chips={<ProposalStatusChip status={project.status} />}
      pending={pending ? <Trans>Pending</Trans> : null}
      caption={
        <Trans>
          Code: <bdi>{code}</bdi>
        </Trans>
      }
      aside={
        <div className={styles.progress}>
          <ProjectProgress value={project.progress} />
        </div>
      }
    >
      <HeaderFact icon={BuildingRegular} term={<Trans>Organization</Trans>}>
        <Link to="/ngos/$ngoId" params={{ ngoId: project.ngo_id }} className={linkStyles.link} dir="auto">
          {project.ngo.name}
        </Link>
      </HeaderFact>
      <HeaderFact icon={RibbonRegular} term={<Trans>Grant</Trans>}>
        <Link to="/grants/$grantId/overview" params={{ grantId: project.grant_id }} className={linkStyles.link} dir="auto">
          {project.grant_title}
        </Link>
      </HeaderFact>
      <CountryBudgetPeriodFacts header={project} />
      {project.agreement_file_path ? (
        <HeaderFact icon={DocumentSignatureRegular} term={<Trans>Agreement</Trans>}>
          <StoredFileLink url={project.agreement_file_path} className={linkStyles.link}>
            <Trans>Signed agreement (opens in a new tab)</Trans>
          </StoredFileLink>
        </HeaderFact>
      ) : null}
      <HeaderFact icon={DocumentTextRegular} term={<Trans>Proposal</Trans>}>
        <Link
          to="/grants/$grantId/proposals/$proposalId/$page"
          params={{ grantId: project.grant_id, proposalId: project.proposal_id, page: 'cover-page' }}
          className={linkStyles.link}
        >
          <Trans>The proposal it came from</Trans>
        </Link>
      </HeaderFact>
    </DetailHeaderCard>
  );
}
