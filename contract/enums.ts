/** Enumerations of spec section 3, written once. Labels and colours are looked up from these. */

export const PERMISSIONS = ['manage_grants', 'manage_programs', 'manage_settings', 'manage_users'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const GrantStatus = { Draft: 0, Published: 1, Closed: 2 } as const;
export type GrantStatus = (typeof GrantStatus)[keyof typeof GrantStatus];

export const OPERATIONS = ['Add', 'Update', 'Delete', 'Draft', 'Publish', 'Close'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const PROPOSAL_STATUSES = [
  'draft',
  'submitted',
  'ongoing',
  'finished',
  'rejected',
  'underNegotiation',
  'unfinished',
  'stopped',
  'accepted',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/**
 * The statuses a funder's staff see: a draft stays the organisation's own until it submits
 * (docs/decisions/199-drafts-are-the-organisations-own.md). The staff's filters and counts are keyed by this list.
 */
export type FunderProposalStatus = Exclude<ProposalStatus, 'draft'>;
export const FUNDER_PROPOSAL_STATUSES: readonly FunderProposalStatus[] = PROPOSAL_STATUSES.filter(
  (status): status is FunderProposalStatus => status !== 'draft',
);

/** The proposal statuses a project (an accepted proposal) can carry; the /projects list filters by them. */
export const PROJECT_STATUSES = ['ongoing', 'finished', 'unfinished', 'stopped', 'accepted'] as const satisfies readonly ProposalStatus[];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The server speaks snake_case for statuses ("under_negotiation"): spaces and camel humps become underscores. */
export function proposalStatusToWire(status: ProposalStatus): string {
  return status.replace(/([a-z])([A-Z])/g, '$1_$2').replace(/\s+/g, '_').toLowerCase();
}

export const CommentType = { Urgent: 1, High: 2, Normal: 3, Rejected: 4 } as const;
export type CommentType = (typeof CommentType)[keyof typeof CommentType];

export const ProposalPage = {
  COVER_PAGE: 0,
  BACKGROUND: 1,
  BENEFICIARIES: 2,
  LOGICAL_FRAMEWORK: 3,
  WORKPLAN: 4,
  M_AND_R: 5,
  OTHER_INFO: 6,
  BUDGET: 7,
  DOCUMENTS: 8,
  DUE_DILIGENCE: 17,
  GRANT_OBJECTIVES: 18,
  RISK_ANALYSIS: 19,
} as const;
export type ProposalPage = (typeof ProposalPage)[keyof typeof ProposalPage];

/** The proposal's pages (spec section 2), in menu order; the URL's last segment. Zod-free: route definitions read it. */
export const PROPOSAL_PAGES = [
  'cover-page',
  'background',
  'beneficiaries',
  'logical-framework',
  'workplan',
  'm-and-e',
  'other-info',
  'budget',
  'documents',
  'due-diligences',
  'grant-objectives',
  'risk-analysis',
] as const;
export type ProposalPageSlug = (typeof PROPOSAL_PAGES)[number];
export function isProposalPage(value: unknown): value is ProposalPageSlug {
  return typeof value === 'string' && (PROPOSAL_PAGES as readonly string[]).includes(value);
}

export const TokenPurpose = { INVITATION: 0, FORGET_PASSWORD: 1, DONOR_ACCOUNT_SETUP: 4 } as const;
export type TokenPurpose = (typeof TokenPurpose)[keyof typeof TokenPurpose];
export const TOKEN_PURPOSES = Object.values(TokenPurpose);

export const RequestStatus = { Requested: 0, Approved: 1, Received: 2, UnderNegotiation: 3, Rejected: 4 } as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];

export const TransferStatus = { Pending: 0, Transferred: 1 } as const;
export type TransferStatus = (typeof TransferStatus)[keyof typeof TransferStatus];

export const RiskLikelihood = { Unset: 0, Rare: 1, Unlikely: 2, Possible: 3, Likely: 4, AlmostCertain: 5 } as const;
export const RiskImpact = { Unset: 0, Insignificant: 1, Minor: 2, Moderate: 3, Major: 4, Critical: 5 } as const;
export const RiskLevel = { Unset: 1, Low: 2, Moderate: 3, High: 4, Extreme: 5 } as const;

export const RISK_CATEGORIES = [
  'ethical',
  'fiduciary',
  'information',
  'legal_compliance',
  'operational',
  'reputational',
  'safety_and_security',
] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

export const RESPONSE_STRATEGIES = [
  'avoidance',
  'transference',
  'mitigation',
  'acceptance',
  'exploit',
  'enhance',
  'share',
] as const;
export type ResponseStrategy = (typeof RESPONSE_STRATEGIES)[number];

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
