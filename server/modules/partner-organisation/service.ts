import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { TokenPurpose } from '#contract/enums';
import type { NgoContact } from '#contract/ngos';
import { isNgoRole, type NgoRole } from '#contract/partner';
import {
  NGO_STATUSES,
  type NgoStatus,
  type OrganisationUser,
  type PartnerOrganisation,
  type organisationContactInputSchema,
  type updatePartnerOrganisationSchema,
} from '#contract/partner-organisation';
import type { PortalContext, SignedInPartner } from '../../platform/app-context';
import { badRequest, fieldError, notFound, unauthorized } from '../../platform/errors';
import { discardImage, imageUrl, storeImage, type ImageUpload } from '../../platform/images';
import { isUniqueViolation } from '../../db/unique-violation';
import { endLiveSessions } from '../auth/service';
import { removeUser, updateUser } from '../users/repository';
import { invitePartnerUser, mailPartnerSetup } from './registration';
import {
  colleaguesOf,
  contactsOf,
  countActiveAdmins,
  countryExists,
  deleteContact,
  findColleague,
  findColleagueByEmail,
  findContact,
  findOrganisation,
  insertContact,
  updateContact,
  updateOrganisation,
} from './repository';

type OrganisationUpdate = z.output<typeof updatePartnerOrganisationSchema>;
type ContactInput = z.output<typeof organisationContactInputSchema>;

function toStatus(value: string): NgoStatus {
  return (NGO_STATUSES as readonly string[]).includes(value) ? (value as NgoStatus) : 'active';
}

export async function organisationOf(portal: PortalContext, partner: SignedInPartner): Promise<PartnerOrganisation> {
  const row = await findOrganisation(portal.db, partner.ngoId);
  if (!row) throw unauthorized();
  return {
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    shortcut: row.shortcut,
    description: row.description,
    country_id: row.country_id,
    coun_name: row.country_name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    logo: imageUrl(row.logo),
    status: toStatus(row.status),
  };
}

export async function updateOrganisationProfile(portal: PortalContext, partner: SignedInPartner, input: OrganisationUpdate): Promise<PartnerOrganisation> {
  if (input.country_id !== null && !(await countryExists(portal.db, input.country_id))) throw fieldError('country_id', 'invalid');
  await updateOrganisation(portal.db, partner.ngoId, input);
  return organisationOf(portal, partner);
}

/** A public image like a funder's logo (docs/decisions/158-profile-images-and-logos-stay-public.md). */
export async function setOrganisationLogo(portal: PortalContext, partner: SignedInPartner, upload: ImageUpload): Promise<{ image: string }> {
  const previous = await findOrganisation(portal.db, partner.ngoId);
  const name = await storeImage(portal.files, portal.db, upload);
  await updateOrganisation(portal.db, partner.ngoId, { logo: name });
  await discardImage(portal.files, portal.db, previous?.logo ?? null);
  return { image: imageUrl(name) ?? '' };
}

export function organisationContacts(portal: PortalContext, partner: SignedInPartner): Promise<NgoContact[]> {
  return contactsOf(portal.db, partner.ngoId);
}

export async function addContact(portal: PortalContext, partner: SignedInPartner, input: ContactInput): Promise<NgoContact> {
  const id = await insertContact(portal.db, { ngo_id: partner.ngoId, ...input });
  return { id, ...input };
}

export async function changeContact(portal: PortalContext, partner: SignedInPartner, id: number, input: ContactInput): Promise<NgoContact> {
  await updateContact(portal.db, partner.ngoId, id, input);
  const contact = await findContact(portal.db, partner.ngoId, id);
  if (!contact) throw notFound('contact');
  return contact;
}

export async function removeContact(portal: PortalContext, partner: SignedInPartner, id: number): Promise<{ id: number }> {
  if (!(await findContact(portal.db, partner.ngoId, id))) throw notFound('contact');
  await deleteContact(portal.db, partner.ngoId, id);
  return { id };
}

type ColleagueRow = NonNullable<Awaited<ReturnType<typeof findColleague>>>;

function toOrganisationUser(row: ColleagueRow): OrganisationUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    image: imageUrl(row.image),
    ngo_role: isNgoRole(row.ngo_role) ? row.ngo_role : 'member',
    active: row.active === 1,
    created_at: row.created_at,
  };
}

export async function organisationUsers(portal: PortalContext, partner: SignedInPartner): Promise<OrganisationUser[]> {
  return (await colleaguesOf(portal.db, partner.ngoId)).map(toOrganisationUser);
}

/**
 * The admin invites a colleague: an address already among the organisation's users is refused (the admin sees it
 * there); any other is invited and answered alike, and an address with an account elsewhere gets a note instead of
 * a link (decision 155).
 */
export async function inviteColleague(
  portal: PortalContext,
  partner: SignedInPartner,
  input: { name: string; email: string; role: NgoRole },
  log: FastifyBaseLogger,
): Promise<OrganisationUser> {
  const { user, code, inviter, organisation } = await portal.db
    .transaction()
    .execute(async (trx) => {
      if (await findColleagueByEmail(trx, partner.ngoId, input.email)) throw fieldError('email', 'emailTaken');
      const invited = await invitePartnerUser(trx, { ngoId: partner.ngoId, ...input, createdBy: partner.id }, TokenPurpose.INVITATION);
      const [me, ngo] = await Promise.all([findColleague(trx, partner.ngoId, partner.id), findOrganisation(trx, partner.ngoId)]);
      return { ...invited, inviter: me?.name ?? '', organisation: ngo?.name ?? '' };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? fieldError('email', 'emailTaken') : error;
    });
  await mailPartnerSetup(portal, { user, organisation, code, purpose: TokenPurpose.INVITATION, reason: { kind: 'invitedByColleague', inviterName: inviter } }, log);
  const created = await findColleague(portal.db, partner.ngoId, user.id);
  if (!created) throw notFound('user');
  return toOrganisationUser(created);
}

/** The organisation keeps at least one admin who has set up their account (docs/decisions/194-organisation-users.md). */
async function refuseLosingLastAdmin(db: PortalContext['db'], ngoId: number, user: ColleagueRow): Promise<void> {
  if (user.ngo_role === 'admin' && user.active === 1 && (await countActiveAdmins(db, ngoId)) <= 1) throw badRequest('lastAdmin');
}

export async function changeColleagueRole(portal: PortalContext, partner: SignedInPartner, userId: number, role: NgoRole): Promise<OrganisationUser> {
  return portal.db.transaction().execute(async (trx) => {
    const user = await findColleague(trx, partner.ngoId, userId);
    if (!user) throw notFound('user');
    if (role !== 'admin') await refuseLosingLastAdmin(trx, partner.ngoId, user);
    await updateUser(trx, user.id, { ngo_role: role });
    const updated = await findColleague(trx, partner.ngoId, userId);
    if (!updated) throw notFound('user');
    return toOrganisationUser(updated);
  });
}

export async function removeColleague(portal: PortalContext, partner: SignedInPartner, userId: number): Promise<{ id: number }> {
  const removed = await portal.db.transaction().execute(async (trx) => {
    const user = await findColleague(trx, partner.ngoId, userId);
    if (!user) throw notFound('user');
    if (user.id === partner.id) throw badRequest('cannotRemoveSelf');
    await refuseLosingLastAdmin(trx, partner.ngoId, user);
    await removeUser(trx, user.id);
    return { id: user.id };
  });
  endLiveSessions(portal, removed.id);
  return removed;
}
