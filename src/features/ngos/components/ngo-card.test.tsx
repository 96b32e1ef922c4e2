import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Ngo } from '#contract/ngos';
import { referenceKeys } from '@/features/reference';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { NgoCard } from './ngo-card';

/** No request leaves the test: the reference list of countries is already cached (empty: names come from coun_name). */
const noCountries = [referenceKeys.countries(), []] as const;

function ngo(overrides: Partial<Ngo> = {}): Ngo {
  return {
    id: 9,
    name: 'Amal Relief',
    shortcut: 'ARO',
    description: 'Water and sanitation in northern Jordan.',
    country_id: null,
    coun_name: 'Jordan',
    email: 'info@amal.org',
    phone: '+962 6 555 0101',
    website: 'www.amal.org',
    created_at: '2025-11-02T08:00:00.000Z',
    proposals_count: 3,
    projects_count: 1,
    ...overrides,
  };
}

describe('NgoCard', () => {
  it('shows the avatar letters, the name linked to the organisation’s page, and its shortcut', async () => {
    await renderWithRouter(<NgoCard ngo={ngo()} />, { cached: [noCountries] });
    expect(screen.getByText('AM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Amal Relief' }).getAttribute('href')).toBe('/ngos/9');
    expect(screen.getByText('ARO')).toBeTruthy();
  });

  it('shows the country, and the email and phone as links', async () => {
    await renderWithRouter(<NgoCard ngo={ngo()} />, { cached: [noCountries] });
    expect(screen.getByText('Jordan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'info@amal.org' }).getAttribute('href')).toBe('mailto:info@amal.org');
    expect(screen.getByRole('link', { name: '+962 6 555 0101' }).getAttribute('href')).toBe('tel:+96265550101');
  });

  it('counts its proposals and projects with the funder', async () => {
    await renderWithRouter(<NgoCard ngo={ngo()} />, { cached: [noCountries] });
    expect(screen.getByText('3 proposals')).toBeTruthy();
    expect(screen.getByText('1 project')).toBeTruthy();
  });

  it('says "No proposals" and "No projects" rather than zero, and leaves out contact details it lacks', async () => {
    await renderWithRouter(<NgoCard ngo={ngo({ proposals_count: 0, projects_count: 0, email: null, phone: null, coun_name: null })} />, { cached: [noCountries] });
    expect(screen.getByText('No proposals')).toBeTruthy();
    expect(screen.getByText('No projects')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
