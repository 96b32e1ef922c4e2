import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HistoryRegular } from '@fluentui/react-icons';
import { PROJECT_PAGES, type ProjectPageSlug } from '#contract/project-pages';
import type { Project } from '#contract/projects';
import { projectQuery } from '../../api/get-project';
import { PROJECT_ENTITY } from '../../api/project-cache';
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

/** The menu: the project's pages of spec section 2, then its History (decision 164), a route of its own. */
const MENU_PAGES = [...PROJECT_PAGES, 'history'] as const;
type MenuPage = ProjectPageSlug | 'history';
const MENU_LABELS = { ...PROJECT_PAGE_LABELS, history: msg`History` };
const MENU_ICONS = { ...PROJECT_PAGE_ICONS, history: HistoryRegular };

function linkOf(projectId: number, page: MenuPage) {
  return page === 'history'
    ? ({ to: '/projects/$projectId/history', params: { projectId } } as const)
    : ({ to: '/projects/$projectId/$page', params: { projectId, page } } as const);
}

function useCurrentMenuPage(): MenuPage {
  const page = useCurrentProjectPage();
  const onHistory = useRouterState({ select: (state) => state.location.pathname.split('/').filter(Boolean).at(-1) === 'history' });
  return onHistory ? 'history' : page;
}

/** The project layout of spec section 2: the header card, then the menu of the project's pages beside the open one. */
export function ProjectDetailLayout({ projectId, children }: { projectId: number; children: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { project, pending } = useShownProject(projectId);
  const current = useCurrentMenuPage();
  return (
    <DetailLayout
      header={<ProjectHeaderCard project={project} pending={pending} />}
      pages={MENU_PAGES}
      labels={MENU_LABELS}
      icons={MENU_ICONS}
      label={t`Project pages`}
      linkTo={(page) => linkOf(projectId, page)}
      current={current}
      onOpen={(page) => void navigate(linkOf(projectId, page))}
    >
      {children}
    </DetailLayout>
  );
}
