import { proposalStatusToWire, type ProposalStatus } from '#contract/enums';
import type { Paged } from '#contract/paging';
import {
  canPartnerEdit,
  canPartnerSubmit,
  daysLeft,
  todayIso,
  type PartnerProposal,
  type PartnerProposalDueDiligence,
} from '#contract/partner-proposals';
import { isComplete, isExpired, pageCompleteness, type ProposalSections } from '#contract/proposal-completeness';
import {
  PROPOSAL_SECTION_NAMES,
  type NegotiationComment,
  type ProposalDocument,
  type ProposalSection,
  type ProposalSectionName,
  type Risk,
} from '#contract/proposals';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { storedFileUrl } from '../../platform/documents';
import { notFound } from '../../platform/errors';
import { toComment } from '../negotiations/service';
import { commentsOfProposal } from '../negotiations/repository';
import { batchesOfProposal } from '../proposals/batch-repository';
import { documentsOfProposal, risksOfProposal } from '../proposals/contents-repository';
import { toRisk } from '../proposals/risks-service';
import { isListSection, statusFromWire, toBatch } from '../proposals/service';
import {
  attachedDueDiligences,
  countRows,
  findPartnerProposal,
  grantTerms,
  pagePartnerProposals,
  sectionsOfProposal,
  type AttachedDueDiligenceRow,
  type PartnerProposalFilter,
  type PartnerProposalRow,
} from './repository';

/** Reads of the organisation's own proposals; another organisation's answer 404 like missing ones. */

type Db = PortalContext['db'];

/** Who reads: submit is offered to the organisation's admin only. */
type Reader = Pick<SignedInPartner, 'ngoId' | 'ngoRole'>;

function isSectionName(name: string): name is ProposalSectionName {
  return (PROPOSAL_SECTION_NAMES as readonly string[]).includes(name);
}

export async function storedSections(db: Db, proposalId: number): Promise<ProposalSections> {
  const sections: Record<string, unknown> = {};
  for (const row of await sectionsOfProposal(db, proposalId)) if (isSectionName(row.name)) sections[row.name] = JSON.parse(row.content);
  return sections as ProposalSections;
}

/** The expiry that counts for an attached paper: its library document's, live, or the row's own for an older one. */
function attachedExpiry(row: AttachedDueDiligenceRow): string | null {
  return row.ngo_due_diligence_id !== null ? row.document_expires_on : row.expires_on;
}

function isAttached(row: AttachedDueDiligenceRow): boolean {
  return row.link_id !== null && (row.ngo_due_diligence_id !== null || row.stored_name !== null);
}

export function toDueDiligence(row: AttachedDueDiligenceRow, today: string): PartnerProposalDueDiligence {
  if (!isAttached(row)) return { due_diligence_id: row.due_diligence_id, name: row.name, document: null };
  const expiresOn = attachedExpiry(row);
  return {
    due_diligence_id: row.due_diligence_id,
    name: row.name,
    document: {
      id: row.ngo_due_diligence_id,
      name: row.document_name ?? row.name,
      file_name: row.ngo_due_diligence_id !== null ? row.document_file_name : row.file_name,
      expires_on: expiresOn,
      expired: isExpired(expiresOn, today),
    },
  };
}

