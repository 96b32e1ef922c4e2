import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Paged } from '#contract/paging';
import type { Project } from '#contract/projects';
import { PROJECT_SORT_COLUMNS } from '#contract/list-columns';
import { referenceKeys } from '@/features/reference';
import { listSearchDefaults } from '@/ui/list/list-search';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { projectKeys, type ProjectListQuery } from '../api/project-keys';
import { ProjectsPage } from './projects-page';

const firstPage: ProjectListQuery = listSearchDefaults(PROJECT_SORT_COLUMNS);

const water: Project = {
  id: 31,
  proposal_id: 54,
  grant_id: 12,
  grant_title: 'Clean water 2026',
  title: 'Water points for Mafraq villages',
  code: 'PRJ-0031',
  status: 'ongoing',
  ngo_id: 9,
  ngo: { id: 9, name: 'Amal Relief', shortcut: null, description: null, country_id: 3, coun_name: 'Jordan', email: null, phone: null },
  country_id: 7,
  coun_name: 'Jordan',
  currency_id: 1,
  cur_code: 'USD',
  cur_symbol: '$',
  currency_name: 'US Dollar',
  total_budget: 125000,
  start_date: '2026-01-01',
  end_date: '2027-06-30',
  duration: { years: 1, months: 6, days: 0 },
  agreement_file_path: null,
  progress: 0,
  created_at: '2026-01-02T09:00:00.000Z',
  version: 1,
};

function renderPage(search: ProjectListQuery, page: Paged<Project>, onSearchChange = vi.fn()) {
  return renderWithRouter(<ProjectsPage search={search} onSearchChange={onSearchChange} />, {
    cached: [
      [projectKeys.list(search), page],
      [referenceKeys.countries(), []],
    ],
  });
}

describe('ProjectsPage', () => {
  it('lists the page’s projects as cards with the total', async () => {
    await renderPage(firstPage, { total: 1, data: [water] });
    expect(screen.getByRole('list', { name: 'Projects' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Water points for Mafraq villages' })).toBeTruthy();
    expect(screen.getByText('1 result')).toBeTruthy();
  });

  it('filters by a project status from the tabs, back on page 1', async () => {
    const onSearchChange = vi.fn();
    await renderPage({ ...firstPage, page: 3 }, { total: 21, data: [water] }, onSearchChange);
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    for (const name of ['All', 'Ongoing', 'Finished', 'Unfinished', 'Stopped', 'Accepted']) expect(screen.getByRole('tab', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(onSearchChange).toHaveBeenCalledWith({ status: 'finished', page: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ status: undefined, page: 1 });
  });

  it('says why the list is empty: no project yet, none with the status, or none matching the search', async () => {
    const { unmount } = await renderPage(firstPage, { total: 0, data: [] });
    expect(screen.getByText('No projects yet')).toBeTruthy();
    unmount();
    const stopped = await renderPage({ ...firstPage, status: 'stopped' }, { total: 0, data: [] });
    expect(screen.getByText('No projects with this status')).toBeTruthy();
    stopped.unmount();
    await renderPage({ ...firstPage, search: 'wells' }, { total: 0, data: [] });
    expect(screen.getByText('No project matches "wells"')).toBeTruthy();
  });
});
