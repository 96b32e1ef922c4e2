import { addDays, intervalToDuration, isAfter, parseISO } from 'date-fns';
import { z } from 'zod';
import { PROPOSAL_STATUSES, proposalStatusToWire, type ProposalStatus } from '#contract/enums';
import type { Paged } from '#contract/paging';
import type { UserInCharge } from '#contract/programs';
import type {
  ExpenditureBatch,
  LogicalFramework,
  Proposal,
  ProposalActivity,
  ProposalChanges,
  ProposalGrantProgram,
  ProposalDocument,
  ProposalDueDiligence,
  ProposalHeader,
  ProposalSection,
  ProposalSectionName,
} from '#contract/proposals';
import { activitiesOfFramework, PROPOSAL_SECTIONS, proposalProgramsSchema } from '#contract/proposals';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { storedFileUrl } from '../../platform/documents';
import { notFound } from '../../platform/errors';
import { programsOfGrants } from '../grants/repository';
import { batchesOfProposal, type BatchRow } from './batch-repository';
import { documentsOfProposal, dueDiligencesOfProposal, sectionContent } from './contents-repository';
import { changedPages } from './negotiation-snapshot';
import {
  findProposalWithUsers,
  isGrantOfDonor,
  pageProposals,
  type ProposalHeaderRow,
  type ProposalListFilter,
  type ProposalWithUsersRow,
} from './repository';

/** Reads: every staff member of the funder may read its proposals; another funder's answer 404. */

type Db = PortalContext['db'];

/** Each status by its wire spelling, spelled once rather than for every row of every list (two regexes a status). */
const STATUS_BY_WIRE = new Map<string, ProposalStatus>();
for (const status of PROPOSAL_STATUSES) if (!STATUS_BY_WIRE.has(proposalStatusToWire(status))) STATUS_BY_WIRE.set(proposalStatusToWire(status), status);

/** The database keeps the wire spelling (under_negotiation); the API answers the contract's (underNegotiation). */
export function statusFromWire(stored: string): ProposalStatus {
  const status = STATUS_BY_WIRE.get(stored);
  if (!status) throw new Error(`unknown proposal status "${stored}"`);
  return status;
}

/**
 * The project period as years, months and days, counting the end date as a working day: 1 January to 31 December
 * is one year, not 11 months and 30 days.
 */
export function proposalDuration(startDate: string, endDate: string): Proposal['duration'] {
  // A pure function of two dates that every row of the proposals and projects lists asks for, and date-fns takes its
  // time over it: remembered per pair, within a bound (docs/decisions/180-api-throughput.md).
  const pair = `${startDate}/${endDate}`;
  const known = durations.get(pair);
  if (known) return { ...known };
  const duration = computeDuration(startDate, endDate);
  if (durations.size >= DURATIONS_SIZE) durations.clear();
  durations.set(pair, duration);
  return { ...duration };
}

const DURATIONS_SIZE = 10_000;
const durations = new Map<string, Proposal['duration']>();

function computeDuration(startDate: string, endDate: string): Proposal['duration'] {
  const start = parseISO(startDate);
  const end = addDays(parseISO(endDate), 1);
  if (!isAfter(end, start)) return { years: 0, months: 0, days: 0 };
  const { years = 0, months = 0, days = 0 } = intervalToDuration({ start, end });
  return { years, months, days };
}

/** The header a proposal and its project share (the project passes its own status). */
export function toProposalHeader(row: ProposalHeaderRow): ProposalHeader {
  return {
    grant_id: row.grant_id,
    grant_title: row.grant_title,
    title: row.title,
    code: row.code,
    status: statusFromWire(row.status),
    ngo_id: row.ngo_id,
    ngo: {
      id: row.ngo_id,
      name: row.ngo_name,
      shortcut: row.ngo_shortcut,
      description: row.ngo_description,
      country_id: row.ngo_country_id,
      coun_name: row.ngo_country_name,
      email: row.ngo_email,
      phone: row.ngo_phone,
    },
    country_id: row.country_id,
    coun_name: row.country_name,
    currency_id: row.currency_id,
    cur_code: row.currency_code,
    cur_symbol: row.currency_symbol,
    currency_name: row.currency_name,
    total_budget: row.total_budget,
    start_date: row.start_date,
    end_date: row.end_date,
    duration: proposalDuration(row.start_date, row.end_date),
    agreement_file_path: storedFileUrl(row.agreement_file),
  };
}

function toProposal(row: ProposalWithUsersRow): Proposal {
  const users: UserInCharge[] = row.users_in_charge.map(([userId, isManager, name]) => ({ admin_id: userId, name, is_manager: isManager === 1 }));
  return {
    id: row.id,
    ...toProposalHeader(row),
    submitted_at: row.submitted_at,
    created_at: row.created_at,
    users,
    usersInCharge: users.map((user) => user.admin_id),
    grantUsers: row.grant_users_in_charge,
    grant_author_id: row.grant_author_id,
    project_id: row.project_id,
    version: row.version,
  };
}

/** The proposal as the contract shows it, or 404 when it is not the funder's (its existence is not their business). */
export async function loadProposal(db: Db, donorId: number, id: number): Promise<Proposal> {
  const row = await findProposalWithUsers(db, donorId, id);
  if (!row) throw notFound('proposal');
  return toProposal(row);
}

