import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_PAGES, type ProposalPageSlug } from '#contract/enums';
import type { PartnerCall, PartnerProposal } from '#contract/partner-proposals';
import type { OutboxRecord } from '@/offline/outbox-types';
import { applyToCallAction } from './apply-to-call';
import { replyToNegotiationAction } from './negotiation-replies';
import { summarizePartnerProposal, versionOfPartnerProposal } from './partner-proposal-cache';
import { partnerCallKeys, partnerProposalKeys } from './partner-proposal-keys';
import { saveSectionAction, type SectionSavePayload } from './section-actions';
import { submitProposalAction } from './submit-proposal';
import { updateProposalHeaderAction } from './update-proposal-header';

const completeness = Object.fromEntries(PROPOSAL_PAGES.map((page) => [page, page !== 'budget'])) as Record<ProposalPageSlug, boolean>;

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
  country_id: null,
  start_date: '',
  end_date: '',
  total_budget: 0,
  version: 4,
  submitted_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  completeness,
  can_edit: true,
  can_submit: false,
  agreement: null,
  installments: [],
  project_id: null,
};

function recordOf<Payload>(payload: Payload): OutboxRecord<Payload> {
  return {
    key: '00000000-0000-4000-8000-000000000001',
    type: 'test',
    entity: 'partner-proposal',
    entityId: 8,
    baseVersion: 4,
    payload,
    createdAt: 0,
    attempts: 0,
    state: 'queued',
    nextAttemptAt: 0,
    userId: 1,
  };
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('partner proposal actions', () => {
  const background: SectionSavePayload<'Background'> = {
    proposalId: 8,
    name: 'Background',
    content: { problem_statement: 'Dry wells', context: 'Mafraq', justification: 'Ten years there', previous_experience: '', sustainability: '' },
  };

  it('save a section with PUT PartnerProposal/{id}/{Section}, the document as the body', () => {
    expect(saveSectionAction.request(background, recordOf(background))).toEqual({
      method: 'PUT',
      path: '/PartnerProposal/8/Background',
      json: background.content,
    });
  });

  it('keep the server’s proposal and the saved section in the cache after a save', () => {
    const queryClient = new QueryClient();
    const answer = { ...proposal, version: 5 };
    saveSectionAction.onSuccess?.(queryClient, answer, recordOf(background));
    expect(queryClient.getQueryData(partnerProposalKeys.detail(8))).toEqual(answer);
    expect(queryClient.getQueryData(partnerProposalKeys.section(8, 'Background'))).toEqual(background.content);
    expect(versionOfPartnerProposal(answer)).toBe(5);
  });

  it('show the header fields at once while their change waits', () => {
    const header = { title: 'Wells and pumps', country_id: 4, start_date: '2027-01-01', end_date: '2027-12-31' };
    const shown = updateProposalHeaderAction.overlay?.(proposal, { proposalId: 8, header });
    expect(shown).toMatchObject(header);
    expect(updateProposalHeaderAction.request({ proposalId: 8, header }, recordOf({ proposalId: 8, header }))).toEqual({
      method: 'PUT',
      path: '/PartnerProposal/8',
      json: header,
    });
  });

  it('submit with POST PartnerProposal/{id}/Submit', () => {
    const payload = { proposalId: 8, title: proposal.title };
    expect(submitProposalAction.request(payload, recordOf(payload))).toEqual({ method: 'POST', path: '/PartnerProposal/8/Submit' });
  });

  it('reply with the page and the text only', () => {
    const payload = { proposalId: 8, pageId: 7, content: 'Budget revised', writtenAt: '2026-11-25T10:00:00.000Z' };
    expect(replyToNegotiationAction.request(payload, recordOf(payload))).toEqual({
      method: 'POST',
      path: '/PartnerProposal/8/Negotiations',
      json: { page_id: 7, content: 'Budget revised' },
    });
  });

  it('put the new draft on its call once applied, so the call offers to open it', () => {
    const queryClient = new QueryClient();
    const call = { id: 3, title: 'Clean water', proposal: null } as unknown as PartnerCall;
    queryClient.setQueryData(partnerCallKeys.detail(3), call);
    const payload = { grantId: 3, grantTitle: 'Clean water' };
    expect(applyToCallAction.request(payload, recordOf(payload))).toEqual({ method: 'POST', path: '/PartnerProposal', json: { grant_id: 3 } });
    applyToCallAction.onSuccess?.(queryClient, proposal, recordOf(payload));
    expect(queryClient.getQueryData<PartnerCall>(partnerCallKeys.detail(3))?.proposal).toEqual({ id: 8, status: 'draft' });
  });

  it('name the pages still incomplete when a save conflicts', () => {
    const lines = summarizePartnerProposal(proposal).map((line) => [i18n._(line.label), line.value]);
    expect(lines).toContainEqual(['Pages still incomplete', 'Budget']);
  });
});
