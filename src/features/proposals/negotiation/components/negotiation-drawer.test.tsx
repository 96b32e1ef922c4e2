import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#contract/auth';
import { CommentType } from '#contract/enums';
import type { NegotiationComment, Proposal } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { NegotiationDrawer } from './negotiation-drawer';

const me: CurrentUser = {
  id: 7,
  name: 'Mona Haddad',
  email: 'mona@demo.test',
  phone: null,
  image: null,
  role_id: 1,
  role_name: 'Grants Officer',
  donor_id: 1,
  donor_name: 'Al Noor Fund',
  permissions: ['manage_grants'],
};

const proposal = {
  id: 23,
  grant_id: 1,
  title: 'Safe roads to school',
  status: 'underNegotiation',
  usersInCharge: [7],
  grantUsers: [],
} as Partial<Proposal> as Proposal;

const comments: NegotiationComment[] = [
  {
    id: 1,
    content: 'Can the start date move by a month?',
    type: CommentType.High,
    page_id: 0,
    proj_id: 23,
    don_id: 1,
    grant_id: 1,
    by_ngo_user: false,
    created_by: 7,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: null,
    name: 'Mona Haddad',
    email: null,
    profile: null,
  },
  {
    id: 2,
    content: 'Yes, without changing the end date.',
    type: CommentType.Normal,
    page_id: 0,
    proj_id: 23,
    don_id: 1,
    grant_id: 1,
    by_ngo_user: true,
    created_by: null,
    created_at: '2026-03-02T09:00:00.000Z',
    updated_at: null,
    name: 'Lina Kabbani',
    email: 'lina@ngo.example',
    profile: null,
  },
];

function answerComments() {
  const fetch = vi.fn(async () => new Response(JSON.stringify(comments), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the negotiation drawer (spec section 2)', () => {
  it('lists the page’s comments oldest first and offers the form to a user in charge', async () => {
    const fetch = answerComments();
    renderWithProviders(<NegotiationDrawer open onClose={() => {}} proposal={proposal} pageId={0} pageLabel="Cover page" me={me} />);
    const drawer = await screen.findByRole('dialog', { name: 'Negotiation' });
    expect(within(drawer).getByText('Comments on “Cover page”')).toBeTruthy();
    const articles = await within(drawer).findAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual(['Comment by Mona Haddad', 'Comment by Lina Kabbani']);
    expect(within(drawer).getByRole('textbox', { name: /Comment/ })).toBeTruthy();
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toBe('/api/DonorGrant/Proposals/23/Negotiations?page_id=0');
  });

  it('replaces the form with the reason when the user may not write', async () => {
    answerComments();
    renderWithProviders(
      <NegotiationDrawer open onClose={() => {}} proposal={{ ...proposal, usersInCharge: [8] }} pageId={0} pageLabel="Cover page" me={me} />,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Negotiation' });
    await within(drawer).findAllByRole('article');
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(within(drawer).getByText('Only the users in charge of this proposal or of its grant can write comments.')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Edit comment' })).toBeNull();
  });
});
