import type { FastifyRequest, RouteOptions } from 'fastify';
import { HandledStatus } from '#contract/errors';
import type { Permission } from '#contract/enums';
import type { AccountKind, NgoRole } from '#contract/partner';
import { isInChargeOfProposal } from '#contract/proposals';
import { isUserInCharge } from '../modules/grants/repository';
import { findNgo } from '../modules/ngos/repository';
import { isDocumentOfNgo } from '../modules/partner-due-diligence/repository';
import { findColleague, findContact } from '../modules/partner-organisation/repository';
import { findSession } from '../modules/auth/session-repository';
import { isNotificationOf } from '../modules/notifications/repository';
import { findProgramInDonor } from '../modules/programs/repository';
import { findProject, isProjectOfNgo } from '../modules/projects/repository';
import { findProposal, isGrantOfDonor, isProposalOfNgo } from '../modules/proposals/repository';
import { loadProposal } from '../modules/proposals/service';
import { findDueDiligenceType } from '../modules/reference/repository';
import { findRoleInDonor } from '../modules/roles/repository';
import { findUserInDonor } from '../modules/users/repository';
import type { PortalContext, SignedInAccount, SignedInPartner, SignedInStaff } from './app-context';
import { ApiError, notFound } from './errors';
import { hasStoredAnswer } from './idempotency';

/**
 * Who may call a route, declared on every route as `config.access` (docs/decisions/168-declared-access-rules.md)
 * and checked for every operation of the OpenAPI document by server/platform/authorisation-matrix.test.ts.
 */

/** What a path's `:id` can name, and how the caller's scope is found: another funder's one answers 404 like a missing one. */
type EntityScope = {
  /** The field the 404 names, as the route's own handler names it. */
  field: string;
  isVisible(db: PortalContext['db'], staff: SignedInStaff, id: number): Promise<boolean>;
};

const present = (row: unknown) => row !== undefined;

export const ENTITY_SCOPES = {
  grant: { field: 'grant', isVisible: (db, staff, id) => isGrantOfDonor(db, staff.donorId, id) },
  proposal: { field: 'proposal', isVisible: async (db, staff, id) => present(await findProposal(db, staff.donorId, id)) },
  project: { field: 'project', isVisible: async (db, staff, id) => present(await findProject(db, staff.donorId, id)) },
  program: { field: 'program', isVisible: async (db, staff, id) => present(await findProgramInDonor(db, staff.donorId, id)) },
  role: { field: 'role', isVisible: async (db, staff, id) => present(await findRoleInDonor(db, staff.donorId, id)) },
  user: { field: 'user', isVisible: async (db, staff, id) => present(await findUserInDonor(db, staff.donorId, id)) },
  dueDiligenceType: { field: 'due_diligence_id', isVisible: async (db, staff, id) => present(await findDueDiligenceType(db, staff.donorId, id)) },
  /** Organisations are shared: visible once they applied to one of the funder's grants (decision 122). */
  ngo: { field: 'ngo', isVisible: async (db, staff, id) => present(await findNgo(db, staff.donorId, id)) },
} as const satisfies Record<string, EntityScope>;

/** What a path's `:id` names on the account calls both sides share: the caller's own things only. */
type OwnScope = { field: string; isVisible(db: PortalContext['db'], account: SignedInAccount, id: number): Promise<boolean> };

export const OWN_SCOPES = {
  /** The caller's own notifications only, not a colleague's. */
  notification: { field: 'notification', isVisible: (db, account, id) => isNotificationOf(db, account.id, id) },
  /** The caller's own signed-in devices only (decision 162). */
  session: { field: 'session', isVisible: async (db, account, id) => present(await findSession(db, account.id, id)) },
} as const satisfies Record<string, OwnScope>;

export type OwnEntity = keyof typeof OWN_SCOPES;

/** What a partner route's `:id` names, in the caller's organisation: another organisation's answers 404 like a missing one. */
type PartnerScope = { field: string; isVisible(db: PortalContext['db'], partner: SignedInPartner, id: number): Promise<boolean> };

export const PARTNER_SCOPES = {
  proposal: { field: 'proposal', isVisible: (db, partner, id) => isProposalOfNgo(db, partner.ngoId, id) },
  /** A document of the organisation's due-diligence library (decision 196). */
  dueDiligenceDocument: { field: 'document', isVisible: (db, partner, id) => isDocumentOfNgo(db, partner.ngoId, id) },
  contact: { field: 'contact', isVisible: async (db, partner, id) => present(await findContact(db, partner.ngoId, id)) },
  /** A colleague: a live user of the caller's organisation. */
  user: { field: 'user', isVisible: async (db, partner, id) => present(await findColleague(db, partner.ngoId, id)) },
  /** A project the organisation runs: what one of its accepted proposals became. */
  project: { field: 'project', isVisible: (db, partner, id) => isProjectOfNgo(db, partner.ngoId, id) },
} as const satisfies Record<string, PartnerScope>;

export type PartnerEntity = keyof typeof PARTNER_SCOPES;

export type ScopedEntity = keyof typeof ENTITY_SCOPES;

/** Spec section 6: changes of a grant belong to its users in charge; of a proposal or its project, to the proposal's or the grant's. */
const IN_CHARGE = {
  grant: (db, staff, id) => isUserInCharge(db, id, staff.id),
  proposal: async (db, staff, id) => isInChargeOfProposal(await loadProposal(db, staff.donorId, id), staff.id),
  project: async (db, staff, id) => {
    const project = await findProject(db, staff.donorId, id);
    return project !== undefined && isInChargeOfProposal(await loadProposal(db, staff.donorId, project.proposal_id), staff.id);
  },
} as const satisfies Record<string, EntityScope['isVisible']>;