/** The list's query as the contract parses it (status in the contract's spelling). */
export type ProposalListQuery = Omit<ProposalListFilter, 'status'> & { status?: ProposalStatus | undefined };

export async function proposalsPage(portal: PortalContext, staff: SignedInStaff, query: ProposalListQuery): Promise<Paged<Proposal>> {
  const filter: ProposalListFilter = { ...query, status: query.status === undefined ? undefined : proposalStatusToWire(query.status) };
  const { total, rows } = await pageProposals(portal.db, staff.donorId, filter);
  return { total, data: rows.map(toProposal) };
}

/** GET /DonorGrant/{id}/proposals: one grant's; its grant_id wins over the query's. */
export async function grantProposalsPage(
  portal: PortalContext,
  staff: SignedInStaff,
  grantId: number,
  query: ProposalListQuery,
): Promise<Paged<Proposal>> {
  if (!(await isGrantOfDonor(portal.db, staff.donorId, grantId))) throw notFound('grant');
  return proposalsPage(portal, staff, { ...query, grant_id: grantId });
}

export function proposalById(portal: PortalContext, staff: SignedInStaff, id: number): Promise<Proposal> {
  return loadProposal(portal.db, staff.donorId, id);
}

/** A section that is a list answers [] when the organisation left it empty; a page of fields answers null. */
export function isListSection(name: ProposalSectionName): boolean {
  return PROPOSAL_SECTIONS[name] instanceof z.ZodArray;
}

export async function proposalSection<Name extends ProposalSectionName>(
  portal: PortalContext,
  staff: SignedInStaff,
  id: number,
  name: Name,
): Promise<ProposalSection<Name> | [] | null> {
  await loadProposal(portal.db, staff.donorId, id);
  const content = await sectionContent(portal.db, id, name);
  // Stored as the organisations' portal validated it; the route's response schema checks it again on the way out.
  if (content === undefined) return isListSection(name) ? [] : null;
  return JSON.parse(content) as ProposalSection<Name>;
}

export async function proposalDocuments(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ProposalDocument[]> {
  await loadProposal(portal.db, staff.donorId, id);
  const rows = await documentsOfProposal(portal.db, id);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    file_name: row.file_name,
    url: storedFileUrl(row.stored_name) ?? '',
    mime_type: row.mime_type,
    size: row.size,
    uploaded_at: row.uploaded_at,
  }));
}

export async function proposalDueDiligences(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ProposalDueDiligence[]> {
  const proposal = await loadProposal(portal.db, staff.donorId, id);
  const rows = await dueDiligencesOfProposal(portal.db, id, proposal.grant_id);
  return rows.map((row) => ({
    id: row.id,
    due_diligence_id: row.due_diligence_id,
    name: row.name,
    provided: row.stored_name !== null,
    file_url: storedFileUrl(row.stored_name),
    file_name: row.file_name,
    expires_on: row.expires_on,
    note: row.note,
  }));
}

/** GET /DonorGrant/{grantId}/Proposals/{id}/UsersInCharge: 404 unless the proposal is of that grant. */
export async function proposalUsersInCharge(portal: PortalContext, staff: SignedInStaff, grantId: number, id: number): Promise<UserInCharge[]> {
  const proposal = await loadProposal(portal.db, staff.donorId, id);
  if (proposal.grant_id !== grantId) throw notFound('proposal');
  return proposal.users;
}

export function toBatch(row: BatchRow): ExpenditureBatch {
  return {
    id: row.id,
    title: row.title,
    percent: row.percent,
    amount: row.amount,
    donor_id: row.donor_id,
    proposal_id: row.proposal_id,
    project_id: row.project_id,
    position: row.position,
    request_status: row.request_status,
    transfer_status: row.transfer_status,
  };
}

export async function proposalBatches(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ExpenditureBatch[]> {
  await loadProposal(portal.db, staff.donorId, id);
  return (await batchesOfProposal(portal.db, id)).map(toBatch);
}

/** GET …/Activities: the activities of the logical framework the organisation wrote, in one list. */
export async function proposalActivities(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ProposalActivity[]> {
  await loadProposal(portal.db, staff.donorId, id);
  const content = await sectionContent(portal.db, id, 'LogicalFramework');
  return activitiesOfFramework(content === undefined ? null : (JSON.parse(content) as LogicalFramework));
}

/** GET …/GrantPrograms: the grant's programs and shares, beside the share the proposal gives each. */
export async function proposalGrantPrograms(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ProposalGrantProgram[]> {
  const proposal = await loadProposal(portal.db, staff.donorId, id);
  const content = await sectionContent(portal.db, id, 'Programs');
  const proposed = content === undefined ? [] : proposalProgramsSchema.parse(JSON.parse(content));
  const proposedPercent = new Map(proposed.map((program) => [program.id, program.percent]));
  return (await programsOfGrants(portal.db, [proposal.grant_id])).map((program) => ({
    id: program.id,
    programId: program.program_id,
    grantId: program.grant_id,
    title: program.title,
    percent: program.percent,
    proposal_percent: proposedPercent.get(program.program_id) ?? null,
  }));
}

/** GET …/Changes: the pages the organisation changed since negotiation began (decision 185). */
export async function proposalChanges(portal: PortalContext, staff: SignedInStaff, id: number): Promise<ProposalChanges> {
  await loadProposal(portal.db, staff.donorId, id);
  return changedPages(portal.db, id);
}
