import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '#contract/constants';
import { DEFAULT_PROJECT_PAGE } from '#contract/project-pages';
import type { Project } from '#contract/projects';
import { ProposalStatusChip } from '@/features/proposals';
import { formatMoney } from '@/lib/format-money';
import { useLinkStyles } from '@/ui/link-styles';
import { Pager } from '@/ui/list/pager';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { organisationProjectsQuery } from '../api/get-projects';
import { ProjectProgress } from './project-progress';
import { useMinimumDuration } from '@/ui/loading';

const COLUMNS = 5;

const useStyles = makeStyles({
  code: { whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  figure: { whiteSpace: 'nowrap' },
  progress: { minWidth: '160px' },
});

/**
 * One organisation's projects with the funder, compact, a page at a time: code, title (opening the project's
 * overview), status, budget and progress.
 */
export function OrganisationProjects({ ngoId }: { ngoId: number }) {
  const { t } = useLingui();
  const [paging, setPaging] = useState({ page: 1, rows: DEFAULT_PAGE_SIZE });
  const projects = useQuery({ ...organisationProjectsQuery(ngoId, paging), placeholderData: keepPreviousData });
  const page = projects.data;
  // Once shown, the placeholder stays 200 ms (spec section 9).
  const loading = useMinimumDuration(page === undefined);

  if (projects.isError && !page) return <SectionLoadError error={projects.error} />;
  if (page && page.total === 0 && !loading) {
    return (
      <Body1 as="p">
        <Trans>No projects from this organization yet.</Trans>
      </Body1>
    );
  }
  return (
    <>
      <Table aria-label={t`Projects`} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Code</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Title</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Status</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Budget</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Progress</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading || page === undefined ? (
            <SkeletonTableRows columns={COLUMNS} rows={3} />
          ) : (
            page.data.map((project) => <ProjectRow key={project.id} project={project} />)
          )}
        </TableBody>
      </Table>
      {page ? <Pager page={paging.page} rows={paging.rows} total={page.total} onChange={setPaging} /> : null}
    </>
  );
}

function ProjectRow({ project }: { project: Project }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  return (
    <TableRow>
      <TableCell className={styles.code}>
        <bdi>{project.code}</bdi>
      </TableCell>
      <TableCell>
        <Link to="/projects/$projectId/$page" params={{ projectId: project.id, page: DEFAULT_PROJECT_PAGE }} className={linkStyles.link} dir="auto">
          {project.title}
        </Link>
      </TableCell>
      <TableCell>
        <ProposalStatusChip status={project.status} />
      </TableCell>
      <TableCell className={styles.figure}>
        <bdi>{formatMoney(project.total_budget, project.cur_symbol)}</bdi>
      </TableCell>
      <TableCell className={styles.progress}>
        <ProjectProgress value={project.progress} />
      </TableCell>
    </TableRow>
  );
}
