import { BriefcaseRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/ui/list/empty-state';
import { ListPage } from '@/ui/list/list-page';
import type { SortOption } from '@/ui/list/sort-selector';
import { projectsQuery } from '../api/get-projects';
import type { ProjectListQuery, ProjectSortColumn } from '../api/project-keys';
import { ProjectCard } from './project-card';
import { ProjectStatusFilter } from './project-status-filter';

type ProjectsPageProps = {
  search: ProjectListQuery;
  onSearchChange: (patch: Partial<ProjectListQuery>) => void;
};

/** /projects: the funder's projects as cards, with search, status filter, sort and paging. */
export function ProjectsPage({ search, onSearchChange }: ProjectsPageProps) {
  const { t } = useLingui();
  const projects = useQuery({ ...projectsQuery(search), placeholderData: keepPreviousData });

  const sortOptions: SortOption<ProjectSortColumn>[] = [
    { value: 'created_at', label: t`Created on` },
    { value: 'title', label: t`Title` },
    { value: 'code', label: t`Code` },
    { value: 'total_budget', label: t`Budget` },
    { value: 'start_date', label: t`Start date` },
  ];

  const query = search.search;
  return (
    <ListPage
      titleId="projects-title"
      title={<Trans>Projects</Trans>}
      list={projects}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t`Search projects`}
      filters={<ProjectStatusFilter value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />}
      sortOptions={sortOptions}
      cards={{ label: t`Projects`, renderCard: (project) => <ProjectCard project={project} /> }}
      empty={
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
      }
    />
  );
}