export type InChargeEntity = keyof typeof IN_CHARGE;

/** A signed-in staff member's rule: a permission, the entity `:id` names, and whether the caller must be in charge of it. */
export type StaffAccess = { permission?: Permission } & (
  | { entity?: ScopedEntity; inCharge?: undefined }
  | { entity: InChargeEntity; inCharge: true }
);

/** A partner organisation's user with at least that role; `:id` names that entity of the caller's organisation (404 otherwise). */
export type PartnerAccess = { partner: NgoRole; entity?: PartnerEntity };

/** Any signed-in account, staff or partner; `:id` names one of the caller's own things (404 otherwise). */
export type AccountAccess = { account: true; entity: OwnEntity };

/**
 * - `'public'`: no token (sign-in, mailed account links, stored files, the API document).
 * - `'signedAddress'`: no bearer token; the request carries a short-lived signed address the route checks (a private
 *   file opened in a new tab, docs/decisions/156-private-files-and-signed-addresses.md).
 * - `'account'`, `{ account: true, entity }`: anyone signed in, staff or partner (their own password, devices,
 *   notifications, profile; docs/decisions/182-partner-accounts.md).
 * - `'staff'`: any signed-in staff member; the answer covers only the caller's funder or the caller's own account.
 * - `{ permission?, entity?, inCharge? }`: a signed-in staff member with that permission (403 accessDenied); `:id`
 *   names that entity in the caller's scope (404 otherwise); with `inCharge`, the caller is among its users in charge
 *   (403 notInCharge).
 * - `'partner'`, `{ partner: role, entity? }`: a partner organisation's user (an admin when the role is admin).
 * A token of the other side than the route's answers 403.
 */
export type AccessRule = 'public' | 'signedAddress' | 'account' | 'staff' | 'partner' | AccountAccess | StaffAccess | PartnerAccess;

function isPartnerAccess(rule: object): rule is PartnerAccess {
  return 'partner' in rule;
}

function isAccountAccess(rule: object): rule is AccountAccess {
  return 'account' in rule;
}

/** Which side's token a signed-in route takes ('any': both). */
export function accountKindOf(rule: AccessRule | undefined): AccountKind | 'any' {
  if (rule === 'account' || (typeof rule === 'object' && isAccountAccess(rule))) return 'any';
  if (rule === 'partner' || (typeof rule === 'object' && isPartnerAccess(rule))) return 'partner';
  return 'staff';
}

export function staffAccess(rule: AccessRule | undefined): StaffAccess {
  return typeof rule === 'object' && !isPartnerAccess(rule) && !isAccountAccess(rule) ? rule : {};
}

/** The organisation role a partner route needs (member: any of the organisation's users). */
export function partnerRoleNeeded(rule: AccessRule | undefined): NgoRole {
  return typeof rule === 'object' && isPartnerAccess(rule) ? rule.partner : 'member';
}

function pathId(request: FastifyRequest): number | null {
  const params = request.params as Record<string, string | undefined>;
  const id = Number(params.id);
  // A malformed id is left to the route's schema (400).
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * preValidation hook of the /api scope: the route's entity and in-charge rules, after the permission (onRequest) and
 * before the body is validated, so a caller who may not act learns nothing from validation messages (decision 051's
 * order: 404, 403, then 400). A retry whose answer is stored skips it: the action replays what it answered then.
 */
export async function checkDeclaredAccess(request: FastifyRequest): Promise<void> {
  const rule = request.routeOptions.config.access;
  if (typeof rule !== 'object' || !rule.entity) return;
  const id = pathId(request);
  if (id === null) return;
  const { db } = request.server.portal;
  if (await hasStoredAnswer(request)) return;
  if (isAccountAccess(rule)) {
    const scope: OwnScope = OWN_SCOPES[rule.entity];
    if (request.account && !(await scope.isVisible(db, request.account, id))) throw notFound(scope.field);
    return;
  }
  if (isPartnerAccess(rule)) {
    const scope: PartnerScope = PARTNER_SCOPES[rule.entity];
    if (request.partner && !(await scope.isVisible(db, request.partner, id))) throw notFound(scope.field);
    return;
  }
  const staff = request.staff;
  if (!staff || !rule.entity) return;
  const scope: EntityScope = ENTITY_SCOPES[rule.entity];
  if (!(await scope.isVisible(db, staff, id))) throw notFound(scope.field);
  if (rule.inCharge && !(await IN_CHARGE[rule.entity](db, staff, id))) {
    throw new ApiError(HandledStatus.Forbidden, 'notInCharge', { field: rule.entity });
  }
}

/** The keys decision 011 used, no longer read: a route that still carried one would lose its rule without a word. */
const RETIRED_KEYS = ['public', 'permission', 'signedAddress'];

/** onRoute hook of the /api scope: refuses to start with a route that declares its rule the old way. */
export function refuseRetiredAccessKeys(route: RouteOptions): void {
  const config: object = route.config ?? {};
  const retired = RETIRED_KEYS.find((key) => key in config);
  if (retired) {
    throw new Error(`route ${String(route.method)} ${route.url} declares config.${retired}; declare config.access instead (docs/decisions/168-declared-access-rules.md)`);
  }
}
