import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths } from '../../../contract/api-paths';
import { IDEMPOTENCY_KEY_HEADER } from '../../../contract/outbox';
import { partnerPaths } from '../../../contract/partner-paths';
import type { PartnerProposal } from '../../../contract/partner-proposals';
import type { Proposal } from '../../../contract/proposals';
import { bearer } from './auth';
import { api, type Grant } from './grants';
import { agreementPdf } from './proposals';

/** A change through a partner call, as the outbox sends it (an idempotency key each). */
async function partnerPut(request: APIRequestContext, token: string, path: string, data: unknown): Promise<PartnerProposal> {
  const response = await request.put(api(path), { headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, data });
  expect(response.status(), `PUT ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as PartnerProposal;
}

export async function partnerProposal(request: APIRequestContext, token: string, id: number): Promise<PartnerProposal> {
  const response = await request.get(api(partnerPaths.proposals.one(id)), { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as PartnerProposal;
}

/**
 * Writes every page of a draft through the partner API as the editors would, except the pages named in `skip`
 * (the test writes those through the browser). `documentId` is a library document of the organisation for every
 * due diligence the grant requires.
 */
export async function writePartnerPages(
  request: APIRequestContext,
  token: string,
  proposal: PartnerProposal,
  grant: Grant & { objectives?: { id: number }[] },
  options: { documentId: number; dueDiligenceIds: number[]; objectiveIds: number[]; countryId: number; skip: string[] },
): Promise<PartnerProposal> {
  const id = proposal.id;
  const amount = Math.max(grant.min_size ?? 0, 1000);
  const pages: [string, string, unknown][] = [
    ['', partnerPaths.proposals.one(id), { title: proposal.title || `Reading clubs ${randomUUID().slice(0, 6)}`, country_id: options.countryId, start_date: '2027-01-01', end_date: '2027-12-31' }],
    ['CoverPage', partnerPaths.proposals.section(id, 'CoverPage'), { summary: 'Reading clubs in camps', sector: 'Education', locations: ['Zaatari'], target_groups: ['Children'], requested_amount: amount, own_contribution: 0 }],
    ['Background', partnerPaths.proposals.section(id, 'Background'), { problem_statement: 'Few books', context: 'Camps', justification: 'Need', previous_experience: 'Five years', sustainability: 'Volunteers' }],
    ['Beneficiaries', partnerPaths.proposals.section(id, 'Beneficiaries'), { direct_total: 300, indirect_total: 900, description: 'Children', selection_criteria: 'Age 6 to 12' }],
    [
      'LogicalFramework',
      partnerPaths.proposals.section(id, 'LogicalFramework'),
      {
        goal: 'Children read',
        grant_objectives: [],
        program_objectives: [],
        custom_objectives: [],
        outcomes: [
          {
            id: 1,
            title: 'Better reading',
            outputs: [
              {
                id: 2,
                title: 'Clubs run',
                indicators: [{ id: 3, title: 'Clubs', unit: 'club', baseline: 0, target: 10, means_of_verification: 'Visits' }],
                activities: [{ id: 4, title: 'Run clubs' }],
              },
            ],
          },
        ],
        assumptions: [],
      },
    ],
    ['Workplans', partnerPaths.proposals.section(id, 'Workplans'), [{ id: 4, code: 'A1', title: 'Run clubs', output: 'Clubs run', start_date: '2027-01-01', end_date: '2027-06-30', responsible: 'Team' }]],
    ['MonitoringAndEvaluation', partnerPaths.proposals.section(id, 'MonitoringAndEvaluation'), { approach: 'Visits', data_collection: 'Forms', reporting: 'Monthly', evaluation: 'End line', responsibilities: [] }],
    ['OtherInfo', partnerPaths.proposals.section(id, 'OtherInfo'), { gender: 'Girls and boys', environment: 'None', protection: 'Safe spaces', exit_strategy: 'Schools', additional: '' }],
    [
      'Budget',
      partnerPaths.proposals.section(id, 'Budget'),
      { lines: [{ id: 1, category: 'Books', description: 'Sets', unit: 'set', quantity: 2, unit_cost: amount / 2, total: amount }], total: amount, cur_symbol: grant.currency?.symbol ?? '$' },
    ],
    ['GrantObjectives', partnerPaths.proposals.section(id, 'GrantObjectives'), options.objectiveIds.map((objective) => ({ grant_objective_id: objective, title: 'Objective', contribution: '300 children' }))],
    ['RisksAnalysis', partnerPaths.proposals.risks(id), { risks: [{ title: 'Closures', description: 'Camp closures', category: 'operational', likelihood: 2, impact: 3, response_strategy: 'mitigation', mitigation: 'Move clubs', owner: 'Lead', isMaterialized: false }] }],
    ['DueDiligence', partnerPaths.proposals.dueDiligence(id), { links: options.dueDiligenceIds.map((due) => ({ due_diligence_id: due, document_id: options.documentId })) }],
  ];
  for (const [name, path, data] of pages) {
    if (!options.skip.includes(name)) await partnerPut(request, token, path, data);
  }
  const uploaded = await request.post(api(partnerPaths.proposals.documents(id)), {
    headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    multipart: { title: 'Work plan', file: agreementPdf('work-plan.pdf') },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return (await uploaded.json()) as PartnerProposal;
}

/** The staff side's decisions on a proposal, through its API (the review pages are tested in proposals.spec.ts). */
export async function startNegotiation(request: APIRequestContext, token: string, proposal: Proposal, comment: { pageId: number; content: string }) {
  const negotiate = await request.post(api(`${apiPaths.proposals.setStatus(proposal.id)}?status=under_negotiation`), {
    headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: randomUUID(), 'If-Match': String(proposal.version) },
  });
  expect(negotiate.status(), await negotiate.text()).toBe(200);
  const commented = await request.post(api(apiPaths.proposals.negotiations(proposal.id)), {
    headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    data: { proj_id: proposal.id, grant_id: proposal.grant_id, page_id: comment.pageId, content: comment.content },
  });
  expect(commented.status(), await commented.text()).toBe(200);
}

export async function acceptProposal(request: APIRequestContext, token: string, proposal: Proposal): Promise<void> {
  const response = await request.post(api(apiPaths.proposals.accept(proposal.id)), {
    headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: randomUUID(), 'If-Match': String(proposal.version) },
    multipart: {
      file: agreementPdf('signed-agreement.pdf'),
      batches: JSON.stringify([
        { title: 'First installment', percent: 60 },
        { title: 'Second installment', percent: 40 },
      ]),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The records waiting in the outbox on this device (IndexedDB `donor-portal`, store `outbox`), in any language. */
export function queuedRecords(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('donor-portal');
        opening.addEventListener('upgradeneeded', () => opening.transaction?.abort());
        opening.addEventListener('error', () => resolve(0));
        opening.addEventListener('success', () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('outbox')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.addEventListener('success', () => {
            db.close();
            resolve(count.result);
          });
          count.addEventListener('error', () => {
            db.close();
            resolve(0);
          });
        });
      }),
  );
}