/** The proposal as the organisation sees it, with each page's completeness and what the reader may do. */
export async function toPartnerProposal(db: Db, row: PartnerProposalRow, reader: Reader): Promise<PartnerProposal> {
  const today = todayIso();
  const status = statusFromWire(row.status);
  const [sections, terms, risks, documents, dueDiligences, batches] = await Promise.all([
    storedSections(db, row.id),
    grantTerms(db, row.grant_id),
    countRows(db, 'proposal_risks', row.id),
    countRows(db, 'proposal_documents', row.id),
    attachedDueDiligences(db, row.id, row.grant_id),
    status === 'draft' ? Promise.resolve([]) : batchesOfProposal(db, row.id),
  ]);
  const completeness = pageCompleteness({
    header: { title: row.title, country_id: row.country_id, start_date: row.start_date, end_date: row.end_date },
    grant: {
      min_size: row.grant_min_size,
      max_size: row.grant_max_size,
      cur_symbol: row.currency_symbol,
      objective_ids: terms.objectiveIds,
      due_diligence_ids: terms.dueDiligenceIds,
    },
    sections,
    risks_count: risks,
    documents_count: documents,
    due_diligences: dueDiligences.map((item) => ({
      due_diligence_id: item.due_diligence_id,
      document: isAttached(item) ? { expires_on: attachedExpiry(item) } : null,
    })),
    today,
  });
  const accepted = row.agreement_file !== null;
  return {
    id: row.id,
    grant: {
      id: row.grant_id,
      title: row.grant_title,
      deadline: row.grant_deadline,
      days_left: row.grant_deadline === null ? null : daysLeft(row.grant_deadline, today),
      currency: { id: row.grant_currency_id, code: row.currency_code, symbol: row.currency_symbol },
      min_size: row.grant_min_size,
      max_size: row.grant_max_size,
      donor: { id: row.donor_id, name: row.donor_name },
    },
    title: row.title,
    code: row.code,
    status,
    country_id: row.country_id,
    start_date: row.start_date,
    end_date: row.end_date,
    total_budget: row.total_budget,
    version: row.version,
    submitted_at: row.submitted_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    completeness,
    can_edit: canPartnerEdit(status),
    can_submit: reader.ngoRole === 'admin' && canPartnerSubmit(status, row.grant_deadline, isComplete(completeness), today),
    agreement: accepted ? { file_name: row.agreement_file_name ?? 'agreement', url: storedFileUrl(row.agreement_file) ?? '' } : null,
    installments: batches.map(toBatch),
    project_id: row.project_id,
  };
}

/** The organisation's proposal row, or 404. */
export async function partnerProposalRow(db: Db, reader: Pick<Reader, 'ngoId'>, id: number): Promise<PartnerProposalRow> {
  const row = await findPartnerProposal(db, reader.ngoId, id);
  if (!row) throw notFound('proposal');
  return row;
}

export async function loadPartnerProposal(db: Db, reader: Reader, id: number): Promise<PartnerProposal> {
  return toPartnerProposal(db, await partnerProposalRow(db, reader, id), reader);
}

export type PartnerProposalListQuery = Omit<PartnerProposalFilter, 'status'> & { status?: ProposalStatus | undefined };

export async function partnerProposalsPage(portal: PortalContext, partner: SignedInPartner, query: PartnerProposalListQuery): Promise<Paged<PartnerProposal>> {
  const filter: PartnerProposalFilter = { ...query, status: query.status === undefined ? undefined : proposalStatusToWire(query.status) };
  const { total, rows } = await pagePartnerProposals(portal.db, partner.ngoId, filter);
  const data: PartnerProposal[] = [];
  for (const row of rows) data.push(await toPartnerProposal(portal.db, row, partner));
  return { total, data };
}

export async function partnerSection<Name extends ProposalSectionName>(
  portal: PortalContext,
  partner: SignedInPartner,
  id: number,
  name: Name,
): Promise<ProposalSection<Name> | [] | null> {
  await partnerProposalRow(portal.db, partner, id);
  const sections = await storedSections(portal.db, id);
  const content = sections[name];
  if (content === undefined || content === null) return isListSection(name) ? [] : null;
  return content as ProposalSection<Name>;
}

export async function partnerRisks(portal: PortalContext, partner: SignedInPartner, id: number): Promise<Risk[]> {
  await partnerProposalRow(portal.db, partner, id);
  return (await risksOfProposal(portal.db, id)).map(toRisk);
}

export async function partnerDueDiligences(portal: PortalContext, partner: SignedInPartner, id: number): Promise<PartnerProposalDueDiligence[]> {
  const row = await partnerProposalRow(portal.db, partner, id);
  const today = todayIso();
  return (await attachedDueDiligences(portal.db, id, row.grant_id)).map((item) => toDueDiligence(item, today));
}

export async function partnerDocuments(portal: PortalContext, partner: SignedInPartner, id: number): Promise<ProposalDocument[]> {
  await partnerProposalRow(portal.db, partner, id);
  return (await documentsOfProposal(portal.db, id)).map((row) => ({
    id: row.id,
    title: row.title,
    file_name: row.file_name,
    url: storedFileUrl(row.stored_name) ?? '',
    mime_type: row.mime_type,
    size: row.size,
    uploaded_at: row.uploaded_at,
  }));
}

export async function partnerNegotiations(portal: PortalContext, partner: SignedInPartner, id: number, pageId: number | undefined): Promise<NegotiationComment[]> {
  await partnerProposalRow(portal.db, partner, id);
  return (await commentsOfProposal(portal.db, id, pageId)).map(toComment);
}
