import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '#contract/proposals';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { ProposalCardView } from './proposal-card-view';
import { telephoneHref } from './proposal-organisation';

const proposal: Proposal = {
  id: 5,
  grant_id: 2,
  grant_title: 'Clean water',
  title: 'Wells for Mafraq',
  code: 'PR-0005',
  status: 'submitted',
  ngo_id: 4,
  ngo: {
    id: 4,
    name: 'Sunrise Relief',
    shortcut: 'SR',
    description: 'Water and sanitation in northern Jordan.',
    country_id: 1,
    coun_name: 'Jordan',
    email: 'info@sunrise.test',
    phone: '+962 6 555 0101',
  },
  country_id: 1,
  coun_name: 'Jordan',
  currency_id: 1,
  cur_code: 'USD',
  cur_symbol: '$',
  currency_name: 'US Dollar',
  total_budget: 200_000,
  start_date: '2026-03-01',
  end_date: '2027-08-31',
  duration: { years: 1, months: 6, days: 0 },
  agreement_file_path: '/api/files/agreement-5.pdf',
  submitted_at: '2026-01-10T09:00:00.000Z',
  created_at: '2026-01-05T09:00:00.000Z',
  users: [{ admin_id: 3, name: 'Amal', is_manager: true }],
  usersInCharge: [3],
  grantUsers: [9],
  grant_author_id: 9,
  project_id: null,
  version: 4,
};

// The first render of a card in a memory router takes a few seconds in jsdom on a busy machine.
describe('ProposalCardView', { timeout: 20_000 }, () => {
  it('links the title to the cover page and shows code, country, budget, duration and status', async () => {
    await renderWithRouter(<ProposalCardView proposal={proposal} showGrant />);
    expect(screen.getByRole('link', { name: 'Wells for Mafraq' }).getAttribute('href')).toBe('/grants/2/proposals/5/cover-page');
    expect(screen.getByText('PR-0005')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clean water' }).getAttribute('href')).toBe('/grants/2/overview');
    expect(screen.getByText('$ 200,000.000')).toBeTruthy();
    expect(screen.getByText('1 year 6 months')).toBeTruthy();
    expect(screen.getByText('Submitted')).toBeTruthy();
  });

  it('links the agreement only when the proposal is accepted, in a new tab without opener', async () => {
    const { unmount } = await renderWithRouter(<ProposalCardView proposal={proposal} />);
    expect(screen.queryByRole('link', { name: /Agreement/ })).toBeNull();
    unmount();
    await renderWithRouter(<ProposalCardView proposal={{ ...proposal, status: 'accepted' }} />);
    const agreement = screen.getByRole('link', { name: /Agreement/ });
    expect(agreement.getAttribute('href')).toBe('/api/files/agreement-5.pdf');
    expect(agreement.getAttribute('target')).toBe('_blank');
    expect(agreement.getAttribute('rel')).toContain('noopener');
  });

  it('leaves out the grant on a grant’s own list', async () => {
    await renderWithRouter(<ProposalCardView proposal={proposal} />);
    expect(screen.queryByRole('link', { name: 'Clean water' })).toBeNull();
  });

  it('expands the organization card with its two-letter avatar, mail and phone links, in Arabic pages too', async () => {
    await renderWithRouter(<ProposalCardView proposal={proposal} />, { dir: 'rtl' });
    const toggle = screen.getByRole('button', { name: 'Organization: Sunrise Relief' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const card = within(screen.getByLabelText('Organization Sunrise Relief'));
    // Fluent would compute "RS" in a right-to-left page; the spec's first two letters are passed ready-made.
    expect(card.getByText('SU')).toBeTruthy();
    expect(card.getByText('SR')).toBeTruthy();
    expect(card.getByText('Water and sanitation in northern Jordan.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'info@sunrise.test' }).getAttribute('href')).toBe('mailto:info@sunrise.test');
    expect(card.getByRole('link', { name: '+962 6 555 0101' }).getAttribute('href')).toBe('tel:+96265550101');
  });

  it('marks a proposal with queued changes as pending', async () => {
    await renderWithRouter(<ProposalCardView proposal={proposal} pending={['Reject the proposal "Wells for Mafraq"']} />);
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Submitted')).toBeTruthy();
  });

  it('dials only digits and the leading plus', () => {
    expect(telephoneHref('(06) 555-0101')).toBe('tel:065550101');
  });
});
