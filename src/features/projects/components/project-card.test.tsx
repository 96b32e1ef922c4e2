import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Project } from '#contract/projects';
import type { Country } from '#contract/reference';
import { referenceKeys } from '@/features/reference';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { organisationProjectsQuery } from '../api/get-projects';
import { OrganisationProjects } from './organisation-projects';
import { ProjectCard } from './project-card';

const jordan: Country = { id: 7, name: 'Jordan', name_ar: 'الأردن', code: 'JO' };
const countries = [[referenceKeys.countries(), [jordan]]] as const;

function project(overrides: Partial<Project> = {}): Project {
  return {
    id: 31,
    proposal_id: 54,
    grant_id: 12,
    grant_title: 'Clean water 2026',
    title: 'Water points for Mafraq villages',
    code: 'PRJ-0031',
    status: 'ongoing',
    ngo_id: 9,
    ngo: { id: 9, name: 'Amal Relief', shortcut: 'AR', description: null, country_id: 3, coun_name: 'Jordan', email: null, phone: null },
    country_id: jordan.id,
    coun_name: 'Jordan',
    currency_id: 1,
    cur_code: 'USD',
    cur_symbol: '$',
    currency_name: 'US Dollar',
    total_budget: 125000.5,
    start_date: '2026-01-01',
    end_date: '2027-06-30',
    duration: { years: 1, months: 6, days: 0 },
    agreement_file_path: '/api/files/agreement-31.pdf',
    progress: 40,
    created_at: '2026-01-02T09:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

describe('ProjectCard', () => {
  it('shows the code, title, status, country, budget with its currency, and duration', async () => {
    await renderWithRouter(<ProjectCard project={project()} />, { cached: countries });
    expect(screen.getByText('PRJ-0031')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Water points for Mafraq villages' })).toBeTruthy();
    expect(screen.getByText('Ongoing')).toBeTruthy();
    expect(screen.getByText('Jordan')).toBeTruthy();
    expect(screen.getByText('$ 125,000.500')).toBeTruthy();
    expect(screen.getByText('1 year 6 months')).toBeTruthy();
  });

  it('opens the project’s overview from its title', async () => {
    await renderWithRouter(<ProjectCard project={project()} />, { cached: countries });
    const link = within(screen.getByRole('heading', { name: 'Water points for Mafraq villages' })).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/projects\/\d+\/overview$/);
  });

  it('links the organisation, the grant and the originating proposal’s cover page', async () => {
    await renderWithRouter(<ProjectCard project={project()} />, { cached: countries });
    expect(screen.getByRole('link', { name: 'Amal Relief' }).getAttribute('href')).toBe('/ngos/9');
    expect(screen.getByRole('link', { name: 'Clean water 2026' }).getAttribute('href')).toBe('/grants/12/overview');
    expect(screen.getByRole('link', { name: 'Proposal' }).getAttribute('href')).toBe('/grants/12/proposals/54/cover-page');
  });

  it('opens the signed agreement in a new tab, and offers no link when there is none', async () => {
    const { unmount } = await renderWithRouter(<ProjectCard project={project()} />, { cached: countries });
    const agreement = screen.getByRole('link', { name: 'Agreement' });
    expect(agreement.getAttribute('href')).toBe('/api/files/agreement-31.pdf');
    expect(agreement.getAttribute('target')).toBe('_blank');
    expect(agreement.getAttribute('rel')).toContain('noopener');
    unmount();
    await renderWithRouter(<ProjectCard project={project({ agreement_file_path: null })} />, { cached: countries });
    expect(screen.queryByRole('link', { name: 'Agreement' })).toBeNull();
  });

  it('shows the progress as a bar and a percent', async () => {
    await renderWithRouter(<ProjectCard project={project({ progress: 40 })} />, { cached: countries });
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
    expect(screen.getByText('40%')).toBeTruthy();
  });

  it('keeps the bar within 0 to 100 percent', async () => {
    await renderWithRouter(<ProjectCard project={project({ progress: 130 })} />, { cached: countries });
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it.each([
    [{ years: 2, months: 0, days: 0 }, '2 years'],
    [{ years: 0, months: 1, days: 0 }, '1 month'],
    [{ years: 0, months: 0, days: 45 }, '45 days'],
    [{ years: 1, months: 0, days: 1 }, '1 year 1 day'],
    [{ years: 0, months: 0, days: 0 }, '0 days'],
  ])('writes the duration %o as "%s"', async (duration, text) => {
    await renderWithRouter(<ProjectCard project={project({ duration })} />, { cached: countries });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('names the country in Arabic when the portal is in Arabic', async () => {
    await renderWithRouter(<ProjectCard project={project()} />, { cached: countries, locale: 'ar', dir: 'rtl' });
    expect(screen.getByText('الأردن')).toBeTruthy();
    expect(screen.queryByText('Jordan')).toBeNull();
  });

  it('falls back to the country name the project carries when the reference list does not know it', async () => {
    await renderWithRouter(<ProjectCard project={project({ country_id: 99, coun_name: 'Atlantis' })} />, { cached: countries });
    expect(screen.getByText('Atlantis')).toBeTruthy();
  });
});

describe('OrganisationProjects', () => {
  it('lists an organisation’s projects, each title opening the project’s overview', async () => {
    const page = { total: 1, data: [project()] };
    await renderWithRouter(<OrganisationProjects ngoId={9} />, { cached: [...countries, [organisationProjectsQuery(9).queryKey, page]] });
    const title = await screen.findByRole('link', { name: 'Water points for Mafraq villages' });
    expect(title.getAttribute('href')).toBe('/projects/31/overview');
    const row = title.closest('tr') as HTMLElement;
    expect(within(row).getByText('PRJ-0031')).toBeTruthy();
    expect(within(row).getByText('Ongoing')).toBeTruthy();
  });
});
