import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ngo, NgoDueDiligence } from '#contract/ngos';
import { referenceKeys } from '@/features/reference/api/reference-keys';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { ngoKeys } from '../api/ngo-keys';
import { NgoDueDiligencesSection } from './ngo-due-diligences-section';
import { NgoHeader } from './ngo-header';

/** No request leaves the test: the reference list of countries is already cached (empty: names come from coun_name). */
const noCountries = [referenceKeys.countries(), []] as const;

const amal: Ngo = {
  id: 9,
  name: 'جمعية الأمل',
  shortcut: 'AMAL',
  description: 'مياه وصرف صحي في شمال الأردن.',
  country_id: null,
  coun_name: 'Jordan',
  email: 'info@amal.org',
  phone: '+962 6 555 0101',
  website: 'www.amal.org',
  created_at: '2025-11-02T08:00:00.000Z',
  proposals_count: 3,
  projects_count: 1,
};

describe('NgoHeader', () => {
  it('shows the name as the page heading, the avatar letters and the description in its own direction', async () => {
    await renderWithRouter(<NgoHeader ngo={amal} />, { cached: [noCountries] });
    expect(screen.getByRole('heading', { level: 1, name: 'جمعية الأمل' })).toBeTruthy();
    expect(screen.getByText('جم')).toBeTruthy();
    expect(screen.getByText('مياه وصرف صحي في شمال الأردن.').getAttribute('dir')).toBe('auto');
  });

  it('links the email, the phone and the website, the website in a new tab', async () => {
    await renderWithRouter(<NgoHeader ngo={amal} />, { cached: [noCountries] });
    expect(screen.getByRole('link', { name: 'info@amal.org' }).getAttribute('href')).toBe('mailto:info@amal.org');
    expect(screen.getByRole('link', { name: '+962 6 555 0101' }).getAttribute('href')).toBe('tel:+96265550101');
    const website = screen.getByRole('link', { name: 'www.amal.org' });
    expect(website.getAttribute('href')).toBe('https://www.amal.org/');
    expect(website.getAttribute('target')).toBe('_blank');
  });
});

describe('NgoDueDiligencesSection', () => {
  const documents: NgoDueDiligence[] = [
    { id: 1, name: 'Registration certificate', file_url: '/api/files/reg.pdf', file_name: 'registration.pdf', issued_on: '2024-01-10', expires_on: '2026-03-01', type_id: 1, expired: true, review: null },
    { id: 2, name: 'Audited accounts 2025', file_url: '/api/files/audit.pdf', file_name: 'audit-2025.pdf', issued_on: '2025-04-01', expires_on: '2026-04-01', type_id: 2, expired: false, review: { status: 'returned', comment: 'The auditor’s signature is missing.', reviewed_at: '2026-03-10T09:00:00.000Z', reviewer_name: 'Grants officer' } },
    { id: 3, name: 'Safeguarding policy', file_url: null, file_name: null, issued_on: null, expires_on: null, type_id: null, expired: false, review: null },
  ];

  beforeEach(() => {
    // Only the clock is fixed: timers stay real for the queries and the router.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks an expired document and one expiring within 30 days, and links each file in a new tab', async () => {
    await renderWithRouter(<NgoDueDiligencesSection ngoId={9} />, { cached: [[ngoKeys.dueDiligences(9), documents]] });
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Expired')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Expires within 30 days')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Does not expire')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('No file')).toBeTruthy();
    const file = screen.getByRole('link', { name: 'registration.pdf' });
    expect(file.getAttribute('href')).toBe('/api/files/reg.pdf');
    expect(file.getAttribute('target')).toBe('_blank');
  });

  it('says when the organisation has no documents on file', async () => {
    await renderWithRouter(<NgoDueDiligencesSection ngoId={9} />, { cached: [[ngoKeys.dueDiligences(9), []]] });
    expect(screen.getByText('No due diligence documents on file.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
