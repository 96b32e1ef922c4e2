import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_TOKEN_LIFETIME_SECONDS } from '#contract/constants';
import { TokenPurpose } from '#contract/enums';
import type { NgoRole } from '#contract/partner';
import type { NgoStatus, RegisterOrganisation } from '#contract/partner-organisation';
import { accountLink, organisationAddressTakenMail, organisationSetupMail, type OrganisationSetupReason } from '../../platform/account-mails';
import type { PortalContext } from '../../platform/app-context';
import { fieldError } from '../../platform/errors';
import { issueCode } from '../auth/account-codes';
import { sendSafely } from '../auth/service';
import { hasSignedUpAccount, insertUser } from '../users/repository';
import { countryExists, insertOrganisation } from './repository';

type Db = PortalContext['db'];
const SETUP_PURPOSES = [TokenPurpose.INVITATION, TokenPurpose.DONOR_ACCOUNT_SETUP] as const;

/** A user of an organisation, inactive until they open the mailed link and choose a password. */
export type InvitedPartner = { id: number; name: string; email: string; ngoId: number; role: NgoRole };

/**
 * Inserts the user without a password and answers the link's code, or null when the address has already signed up:
 * an address has one account (decision 155), so no link is issued and the owner is told instead.
 */
export async function invitePartnerUser(
  db: Db,
  input: { ngoId: number; name: string; email: string; role: NgoRole; createdBy: number | null },
  purpose: TokenPurpose,
): Promise<{ user: InvitedPartner; code: string | null }> {
  const id = await insertUser(db, {
    donor_id: null,
    ngo_id: input.ngoId,
    ngo_role: input.role,
    name: input.name,
    email: input.email,
    active: 0,
    created_by: input.createdBy,
    token_version: 0,
  });
  const user = { id, name: input.name, email: input.email.toLowerCase(), ngoId: input.ngoId, role: input.role };
  const code = (await hasSignedUpAccount(db, input.email)) ? null : await issueCode(db, id, purpose, INVITATION_TOKEN_LIFETIME_SECONDS, SETUP_PURPOSES);
  return { user, code };
}

/** The set-up link, or the note that the address already has an account. */
export async function mailPartnerSetup(
  portal: PortalContext,
  args: { user: { name: string; email: string }; organisation: string; code: string | null; purpose: TokenPurpose; reason: OrganisationSetupReason },
  log: FastifyBaseLogger,
): Promise<void> {
  const { user, organisation, code, purpose, reason } = args;
  const mail =
    code === null
      ? organisationAddressTakenMail({ to: user.email, name: user.name, organisation, loginLink: `${portal.config.publicUrl}/login` })
      : organisationSetupMail({ to: user.email, name: user.name, organisation, link: accountLink(portal.config.publicUrl, code, purpose), reason });
  await sendSafely(portal, mail, log);
}

/**
 * POST PartnerAccount/Register, after the answer: an address that already has an account creates nothing and its
 * owner is mailed why; any other creates the organisation ('registered') and its inactive admin, mailed the link
 * that confirms the address and sets the password. The caller's answer is the same either way.
 */
export async function registerOrganisation(portal: PortalContext, input: RegisterOrganisation, log: FastifyBaseLogger): Promise<void> {
  const organisation = input.name;
  if (await hasSignedUpAccount(portal.db, input.email)) {
    await mailPartnerSetup(portal, { user: { name: input.admin_name, email: input.email }, organisation, code: null, purpose: TokenPurpose.DONOR_ACCOUNT_SETUP, reason: { kind: 'registered' } }, log);
    return;
  }
  const status: NgoStatus = 'registered';
  const { user, code } = await portal.db.transaction().execute(async (trx) => {
    const ngoId = await insertOrganisation(trx, {
      name: input.name,
      name_ar: input.name_ar,
      country_id: input.country_id,
      email: input.email,
      status,
      invited_by_donor_id: null,
    });
    return invitePartnerUser(trx, { ngoId, name: input.admin_name, email: input.email, role: 'admin', createdBy: null }, TokenPurpose.DONOR_ACCOUNT_SETUP);
  });
  await mailPartnerSetup(portal, { user, organisation, code, purpose: TokenPurpose.DONOR_ACCOUNT_SETUP, reason: { kind: 'registered' } }, log);
}

/** Checked before the answer: the one input rule a schema cannot tell. */
export async function checkRegistration(db: Db, input: { country_id: number }): Promise<void> {
  if (!(await countryExists(db, input.country_id))) throw fieldError('country_id', 'invalid');
}
