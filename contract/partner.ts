import { z } from 'zod';

/**
 * The partner organisations' side (docs/decisions/182-partner-accounts.md): who a signed-in account is, the roles of
 * an organisation's users, and where the partner calls live. Both sides import it; the staff side's paths are in
 * api-paths.ts, and nothing that loads with /login imports this file's paths (only the account kinds).
 */

/** What an access token says its holder is: a funder's staff member or a partner organisation's user. */
export const ACCOUNT_KINDS = ['staff', 'partner'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** An organisation's users: the admin keeps the profile, the users and the eligibility documents, and submits; a member writes and replies. */
export const NGO_ROLES = ['admin', 'member'] as const;
export type NgoRole = (typeof NGO_ROLES)[number];
export const ngoRoleSchema = z.enum(NGO_ROLES);

export function isNgoRole(value: unknown): value is NgoRole {
  return typeof value === 'string' && (NGO_ROLES as readonly string[]).includes(value);
}

/** GET PartnerAccount/profile: the signed-in partner user and their organisation. */
export const partnerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  ngo_role: ngoRoleSchema,
  ngo: z.object({ id: z.number().int(), name: z.string(), name_ar: z.string().nullable(), logo: z.string().nullable() }),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

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
