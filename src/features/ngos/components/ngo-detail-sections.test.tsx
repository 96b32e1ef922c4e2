import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ngo, NgoDueDiligence } from '#contract/ngos';
import { referenceKeys } from '@/features/reference';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { ngoKeys } from '../api/ngo-keys';
import { NgoDueDiligencesSection } from './ngo-due-diligences-section';
import { NgoHeader } from './ngo-header';

const queued = vi.hoisted(() => ({ reviews: [] as unknown[] }));
vi.mock('../api/review-due-diligence', () => ({
  enqueueDueDiligenceReview: (payload: unknown) => {
    queued.reviews.push(payload);
    // Never settles: the dialog stays busy, as while the server has not answered yet.
    return new Promise(() => undefined);
  },
}));

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
    await renderWithRouter(<NgoDueDiligencesSection ngoId={9} canReview={false} />, { cached: [[ngoKeys.dueDiligences(9), documents]] });
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
    await renderWithRouter(<NgoDueDiligencesSection ngoId={9} canReview={false} />, { cached: [[ngoKeys.dueDiligences(9), []]] });
    expect(screen.getByText('No due diligence documents on file.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows this funder’s review: a returned document with its comment, the others not reviewed', async () => {
    await renderWithRouter(<NgoDueDiligencesSection ngoId={9} canReview={false} />, { cached: [[ngoKeys.dueDiligences(9), documents]] });
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Not reviewed')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Returned')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('The auditor’s signature is missing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Return/ })).toBeNull();
  });

  it('lets a reviewer accept a document, and return one only with a comment', async () => {
    queued.reviews.length = 0;
    await renderWithRouter(<NgoDueDiligencesSection ngoId={9} canReview />, { cached: [[ngoKeys.dueDiligences(9), documents]] });
    fireEvent.click(screen.getByRole('button', { name: 'Accept Registration certificate' }));
    expect(queued.reviews).toEqual([{ ngoId: 9, documentId: 1, name: 'Registration certificate', status: 'accepted', comment: null }]);

    fireEvent.click(screen.getByRole('button', { name: 'Return Safeguarding policy' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('comment is required')).toBeTruthy();
    expect(queued.reviews).toHaveLength(1);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Please send the signed version.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(queued.reviews).toHaveLength(2));
    expect(queued.reviews[1]).toEqual({ ngoId: 9, documentId: 3, name: 'Safeguarding policy', status: 'returned', comment: 'Please send the signed version.' });
  });
});
