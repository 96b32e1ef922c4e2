/**
 * The partner side's account kinds, organisation roles and paths, without zod (contract/partner.ts has the schemas and
 * re-exports these): what loads with /login may import this file.
 */

/** What an access token says its holder is: a funder's staff member or a partner organisation's user. */
export const ACCOUNT_KINDS = ['staff', 'partner'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** An organisation's users: the admin keeps the profile, the users and the eligibility documents, and submits; a member writes and replies. */
export const NGO_ROLES = ['admin', 'member'] as const;
export type NgoRole = (typeof NGO_ROLES)[number];

export function isNgoRole(value: unknown): value is NgoRole {
  return typeof value === 'string' && (NGO_ROLES as readonly string[]).includes(value);
}

/** The partner calls (issue 13's API): an organisation's own system could call them by these names. */
export const partnerPaths = {
  account: {
    profile: '/PartnerAccount/profile',
    register: '/PartnerAccount/Register',
  },
  calls: {
    list: '/PartnerCall',
    one: (grantId: number) => `/PartnerCall/${grantId}`,
  },
  proposals: {
    /** GET the organisation's proposals; POST { grant_id } starts a draft ("Apply"). */
    list: '/PartnerProposal',
    one: (id: number) => `/PartnerProposal/${id}`,
    /** GET | PUT a section document by the staff side's names (contract/proposals.ts PROPOSAL_SECTIONS). */
    section: (id: number, name: string) => `/PartnerProposal/${id}/${name}`,
    /** GET; POST multipart (file, title). */
    documents: (id: number) => `/PartnerProposal/${id}/Documents`,
    document: (id: number, documentId: number) => `/PartnerProposal/${id}/Documents/${documentId}`,
    /** GET the grant's required due diligences with what is attached; PUT the library documents attached to them. */
    dueDiligence: (id: number) => `/PartnerProposal/${id}/DueDiligence`,
    /** GET | PUT the whole risk register. */
    risks: (id: number) => `/PartnerProposal/${id}/RisksAnalysis`,
    submit: (id: number) => `/PartnerProposal/${id}/Submit`,
    /** GET ?page_id= ; POST a reply. */
    negotiations: (id: number) => `/PartnerProposal/${id}/Negotiations`,
  },
  projects: {
    /** GET the organisation's projects: what its accepted proposals became. */
    list: '/PartnerProject',
    /** GET the workspace: the plan agreed at acceptance, the months and what is due (contract/partner-projects.ts). */
    one: (id: number) => `/PartnerProject/${id}`,
    /** GET | PUT one month's report ('YYYY-MM', contract/monthly-reports.ts). */
    month: (id: number, month: string) => `/PartnerProject/${id}/MonthlyReport/${month}`,
    /** POST: submit the month to the funder (admin). */
    monthSubmit: (id: number, month: string) => `/PartnerProject/${id}/MonthlyReport/${month}/Submit`,
    /** POST multipart (batch_id, justification, files): ask for the next installment. */
    installmentRequest: (id: number) => `/PartnerProject/${id}/InstallmentRequest`,
    /** POST: confirm that a transferred installment was received. */
    installmentReceived: (id: number, batchId: number) => `/PartnerProject/${id}/ExpenditureBatch/${batchId}/Received`,
    /** POST multipart (file, title, kind, period_start, period_end): a narrative or financial report for a period. */
    progressReports: (id: number) => `/PartnerProject/${id}/ProgressReport`,
    /** PUT the organisation's review of one risk of the register (status, materialised, mitigation, review date). */
    risk: (id: number, riskId: number) => `/PartnerProject/${id}/Risk/${riskId}`,
  },
  organisation: {
    /** GET | PUT the profile (names, shortcut, description, country, email, phone, website). */
    one: '/PartnerOrganisation',
    /** POST multipart: the logo. */
    logo: '/PartnerOrganisation/Logo',
    contacts: '/PartnerOrganisation/Contacts',
    contact: (id: number) => `/PartnerOrganisation/Contacts/${id}`,
    /** GET the colleagues; POST invites one (admin). */
    users: '/PartnerOrganisation/Users',
    user: (id: number) => `/PartnerOrganisation/Users/${id}`,
    /** The eligibility library: GET; POST multipart (type, file, issued_on, expires_on). */
    dueDiligences: '/PartnerOrganisation/DueDiligence',
    dueDiligence: (id: number) => `/PartnerOrganisation/DueDiligence/${id}`,
    /** GET every funder's due-diligence types, one entry per name: what a library document can answer. */
    dueDiligenceTypes: '/PartnerOrganisation/DueDiligenceTypes',
  },
} as const;
