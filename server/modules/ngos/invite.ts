import type { FastifyBaseLogger } from 'fastify';
import { TokenPurpose } from '#contract/enums';
import type { z } from 'zod';
import type { NgoStatus, inviteOrganisationSchema } from '#contract/partner-organisation';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { fieldError } from '../../platform/errors';
import { findDonor } from '../donor/repository';
import { invitePartnerUser, mailPartnerSetup } from '../partner-organisation/registration';
import { insertOrganisation } from '../partner-organisation/repository';

type InviteOrganisation = z.output<typeof inviteOrganisationSchema>;

/** An organisation this funder invited at that address, whose users are already in its list. */
async function alreadyInvitedHere(db: PortalContext['db'], donorId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('ngos', 'ngos.id', 'users.ngo_id')
    .select('users.id')
    .where('users.email', '=', email)
    .where('users.deleted_at', 'is', null)
    .where('ngos.invited_by_donor_id', '=', donorId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * POST ngo/invite: creates the organisation ('invited', visible to this funder from now on: decision 193) and its
 * inactive admin, mailed the set-up link. An address this funder already invited is refused (it is in its list); an
 * address with an account elsewhere is invited alike and its owner mailed a note without a link (decision 155).
 */
export async function inviteOrganisation(
  portal: PortalContext,
  staff: SignedInStaff,
  input: InviteOrganisation,
  log: FastifyBaseLogger,
): Promise<{ id: number; name: string; email: string; status: NgoStatus }> {
  const status: NgoStatus = 'invited';
  const { ngoId, user, code } = await portal.db.transaction().execute(async (trx) => {
    if (await alreadyInvitedHere(trx, staff.donorId, input.email)) throw fieldError('email', 'emailTaken');
    const id = await insertOrganisation(trx, { name: input.name, email: input.email, status, invited_by_donor_id: staff.donorId });
    // The admin's name is not known yet: the organisation's name stands in until they set up the account.
    const invited = await invitePartnerUser(trx, { ngoId: id, name: input.name, email: input.email, role: 'admin', createdBy: staff.id }, TokenPurpose.INVITATION);
    return { ngoId: id, ...invited };
  });
  const donorName = (await findDonor(portal.db, staff.donorId))?.name ?? '';
  await mailPartnerSetup(portal, { user, organisation: input.name, code, purpose: TokenPurpose.INVITATION, reason: { kind: 'invitedByFunder', donorName } }, log);
  return { id: ngoId, name: input.name, email: user.email, status };
}
