import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_TOKEN_LIFETIME_SECONDS } from '#contract/constants';
import { TokenPurpose } from '#contract/enums';
import type { User } from '#contract/users';
import { accountLink, invitationMail, invitationOfAnotherAccountMail } from '../../platform/account-mails';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { fieldError, notFound } from '../../platform/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { issueCode } from '../auth/account-codes';
import { sendSafely } from '../auth/service';
import { findDonor } from '../donor/repository';
import { findRoleInDonor, permissionsOfRole } from '../roles/repository';
import { refuseGivingBeyondOwn } from '../roles/staff-access';
import { findLiveUserInDonorByEmail, findUserInDonor, hasSignedUpAccount, insertUser } from '../users/repository';
import { toUser } from '../users/service';

const INVITATION_PURPOSES = [TokenPurpose.INVITATION, TokenPurpose.DONOR_ACCOUNT_SETUP] as const;

/**
 * Creates the user inactive, without a password, and mails the link that lets them choose one. An address already
 * in this funder's list is refused (the caller can see it there); an address that signed up with another funder is
 * invited like any other, answered the same, and mailed a note without a link instead
 * (docs/decisions/155-invitations-of-addresses-with-an-account.md).
 */
export async function inviteUser(
  portal: PortalContext,
  staff: SignedInStaff,
  input: { name: string; email: string; role_id: number },
  log: FastifyBaseLogger,
): Promise<User> {
  const { user, code } = await portal.db
    .transaction()
    .execute(async (trx) => {
      if (await findLiveUserInDonorByEmail(trx, staff.donorId, input.email)) throw fieldError('email', 'emailTaken');
      if (!(await findRoleInDonor(trx, staff.donorId, input.role_id))) throw fieldError('role_id', 'invalid');
      refuseGivingBeyondOwn(staff, await permissionsOfRole(trx, input.role_id), [], 'role_id');
      const id = await insertUser(trx, {
        donor_id: staff.donorId,
        name: input.name,
        email: input.email,
        role_id: input.role_id,
        active: 0,
        created_by: staff.id,
        token_version: 0,
      });
      const created = await findUserInDonor(trx, staff.donorId, id);
      if (!created) throw notFound('user');
      return { user: created, code: await invitationCode(trx, created) };
    })
    .catch((error: unknown) => {
      // Two invitations racing for one address in one funder: the index decides, and the loser hears the same answer.
      throw isUniqueViolation(error) ? fieldError('email', 'emailTaken') : error;
    });
  await mailInvitation(portal, staff.donorId, user, code, log);
  return toUser(user);
}

/** A link code for the invited row, or null when the address has signed up elsewhere: no link could be accepted. */
async function invitationCode(db: PortalContext['db'], invited: { id: number; email: string }): Promise<string | null> {
  if (await hasSignedUpAccount(db, invited.email)) return null;
  return issueCode(db, invited.id, TokenPurpose.INVITATION, INVITATION_TOKEN_LIFETIME_SECONDS, INVITATION_PURPOSES);
}

/** A fresh link for a user who has not accepted yet; the earlier link stops working. */
export async function resendInvitation(portal: PortalContext, staff: SignedInStaff, userId: number, log: FastifyBaseLogger): Promise<User> {
  const { user, code } = await portal.db.transaction().execute(async (trx) => {
    const invited = await findUserInDonor(trx, staff.donorId, userId);
    if (!invited) throw notFound('user');
    if (invited.active === 1) throw fieldError('user_id', 'invalid', { field: 'user' });
    return { user: invited, code: await invitationCode(trx, invited) };
  });
  await mailInvitation(portal, staff.donorId, user, code, log);
  return toUser(user);
}

async function mailInvitation(
  portal: PortalContext,
  donorId: number,
  user: { email: string; name: string },
  code: string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  const donorName = (await findDonor(portal.db, donorId))?.name ?? '';
  const mail =
    code === null
      ? invitationOfAnotherAccountMail({ to: user.email, name: user.name, donorName })
      : invitationMail({ to: user.email, name: user.name, donorName, link: accountLink(portal.config.publicUrl, code, TokenPurpose.INVITATION), firstAdmin: false });
  await sendSafely(portal, mail, log);
}
