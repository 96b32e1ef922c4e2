import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants';
import { issue } from './messages';
import { NGO_ROLES } from './partner';
import { emailAddress, optionalText, positiveId, requiredText } from './validation';

/**
 * An organisation's own profile, contacts and colleagues (issue 13 items 2 and 8), and how it comes to the portal:
 * it registers itself (POST PartnerAccount/Register) or a funder's staff invite it (POST ngo/invite)
 * (docs/decisions/192-organisation-registration.md).
 */

/** 'invited' (by a funder) or 'registered' (by itself) until its admin sets up the account; then 'active'. */
export const NGO_STATUSES = ['invited', 'registered', 'active'] as const;
export type NgoStatus = (typeof NGO_STATUSES)[number];

/** Short fields of an organisation's profile (a phone number, a shortcut, a web address). */
export const NGO_SHORT_TEXT_MAX_LENGTH = 40;
export const NGO_WEBSITE_MAX_LENGTH = 300;

const phone = (field: 'phone') => optionalText(field, NGO_SHORT_TEXT_MAX_LENGTH);
const ngoRole = z.enum(NGO_ROLES, { error: issue('required', { field: 'role' }) });

/** POST PartnerAccount/Register (public): the organisation and its first admin, who confirms by the mailed link. */
export const registerOrganisationSchema = z.object({
  name: requiredText('name'),
  name_ar: requiredText('name_ar'),
  country_id: positiveId('country_id'),
  email: emailAddress('email'),
  admin_name: requiredText('admin_name'),
});
export type RegisterOrganisationInput = z.input<typeof registerOrganisationSchema>;
export type RegisterOrganisation = z.output<typeof registerOrganisationSchema>;

/** POST ngo/invite (staff): the organisation's name and the address its admin is invited at. */
export const inviteOrganisationSchema = z.object({
  name: requiredText('name'),
  email: emailAddress('email'),
});
export type InviteOrganisationInput = z.input<typeof inviteOrganisationSchema>;

/** The invited organisation, as the inviting funder now sees it in its list. */
export const invitedOrganisationSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), status: z.enum(NGO_STATUSES) });

/** GET PartnerOrganisation: the caller's organisation. */
export const partnerOrganisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string().nullable(),
  shortcut: z.string().nullable(),
  description: z.string().nullable(),
  country_id: z.number().int().nullable(),
  coun_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  status: z.enum(NGO_STATUSES),
});
export type PartnerOrganisation = z.infer<typeof partnerOrganisationSchema>;

/** PUT PartnerOrganisation (admin). */
export const updatePartnerOrganisationSchema = z.object({
  name: requiredText('name'),
  name_ar: optionalText('name_ar', NAME_MAX_LENGTH),
  shortcut: optionalText('shortcut', NGO_SHORT_TEXT_MAX_LENGTH),
  description: optionalText('description'),
  country_id: positiveId('country_id').nullish().transform((value) => value ?? null),
  email: z.preprocess((value) => (value === '' ? null : value), emailAddress('email').nullish()).transform((value) => value ?? null),
  phone: phone('phone'),
  website: optionalText('website', NGO_WEBSITE_MAX_LENGTH).refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), {
    error: issue('invalid', { field: 'website' }),
  }),
});
export type UpdatePartnerOrganisationInput = z.input<typeof updatePartnerOrganisationSchema>;

/** POST PartnerOrganisation/Contacts and PUT PartnerOrganisation/Contacts/{id} (admin): one contact person. */
export const organisationContactInputSchema = z.object({
  name: requiredText('name'),
  position: requiredText('position'),
  email: emailAddress('email'),
  phone: requiredText('phone', NGO_SHORT_TEXT_MAX_LENGTH),
});
export type OrganisationContactInput = z.input<typeof organisationContactInputSchema>;

/** A colleague: a user of the caller's organisation, with whether they have set up their account yet. */
export const organisationUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  ngo_role: z.enum(NGO_ROLES),
  active: z.boolean(),
  created_at: z.string(),
});
export type OrganisationUser = z.infer<typeof organisationUserSchema>;

/** POST PartnerOrganisation/Users (admin): invites a colleague, who is mailed the set-up link. */
export const inviteColleagueSchema = z.object({
  name: requiredText('name'),
  email: emailAddress('email'),
  role: ngoRole,
});
export type InviteColleagueInput = z.input<typeof inviteColleagueSchema>;

/** PUT PartnerOrganisation/Users/{id} (admin): the colleague's role. */
export const changeColleagueRoleSchema = z.object({ role: ngoRole });
export type ChangeColleagueRoleInput = z.input<typeof changeColleagueRoleSchema>;

/** PUT PartnerAccount/profile: the signed-in partner user's own name and phone. */
export const partnerProfileInputSchema = z.object({
  name: requiredText('name'),
  /** Left out: unchanged (the settings menu's profile dialog sends the name alone, as the staff side's does). */
  phone: phone('phone').optional(),
});
export type PartnerProfileInput = z.input<typeof partnerProfileInputSchema>;
