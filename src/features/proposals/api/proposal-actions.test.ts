import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '#contract/paging';
import type { Proposal } from '#contract/proposals';
import type { OutboxRequest } from '@/offline/outbox-types';
import { acceptProposalAction, acceptRequest } from './accept-proposal';
import { storeProposalAnswer, summarizeProposal } from './proposal-cache';
import { proposalKeys } from './proposal-keys';
import { hasPendingDecision, overlayUsersInCharge, queuedInstallments, type ProposalAcceptPayload } from './proposal-overlays';
import { negotiateProposalAction, rejectProposalAction } from './set-proposal-status';
import { updateProposalBatchesAction } from './update-proposal-batches';
import { updateProposalUsersInChargeAction } from './update-proposal-users-in-charge';

const proposal: Proposal = {
  id: 5,
  grant_id: 2,
  grant_title: 'Clean water',
  title: 'Wells for Mafraq',
  code: 'PR-0005',
  status: 'submitted',
  ngo_id: 4,
  ngo: { id: 4, name: 'Sunrise Relief', shortcut: 'SR', description: null, country_id: 3, coun_name: 'Jordan', email: 'info@sunrise.test', phone: '+962 6 555 0101' },
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
  agreement_file_path: null,
  submitted_at: '2026-01-10T09:00:00.000Z',
  created_at: '2026-01-05T09:00:00.000Z',
  users: [{ admin_id: 3, name: 'Amal', is_manager: true }],
  usersInCharge: [3],
  grantUsers: [9],
  grant_author_id: 9,
  project_id: null,
  version: 4,
};

const ref = { proposalId: 5, grantId: 2, title: 'Wells for Mafraq' };

function acceptPayload(): ProposalAcceptPayload {
  return {
    ...ref,
    file: new File(['%PDF-1.7 signed'], 'agreement.pdf', { type: 'application/pdf' }),
    fileName: 'agreement.pdf',
    installments: [
      { id: 31, title: 'installments 1', percent: 50 },
      { title: 'installments 2', percent: 30 },
      { title: 'installments 3', percent: 20 },
    ],
  };
}

function formOf(request: OutboxRequest): FormData {
  if (!request.form) throw new Error('not a multipart request');
  return request.form;
}

describe('proposal actions: requests', () => {
  it('accepts with a multipart body: the agreement in "file" and the installments as JSON in "batches", without ids', async () => {
    const request = acceptRequest(acceptPayload());
    expect(request).toMatchObject({ method: 'POST', path: '/DonorGrant/Proposals/5/Accept' });
    expect(request.json).toBeUndefined();
    const form = formOf(request);
    expect([...form.keys()]).toEqual(['file', 'batches']);
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('agreement.pdf');
    expect(await (file as File).text()).toBe('%PDF-1.7 signed');
    expect(JSON.parse(String(form.get('batches')))).toEqual([
      { title: 'installments 1', percent: 50 },
      { title: 'installments 2', percent: 30 },
      { title: 'installments 3', percent: 20 },
    ]);
  });

  it('rejects and starts negotiation through SetStatus with the status in its wire spelling', () => {
    expect(rejectProposalAction.request(ref, {} as never)).toEqual({ method: 'POST', path: '/DonorGrant/Proposals/5/SetStatus?status=rejected' });
    expect(negotiateProposalAction.request(ref, {} as never)).toEqual({
      method: 'POST',
      path: '/DonorGrant/Proposals/5/SetStatus?status=under_negotiation',
    });
  });

  it('shows no new status before the server confirms a decision (no overlay)', () => {
    expect(rejectProposalAction.overlay).toBeUndefined();
    expect(negotiateProposalAction.overlay).toBeUndefined();
    expect(acceptProposalAction.overlay).toBeUndefined();
  });

  it('puts the users in charge under the grant’s path, names left out', () => {
    const users = [{ admin_id: 3, name: 'Amal', is_manager: true }, { admin_id: 8, name: 'Bilal', is_manager: false }];
    expect(updateProposalUsersInChargeAction.request({ ...ref, users }, {} as never)).toEqual({
      method: 'PUT',
      path: '/DonorGrant/2/Proposals/5/UsersInCharge',
      json: { users: [{ admin_id: 3, is_manager: true }, { admin_id: 8, is_manager: false }] },
    });
  });

  it('sends the whole installments list, existing ones with their ids', () => {
    const installments = [{ id: 31, title: 'installments 1', percent: 60 }, { title: 'installments 2', percent: 40 }];
    expect(updateProposalBatchesAction.request({ ...ref, installments }, {} as never)).toEqual({
      method: 'PUT',
      path: '/DonorGrant/Proposals/5/ExpenditureBatch',
      json: { batches: installments },
    });
  });

  it('refetches the projects after an acceptance or an installments change', () => {
    expect(acceptProposalAction.invalidates(acceptPayload(), {} as never)).toContainEqual(['projects']);
    expect(acceptProposalAction.invalidates(acceptPayload(), {} as never)).toContainEqual(proposalKeys.detail(5));
    expect(updateProposalBatchesAction.invalidates({ ...ref, installments: [] }, {} as never)).toContainEqual(['projects']);
  });
});

