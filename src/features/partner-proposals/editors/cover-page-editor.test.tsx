// oxlint-disable-next-line import/no-unassigned-import -- the outbox's store (IndexedDB) behind the pending records the editors read
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROPOSAL_PAGES, type ProposalPageSlug } from '#contract/enums';
import type { PartnerCall, PartnerProposal } from '#contract/partner-proposals';
import { api } from '@/lib/http';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { BeneficiariesEditor } from './beneficiaries-editor';
import { CoverPageEditor } from './cover-page-editor';

vi.mock('@/lib/http', () => ({ api: vi.fn() }));

const proposal: PartnerProposal = {
  id: 8,
  grant: {
    id: 3,
    title: 'Clean water',
    deadline: '2026-12-31',
    days_left: 36,
    currency: { id: 1, code: 'USD', symbol: '$' },
    min_size: 10_000,
    max_size: 50_000,
    donor: { id: 1, name: 'Horizon Fund' },
  },
  title: 'Wells for Mafraq',
  code: 'PR-0008',
  status: 'draft',
  country_id: 4,
  start_date: '2027-01-01',
  end_date: '2027-12-31',
  total_budget: 0,
  version: 4,
  submitted_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  completeness: Object.fromEntries(PROPOSAL_PAGES.map((page) => [page, false])) as Record<ProposalPageSlug, boolean>,
  can_edit: true,
  can_submit: false,
  agreement: null,
  installments: [],
  project_id: null,
};

const call = {
  id: 3,
  title: 'Clean water',
  countries: [{ id: 4, name: 'Jordan', name_ar: 'الأردن' }],
  programs: [{ id: 10, title: 'Water security', percent: 100 }],
  objectives: [],
} as unknown as PartnerCall;

const SECTIONS: Record<string, unknown> = {
  '/PartnerCall/3': call,
  '/PartnerProposal/8/CoverPage': { summary: 'Wells', sector: 'WASH', locations: ['Mafraq'], target_groups: [], requested_amount: 20000, own_contribution: 0 },
  '/PartnerProposal/8/Programs': [{ id: 10, title: 'Water security', percent: 100 }],
  '/PartnerProposal/8/Donors': [],
  '/PartnerProposal/8/Partners': [{ name: 'Village council', role: 'Site access', country: 'Jordan' }],
  '/PartnerProposal/8/Contacts': [],
  '/PartnerProposal/8/Beneficiaries': null,
  '/PartnerProposal/8/BeneficiariesByDistrict': [],
  '/PartnerProposal/8/BeneficiariesByAge': [],
  '/PartnerProposal/8/BeneficiariesByType': [],
};

function answerByPath() {
  vi.mocked(api).mockImplementation((path: string) => Promise.resolve(SECTIONS[path] ?? null));
}

function renderEditor(ui: React.ReactElement) {
  answerByPath();
  return renderWithProviders(<Suspense fallback={<p>Loading</p>}>{ui}</Suspense>);
}

// The first render loads Fluent UI's date picker and tables: slow on a cold cache.
describe('the partner cover page editor', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('shows the header, the summary, the grant’s initiatives and the list sections as saved', async () => {
    renderEditor(<CoverPageEditor proposal={proposal} readOnly={false} />);
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveProperty('value', 'Wells for Mafraq');
    expect(screen.getByRole('textbox', { name: /Requested amount/ })).toHaveProperty('value', '20000');
    expect(screen.getByRole('textbox', { name: 'Locations' })).toHaveProperty('value', 'Mafraq');
    expect(screen.getByRole('textbox', { name: 'Share of Water security (percent)' })).toHaveProperty('value', '100');
    expect(screen.getByRole('textbox', { name: 'Name, row 1' })).toHaveProperty('value', 'Village council');
    expect(screen.getAllByRole('button', { name: 'Save' }).length).toBeGreaterThanOrEqual(6);
  });

  it('says an emptied requested amount is required and sends nothing', async () => {
    renderEditor(<CoverPageEditor proposal={proposal} readOnly={false} />);
    const amount = await screen.findByRole('textbox', { name: /Requested amount/ });
    fireEvent.change(amount, { target: { value: '' } });
    const summaryForm = screen.getByRole('form', { name: 'Summary' });
    fireEvent.click(within(summaryForm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Requested amount is required')).toBeTruthy();
    expect(vi.mocked(api).mock.calls.every(([, options]) => (options?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('is read-only once the partner may no longer change it: no Save, inputs inert', async () => {
    renderEditor(<CoverPageEditor proposal={{ ...proposal, can_edit: false, status: 'submitted' }} readOnly />);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a row' })).toBeNull();
  });
});

describe('the partner beneficiaries editor', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('adds a district row and refuses a negative head count in it', async () => {
    renderEditor(<BeneficiariesEditor proposal={proposal} readOnly={false} />);
    const districts = await screen.findByRole('form', { name: 'Beneficiaries by district' });
    fireEvent.click(within(districts).getByRole('button', { name: 'Add a row' }));
    fireEvent.change(within(districts).getByRole('textbox', { name: 'Male, row 1' }), { target: { value: '-3' } });
    fireEvent.click(within(districts).getByRole('button', { name: 'Save' }));
    expect(await within(districts).findByText('Male should be greater than or equal to 0!')).toBeTruthy();
  });
});
