import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths } from '../../../contract/api-paths';
import type { ProposalStatus } from '../../../contract/enums';
import type { ExpenditureBatch, NegotiationComment, Proposal } from '../../../contract/proposals';
import { bearer } from './auth';
import { api, createPublishedGrant, uniqueTitle } from './grants';

export type { Proposal };

/**
 * A proposal as a partner organisation would submit it, through the test-only endpoint that stands in for the
 * organisations' portal (TEST_API=1, set by playwright.config.ts): every page filled, documents and risks included.
 */
export async function submitProposal(
  request: APIRequestContext,
  token: string,
  grantId: number,
  options: { status?: ProposalStatus; title?: string } = {},
): Promise<Proposal> {
  const response = await request.post(api(apiPaths.testing.submitProposal), {
    headers: bearer(token),
    data: { grant_id: grantId, status: options.status ?? 'submitted', title: options.title ?? uniqueTitle('Proposal') },
  });
  expect(response.status(), 'POST /testing/proposals').toBe(200);
  return (await response.json()) as Proposal;
}

/** A published grant of the signed-in user (its author stays in charge) with fresh proposals on it. */
export async function grantWithProposals(
  request: APIRequestContext,
  token: string,
  proposals: { status?: ProposalStatus; title?: string }[],
): Promise<{ grantId: number; proposals: Proposal[] }> {
  const grant = await createPublishedGrant(request, token, { title: uniqueTitle('Grant for proposals') });
  const created: Proposal[] = [];
  for (const options of proposals) created.push(await submitProposal(request, token, grant.id, options));
  return { grantId: grant.id, proposals: created };
}

export async function getProposal(request: APIRequestContext, token: string, id: number): Promise<Proposal> {
  const response = await request.get(api(apiPaths.proposals.one(id)), { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Proposal;
}

export async function getBatches(request: APIRequestContext, token: string, id: number): Promise<ExpenditureBatch[]> {
  const response = await request.get(api(apiPaths.proposals.batches(id)), { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ExpenditureBatch[];
}

export async function getComments(request: APIRequestContext, token: string, id: number, pageId?: number): Promise<NegotiationComment[]> {
  const query = pageId === undefined ? '' : `?page_id=${pageId}`;
  const response = await request.get(api(`${apiPaths.proposals.negotiations(id)}${query}`), { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as NegotiationComment[];
}

/** The URL of a proposal page. */
export function proposalPath(proposal: Pick<Proposal, 'id' | 'grant_id'>, page = 'cover-page'): string {
  return `/grants/${proposal.grant_id}/proposals/${proposal.id}/${page}`;
}

/** A proposal's card in a list, found by its title. */
export function proposalCard(page: Page, title: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

/** A small but real PDF, for the agreement upload. */
export function agreementPdf(name = 'agreement.pdf'): { name: string; mimeType: string; buffer: Buffer } {
  const body = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}
