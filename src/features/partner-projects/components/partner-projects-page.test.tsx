import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import type { PartnerProject } from '#contract/partner-projects';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { partnerProjectKeys, type PartnerProjectListQuery } from '../api/partner-project-keys';
import { PartnerProjectsPage } from './partner-projects-page';

function projectWith(overrides: Partial<PartnerProject>): PartnerProject {
  return {
    id: 4,
    proposal_id: 17,
    title: 'Wells for Mafraq',
    code: 'PRP-2026-0017',
    donor_name: 'Horizon Fund',
    grant_title: 'Clean water',
    status: 'ongoing',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    total_budget: 20_000,
    currency: { code: 'USD', symbol: '$' },
    installments: { total: 3, transferred: 1 },
    created_at: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

async function renderPage(projects: PartnerProject[], search: PartnerProjectListQuery = { page: 1, rows: 10 }) {
  const page: Paged<PartnerProject> = { total: projects.length, data: projects };
  return renderWithRouter(<PartnerProjectsPage search={search} onSearchChange={() => {}} />, { cached: [[partnerProjectKeys.list(search), page]] });
}

describe('the partner projects list', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("lists each project with its funder, grant, budget and installments, linked to its workspace", async () => {
    await renderPage([projectWith({}), projectWith({ id: 5, proposal_id: 22, title: 'Schools in Idlib', status: 'stopped', installments: { total: 0, transferred: 0 } })]);
    const list = screen.getByRole('list', { name: 'Projects' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items;
    if (!first || !second) throw new Error('two projects');
    expect(within(first).getByRole('link', { name: 'Wells for Mafraq' }).getAttribute('href')).toBe('/partner/projects/4');
    expect(within(first).getByText('Horizon Fund')).toBeTruthy();
    expect(within(first).getByText('Clean water')).toBeTruthy();
    expect(within(first).getByText('PRP-2026-0017')).toBeTruthy();
    expect(within(first).getByText(/20,000/)).toBeTruthy();
    expect(within(first).getByRole('progressbar', { name: '1 of 3 installments transferred' })).toBeTruthy();
    expect(within(first).getByText('Ongoing')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Schools in Idlib' }).getAttribute('href')).toBe('/partner/projects/5');
    expect(within(second).getByText('Stopped')).toBeTruthy();
    // A project without agreed installments shows no progress.
    expect(within(second).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('No projects yet')).toBeNull();
  });

  it('says projects appear once a funder accepts a proposal when there are none', async () => {
    await renderPage([]);
    expect(screen.getByText('No projects yet')).toBeTruthy();
    expect(screen.getByText('A project appears here once a funder accepts one of your proposals.')).toBeTruthy();
  });

  it('says none has the status when a filtered list is empty', async () => {
    await renderPage([], { page: 1, rows: 10, status: 'finished' });
    expect(screen.getByText('No projects with this status')).toBeTruthy();
    expect(screen.queryByText('A project appears here once a funder accepts one of your proposals.')).toBeNull();
  });
});