describe('proposal actions: what the views show meanwhile', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('overlays the users in charge (names and ids) at once', () => {
    const shown = overlayUsersInCharge(proposal, { ...ref, users: [{ admin_id: 8, name: 'Bilal', is_manager: true }] });
    expect(shown.users).toEqual([{ admin_id: 8, name: 'Bilal', is_manager: true }]);
    expect(shown.usersInCharge).toEqual([8]);
    expect(shown.status).toBe('submitted');
  });

  it('knows when a decision waits, and which installments the user saved last', () => {
    const batches = { type: 'proposal.batches', payload: { ...ref, installments: [{ id: 1, title: 'a', percent: 100 }] } };
    const users = { type: 'proposal.usersInCharge', payload: { ...ref, users: [] } };
    expect(hasPendingDecision([users, batches])).toBe(false);
    const reject = { type: 'proposal.reject', payload: ref };
    expect(hasPendingDecision([users, reject])).toBe(true);
    expect(queuedInstallments([users])).toBeNull();
    expect(queuedInstallments([acceptPayloadChange(), batches, users])).toEqual([{ id: 1, title: 'a', percent: 100 }]);
    expect(queuedInstallments([batches, acceptPayloadChange()])).toHaveLength(3);
  });

  it('puts the server’s answer in the detail and in every cached list page', () => {
    const queryClient = new QueryClient();
    const list: Paged<Proposal> = { total: 2, data: [proposal, { ...proposal, id: 6, title: 'Other' }] };
    queryClient.setQueryData(proposalKeys.list({ order_by: 'created_at', is_desc: false, page: 1, rows: 10 }), list);
    const rejected = { ...proposal, status: 'rejected' as const, version: 5 };
    storeProposalAnswer(queryClient, rejected);
    expect(queryClient.getQueryData(proposalKeys.detail(5))).toEqual(rejected);
    const page = queryClient.getQueryData<Paged<Proposal>>(proposalKeys.list({ order_by: 'created_at', is_desc: false, page: 1, rows: 10 }));
    expect(page?.data.map((item) => item.status)).toEqual(['rejected', 'submitted']);
    storeProposalAnswer(queryClient, true);
    expect(queryClient.getQueryData(proposalKeys.detail(5))).toEqual(rejected);
  });

  it('summarises the server’s proposal in a conflict', () => {
    expect(summarizeProposal({ ...proposal, status: 'underNegotiation' }).map((line) => line.value)).toEqual([
      'Wells for Mafraq',
      'Under negotiation',
      'Amal',
    ]);
    expect(summarizeProposal(null)).toEqual([]);
  });
});

function acceptPayloadChange() {
  return { type: 'proposal.accept', payload: acceptPayload() };
}
