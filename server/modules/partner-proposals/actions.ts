import { NAME_MAX_LENGTH } from '#contract/constants';
import { HandledStatus } from '#contract/errors';
import { proposalStatusToWire } from '#contract/enums';
import type { MessageKey } from '#contract/messages';
import {
  canPartnerEdit,
  isDeadlinePassed,
  partnerDocumentTitleSchema,
  todayIso,
  type PartnerProposal,
} from '#contract/partner-proposals';
import { fitsDueDiligence } from '#contract/partner-due-diligence';
import { budgetProblem, budgetTotal, isComplete, isExpired } from '#contract/proposal-completeness';
import { canComment, type Budget, type NegotiationComment, type ProposalSection, type ProposalSectionName } from '#contract/proposals';
import { nowIso } from '../../db/database';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { writeAudit } from '../../platform/audit';
import { agreementProblem, newDocumentName, writeDocument, type UploadedDocument } from '../../platform/documents';
import { ApiError, fieldError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import { StaleVersionError, type ActionRequest } from '../../platform/idempotency';
import { toComment } from '../negotiations/service';
import { findComment } from '../negotiations/repository';
import { partnerReplyEvent, proposalSubmittedEvent } from '../notifications/events';
import { usersInChargeOfProposals } from '../proposals/repository';
import {
  attachDueDiligence,
  bumpPartnerProposal,
  deleteDocument,
  detachDueDiligence,
  findDocument,
  grantForApplication,
  grantTerms,
  insertDocument,
  insertDraft,
  insertReply,
  dueDiligenceTypeName,
  libraryDocument,
  nextProposalCode,
  partnerUser,
  proposalOfNgoOnGrant,
  replaceRisks,
  writeSection,
  type PartnerProposalRow,
} from './repository';
import { loadPartnerProposal, partnerProposalRow, toPartnerProposal } from './service';

/**
 * The organisation's changes to its proposals (issue 13 items 5 and 6). Each runs inside performAction's transaction:
 * the proposal must be the caller's organisation's (404), at the version the change was based on (412 with the
 * proposal as it is), in a status that allows it (409); then the change, the version bump and the audit row (in the
 * funder's trail, by the partner user) commit together. docs/decisions/183-partner-proposals.md.
 */

type Db = PortalContext['db'];

function conflict(key: MessageKey): ApiError {
  return new ApiError(HandledStatus.Conflict, key, { field: 'proposal' });
}

type ChangeChecks = { action: ActionRequest | null; editable?: boolean };

async function proposalForChange(trx: Db, partner: SignedInPartner, id: number, checks: ChangeChecks): Promise<{ row: PartnerProposalRow; proposal: PartnerProposal }> {
  const row = await partnerProposalRow(trx, partner, id);
  const proposal = await toPartnerProposal(trx, row, partner);
  const ifMatch = checks.action?.ifMatch ?? null;
  if (ifMatch !== null && ifMatch !== row.version) throw new StaleVersionError(proposal, 'proposal');
  if (checks.editable && !canPartnerEdit(proposal.status)) throw conflict('wrongStatus');
  return { row, proposal };
}

/** Bumps the version (only if nobody else did meanwhile), audits in the funder's trail, and answers the proposal as it is now. */
async function commitChange(
  trx: Db,
  partner: SignedInPartner,
  row: PartnerProposalRow,
  details: Record<string, unknown>,
  patch: Parameters<typeof bumpPartnerProposal>[3] = {},
): Promise<PartnerProposal> {
  if (!(await bumpPartnerProposal(trx, row.id, row.version, patch))) throw new StaleVersionError(await loadPartnerProposal(trx, partner, row.id), 'proposal');
  await writeAudit(trx, { donorId: row.donor_id, userId: partner.id, entity: 'proposal', entityId: row.id, operation: 'Update', details: { ...details, by_ngo_user: true } });
  return loadPartnerProposal(trx, partner, row.id);
}

/**
 * "Apply": a draft on an open call, named like the grant until the organisation titles it, in the organisation's
 * country when the grant covers it (else the grant's first). One proposal per organisation and grant: a second
 * Apply answers 409 alreadyApplied, and the call's detail names the existing one.
 */
export async function applyToGrant(trx: Db, partner: SignedInPartner, grantId: number): Promise<PartnerProposal> {
  const grant = await grantForApplication(trx, grantId);
  if (!grant) throw notFound('grant');
  if (isDeadlinePassed(grant.deadline, todayIso())) throw new ApiError(HandledStatus.Conflict, 'deadlinePassed');
  if (await proposalOfNgoOnGrant(trx, partner.ngoId, grantId)) throw new ApiError(HandledStatus.Conflict, 'alreadyApplied');
  const [ngo, countries] = await Promise.all([
    trx.selectFrom('ngos').select('country_id').where('id', '=', partner.ngoId).executeTakeFirstOrThrow(),
    trx.selectFrom('grant_countries').select('country_id').where('grant_id', '=', grantId).orderBy('country_id').execute(),
  ]);
  const countryIds = countries.map((row) => row.country_id);
  const countryId = ngo.country_id !== null && countryIds.includes(ngo.country_id) ? ngo.country_id : (countryIds[0] ?? ngo.country_id);
  if (countryId === null) throw fieldError('grant_id', 'invalid', { field: 'grant' });
  const id = await insertDraft(trx, {
    donorId: grant.donor_id,
    grantId,
    ngoId: partner.ngoId,
    title: grant.title,
    code: await nextProposalCode(trx, grant.donor_id, new Date().getUTCFullYear()),
    countryId,
    currencyId: grant.currency_id,
  });
  await writeAudit(trx, { donorId: grant.donor_id, userId: partner.id, entity: 'proposal', entityId: id, operation: 'Add', details: { grant_id: grantId, by_ngo_user: true } });
  return loadPartnerProposal(trx, partner, id);
}

/** PUT PartnerProposal/{id}: the cover page's header; the country must be one the grant covers. */
export async function updateHeader(trx: Db, partner: SignedInPartner, id: number, input: { title: string; country_id: number; start_date: string; end_date: string }, action: ActionRequest): Promise<PartnerProposal> {
  const { row } = await proposalForChange(trx, partner, id, { action, editable: true });
  const covered = await trx.selectFrom('grant_countries').select('country_id').where('grant_id', '=', row.grant_id).where('country_id', '=', input.country_id).executeTakeFirst();
  if (!covered) throw fieldError('country_id', 'invalid');
  const patch = { title: input.title, country_id: input.country_id, start_date: input.start_date, end_date: input.end_date };
  return commitChange(trx, partner, row, { change: 'details', ...patch }, patch);
}

/** The budget as stored: every line's total and the whole are the server's, in the grant's currency. */
function storedBudget(budget: Budget, symbol: string): Budget {
  const lines = budget.lines.map((line) => ({ ...line, total: budgetTotal([line]) }));
  return { lines, total: budgetTotal(lines), cur_symbol: symbol };
}

/** PUT PartnerProposal/{id}/{Section}: the section document whole; the budget within the grant's size range, in its currency. */
export async function saveSection<Name extends ProposalSectionName>(
  trx: Db,
  partner: SignedInPartner,
  id: number,
  name: Name,
  content: ProposalSection<Name>,
  action: ActionRequest,
): Promise<PartnerProposal> {
  const { row } = await proposalForChange(trx, partner, id, { action, editable: true });
  if (name === 'Budget') {
    const budget = content as Budget;
    const problem = budgetProblem(budget, { min_size: row.grant_min_size, max_size: row.grant_max_size, cur_symbol: row.currency_symbol });
    if (problem) throw fieldError(problem === 'budgetCurrency' ? 'cur_symbol' : 'total', problem);
    const stored = storedBudget(budget, row.currency_symbol);
    await writeSection(trx, id, name, JSON.stringify(stored));
    return commitChange(trx, partner, row, { change: 'section', section: name }, { total_budget: stored.total });
  }
  await writeSection(trx, id, name, JSON.stringify(content));
  return commitChange(trx, partner, row, { change: 'section', section: name });
}

type RiskFields = Parameters<typeof replaceRisks>[2][number];

/** PUT PartnerProposal/{id}/RisksAnalysis: the whole register. */
export async function saveRisks(trx: Db, partner: SignedInPartner, id: number, risks: RiskFields[], action: ActionRequest): Promise<PartnerProposal> {
  const { row } = await proposalForChange(trx, partner, id, { action, editable: true });
  await replaceRisks(trx, id, risks);
  return commitChange(trx, partner, row, { change: 'section', section: 'Risks', count: risks.length });
}

/**
 * PUT PartnerProposal/{id}/DueDiligence: each listed due diligence of the grant gets a document of the organisation's
 * own library (another's, or an unknown one, is refused like a wrong id), not expired, of a type of that due diligence's
 * name or without one; null detaches. One refused link refuses the request: the transaction writes none of them.
 */
export async function linkDueDiligences(
  trx: Db,
  partner: SignedInPartner,
  id: number,
  links: { due_diligence_id: number; document_id: number | null }[],
  action: ActionRequest,
): Promise<PartnerProposal> {
  const { row } = await proposalForChange(trx, partner, id, { action, editable: true });
  const { dueDiligenceIds } = await grantTerms(trx, row.grant_id);
  const today = todayIso();
  for (const link of links) {
    if (!dueDiligenceIds.includes(link.due_diligence_id)) throw fieldError('links', 'invalid', { field: 'due_diligence_id' });
    if (link.document_id === null) {
      await detachDueDiligence(trx, id, link.due_diligence_id);
      continue;
    }
    const document = await libraryDocument(trx, partner.ngoId, link.document_id);
    if (!document) throw fieldError('links', 'invalid', { field: 'file' });
    if (isExpired(document.expires_on, today)) throw fieldError('links', 'documentExpired');
    const typeName = document.due_diligence_type_id === null ? null : (document.type_name ?? '');
    if (!fitsDueDiligence(typeName, await dueDiligenceTypeName(trx, link.due_diligence_id))) throw fieldError('document', 'documentOfOtherType');
    await attachDueDiligence(trx, id, link.due_diligence_id, document);
  }
  return commitChange(trx, partner, row, { change: 'section', section: 'DueDiligence', links });
}

/** What an upload form carried: the file part and the title field, either possibly missing. */
export type DocumentForm = { file: UploadedDocument | null; title: string | null };

/** POST PartnerProposal/{id}/Documents: the private-file rules of the agreement (type, size, bytes); written last. */
export async function addDocument(trx: Db, partner: SignedInPartner, files: FileStorage, id: number, form: DocumentForm, action: ActionRequest): Promise<PartnerProposal> {
  const { row } = await proposalForChange(trx, partner, id, { action, editable: true });
  const title = form.title?.trim() ?? '';
  const fileProblem = agreementProblem(form.file);
  if (!partnerDocumentTitleSchema.safeParse({ title }).success) {
    throw title ? fieldError('title', 'maxLength', { max: NAME_MAX_LENGTH }) : fieldError('title', 'required');
  }
  if (fileProblem || !form.file) throw fieldError('file', fileProblem ?? 'required');
  const file = form.file;
  const storedName = newDocumentName(file);
  const documentId = await insertDocument(trx, { proposalId: id, title, fileName: file.fileName, storedName, mimeType: file.mimeType, size: file.bytes.length });
  const changed = await commitChange(trx, partner, row, { change: 'section', section: 'Documents', document_id: documentId, file_name: file.fileName, stored_name: storedName });
  await writeDocument(files, trx, storedName, file);
  return changed;
}

/** DELETE PartnerProposal/{id}/Documents/{documentId}. The stored file stays, as the audit trail names it. */
export async function removeDocument(trx: Db, partner: SignedInPartner, id: number, documentId: number, action: ActionRequest): Promise<PartnerProposal> {
  const { row } = await proposalForChange(trx, partner, id, { action, editable: true });
  const document = await findDocument(trx, id, documentId);
  if (!document) throw notFound('file');
  await deleteDocument(trx, documentId);
  return commitChange(trx, partner, row, { change: 'section', section: 'Documents', removed: documentId, file_name: document.file_name });
}

/**
 * POST PartnerProposal/{id}/Submit (the organisation's admin): a draft by its grant's deadline, or a proposal under
 * negotiation (a resubmission), with every page complete; anything else, a second submission included, is refused.
 */
export async function submitProposal(trx: Db, partner: SignedInPartner, id: number, action: ActionRequest): Promise<PartnerProposal> {
  const { row, proposal } = await proposalForChange(trx, partner, id, { action });
  const resubmission = proposal.status === 'underNegotiation';
  if (!resubmission && proposal.status !== 'draft') throw conflict('wrongStatus');
  if (!resubmission && isDeadlinePassed(row.grant_deadline, todayIso())) throw conflict('deadlinePassed');
  if (!isComplete(proposal.completeness)) throw conflict('proposalIncomplete');
  const submitted = await commitChange(
    trx,
    partner,
    row,
    { change: 'status', from: proposal.status, to: 'submitted' },
    { status: proposalStatusToWire('submitted'), submitted_at: nowIso() },
  );
  const usersInCharge = (await usersInChargeOfProposals(trx, [id])).map((user) => user.user_id);
  const about = { id, grantId: row.grant_id, title: submitted.title, ngoId: row.ngo_id, usersInCharge };
  await proposalSubmittedEvent(trx, { kind: 'partner', id: partner.id, donorId: row.donor_id }, about, resubmission ? 'Resubmit' : 'Submit');
  return submitted;
}

/** POST PartnerProposal/{id}/Negotiations: a reply pinned to a page, while under negotiation, kept with the author's name and email. */
export async function replyInNegotiation(trx: Db, partner: SignedInPartner, id: number, input: { page_id: number; content: string }): Promise<NegotiationComment> {
  const { row, proposal } = await proposalForChange(trx, partner, id, { action: null });
  if (!canComment(proposal.status)) throw conflict('wrongStatus');
  const user = await partnerUser(trx, partner.id);
  const commentId = await insertReply(trx, {
    proposalId: id,
    donorId: row.donor_id,
    grantId: row.grant_id,
    pageId: input.page_id,
    content: input.content,
    name: user.name,
    email: user.email,
  });
  const comment = await findComment(trx, id, commentId);
  if (!comment) throw notFound('comment');
  await writeAudit(trx, {
    donorId: row.donor_id,
    userId: partner.id,
    entity: 'negotiation',
    entityId: commentId,
    operation: 'Add',
    details: { proposal_id: id, page_id: input.page_id, content: input.content, by_ngo_user: true },
  });
  const usersInCharge = (await usersInChargeOfProposals(trx, [id])).map((item) => item.user_id);
  await partnerReplyEvent(trx, { kind: 'partner', id: partner.id, donorId: row.donor_id }, { id, grantId: row.grant_id, title: row.title, ngoId: row.ngo_id, usersInCharge }, input.page_id);
  return toComment(comment);
}
