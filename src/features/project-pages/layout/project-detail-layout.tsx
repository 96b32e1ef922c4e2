import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PROJECT_PAGES } from '#contract/project-pages';
import type { Project } from '#contract/projects';
import { projectQuery } from '@/features/projects/api/get-project';
import { PROJECT_ENTITY } from '@/features/projects/api/project-cache';
import { useOverlay } from '@/offline/outbox';
import { DetailLayout } from '@/ui/page-nav/detail-layout';
import { PROJECT_PAGE_LABELS } from '../project-page-labels';
import { ProjectHeaderCard } from './project-header-card';
import { PROJECT_PAGE_ICONS } from './project-page-icons';
import { useCurrentProjectPage } from './use-current-project-page';

/**
 * The project as the user sees it and whether any change of theirs to it waits in the outbox (installments, their
 * statuses, progress reports). Project actions have no overlay (project-queued.ts): the header shows the server's
 * project, marked pending.
 */
export function useShownProject(projectId: number): { project: Project; pending: boolean } {
  const { data } = useSuspenseQuery(projectQuery(projectId));
  const { data: project, pending } = useOverlay<Project>(PROJECT_ENTITY, projectId, data);
  return { project: project ?? data, pending };
}

/** The project layout of spec section 2: the header card, then the menu of the project's pages beside the open one. */
export function ProjectDetailLayout({ projectId, children }: { projectId: number; children: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { project, pending } = useShownProject(projectId);
  const current = useCurrentProjectPage();
  return (
    <DetailLayout
      header={<ProjectHeaderCard project={project} pending={pending} />}
      pages={PROJECT_PAGES}
      labels={PROJECT_PAGE_LABELS}
      icons={PROJECT_PAGE_ICONS}
      label={t`Project pages`}
      linkTo={(page) => ({ to: '/projects/$projectId/$page', params: { projectId, page } })}
      current={current}
      onOpen={(page) => void navigate({ to: '/projects/$projectId/$page', params: { projectId, page } })}
    >
      {children}
    </DetailLayout>
  );
}
