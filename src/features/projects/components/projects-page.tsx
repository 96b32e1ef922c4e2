import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { BriefcaseRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/ui/list/empty-state';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { ListSearchBox } from '@/ui/list/list-search-box';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { Pager } from '@/ui/list/pager';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { SortSelector, type SortOption } from '@/ui/list/sort-selector';
import { projectsQuery } from '../api/get-projects';
import type { ProjectListQuery, ProjectSortColumn } from '../api/project-keys';
import { ProjectCard } from './project-card';
import { ProjectStatusFilter } from './project-status-filter';
import { useMinimumDuration } from '@/ui/loading';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
});

type ProjectsPageProps = {
  search: ProjectListQuery;
  onSearchChange: (patch: Partial<ProjectListQuery>) => void;
};

/** /projects: the funder's projects as cards, with search, status filter, sort and paging. */
export function ProjectsPage({ search, onSearchChange }: ProjectsPageProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const projects = useQuery({ ...projectsQuery(search), placeholderData: keepPreviousData });

  const sortOptions: SortOption<ProjectSortColumn>[] = [
    { value: 'created_at', label: t`Created on` },
    { value: 'title', label: t`Title` },
    { value: 'code', label: t`Code` },
    { value: 'total_budget', label: t`Budget` },
    { value: 'start_date', label: t`Start date` },
  ];

  // Once shown, the placeholder stays 200 ms (spec section 9): until then the page is not shown as loaded.
  const loading = useMinimumDuration(projects.data === undefined);
  const page = loading ? undefined : projects.data;
  const query = search.search;
  return (
    <section aria-labelledby="projects-title">
      <div className={styles.header}>
        <Title2 as="h1" id="projects-title">
          <Trans>Projects</Trans>
        </Title2>
        {page ? <FreshnessNote dataUpdatedAt={projects.dataUpdatedAt} isFetching={projects.isFetching} /> : null}
      </div>
      <ListToolbar
        filters={
          <>
            <ListSearchBox value={query} onSearch={(text) => onSearchChange({ search: text, page: 1 })} label={t`Search projects`} />
            <ProjectStatusFilter value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />
            <SortSelector
              options={sortOptions}
              orderBy={search.order_by}
              isDesc={search.is_desc}
              onChange={(sort) => onSearchChange({ ...sort, page: 1 })}
            />
          </>
        }
      />
      {page ? (
        <ul className={styles.list} aria-label={t`Projects`}>
          {page.data.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <SkeletonList />
      )}
      {page && page.data.length === 0 ? (
        <EmptyState
          icon={<BriefcaseRegular />}
          title={
            query ? (
              <Trans>No project matches "{query}"</Trans>
            ) : search.status !== undefined ? (
              <Trans>No projects with this status</Trans>
            ) : (
              <Trans>No projects yet</Trans>
            )
          }
        >
          {query || search.status !== undefined ? null : <Trans>A project starts when you accept a proposal.</Trans>}
        </EmptyState>
      ) : null}
      {page ? <Pager page={search.page} rows={search.rows} total={page.total} onChange={onSearchChange} /> : null}
    </section>
  );
}
