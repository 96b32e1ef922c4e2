import { PERCENT_TOTAL } from '#contract/constants';
import { GrantStatus } from '#contract/enums';
import {
  programsPercentTotal,
  type Grant,
  type GrantDueDiligence,
  type GrantObjective,
  type GrantProgram,
  type GrantProgramObjective,
  type GrantValidation,
} from '#contract/grants';
import type { Paged } from '#contract/paging';
import type { UserInCharge } from '#contract/programs';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { todayIso } from './grant-rules';
import { findGrant, pageGrants, type GrantListFilter, type GrantRow } from './repository';
import { dueDiligencesOfGrant, objectivesOfGrant, programObjectivesOfGrant } from './terms-repository';

type Db = PortalContext['db'];

/** Reads: every staff member of the funder may read its grants (docs/decisions/005-page-guard.md). */

function asGrantStatus(value: number): Grant['status'] {
  return value === GrantStatus.Published ? GrantStatus.Published : value === GrantStatus.Closed ? GrantStatus.Closed : GrantStatus.Draft;
}

function toGrant(row: GrantRow): Grant {
  const grantId = row.id;
  return {
    id: row.id,
    title: row.title,
    status: asGrantStatus(row.status),
    description: row.description,
    eligibility: row.eligibility,
    currency_id: row.currency_id,
    currency: { id: row.currency_id, name: row.currency_name, symbol: row.currency_symbol },
    min_size: row.min_size,
    max_size: row.max_size,
    proposals_count: row.proposals_count,
    deadline: row.deadline,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    created_at: row.created_at,
    users_in_charge: row.users_in_charge.map(([userId, isManager, name]): UserInCharge => ({ admin_id: userId, name, is_manager: isManager === 1 })),
    programs: row.programs.map(([id, programId, percent, title]): GrantProgram => ({ id, programId, grantId, percent, title })),
    countries: row.countries,
    objectives_count: row.objectives_count,
    due_diligences_count: row.due_diligences_count,
    version: row.version,
  };
}

/** The grant as the contract shows it, or 404 when it is not the funder's (its existence is not their business). */
export async function loadGrant(db: Db, donorId: number, id: number): Promise<Grant> {
  const row = await findGrant(db, donorId, id, todayIso());
  if (!row) throw notFound('grant');
  return toGrant(row);
}

export async function grantsPage(portal: PortalContext, staff: SignedInStaff, query: GrantListFilter): Promise<Paged<Grant>> {
  const { total, rows } = await pageGrants(portal.db, staff.donorId, todayIso(), query);
  return { total, data: rows.map(toGrant) };
}

export function grantById(portal: PortalContext, staff: SignedInStaff, id: number): Promise<Grant> {
  return loadGrant(portal.db, staff.donorId, id);
}

export async function grantPrograms(portal: PortalContext, staff: SignedInStaff, id: number): Promise<GrantProgram[]> {
  return (await loadGrant(portal.db, staff.donorId, id)).programs;
}

export async function grantUsersInCharge(portal: PortalContext, staff: SignedInStaff, id: number): Promise<UserInCharge[]> {
  return (await loadGrant(portal.db, staff.donorId, id)).users_in_charge;
}

export async function grantObjectives(portal: PortalContext, staff: SignedInStaff, id: number): Promise<GrantObjective[]> {
  await loadGrant(portal.db, staff.donorId, id);
  return (await objectivesOfGrant(portal.db, id)).map((row) => ({
    id: row.id,
    title: row.title,
    grant_id: row.grant_id,
    created_at: row.created_at,
  }));
}

/** GET DonorGrant/ProgramObjective/{id}: the objectives of the programs the grant targets, in the grant's program order. */
export async function grantProgramObjectives(portal: PortalContext, staff: SignedInStaff, id: number): Promise<GrantProgramObjective[]> {
  await loadGrant(portal.db, staff.donorId, id);
  return (await programObjectivesOfGrant(portal.db, id)).map((row) => ({ id: row.id, title: row.title, grant_id: id, program_id: row.program_id }));
}

export async function grantDueDiligences(portal: PortalContext, staff: SignedInStaff, id: number): Promise<GrantDueDiligence[]> {
  await loadGrant(portal.db, staff.donorId, id);
  return dueDiligencesOfGrant(portal.db, id);
}

/** What publishing needs (spec section 3); true means satisfied. */
export function validationOf(grant: Pick<Grant, 'objectives_count' | 'due_diligences_count' | 'programs'>): GrantValidation {
  return {
    GrantObjective: grant.objectives_count > 0,
    ProgramsPercent: grant.programs.length > 0 && programsPercentTotal(grant.programs) === PERCENT_TOTAL,
    GrantDueDiligence: grant.due_diligences_count > 0,
  };
}

export async function grantValidation(portal: PortalContext, staff: SignedInStaff, id: number): Promise<GrantValidation> {
  return validationOf(await loadGrant(portal.db, staff.donorId, id));
}
