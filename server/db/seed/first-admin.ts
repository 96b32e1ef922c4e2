import type { Kysely } from 'kysely';
import { INVITATION_TOKEN_LIFETIME_SECONDS } from '#contract/constants';
import { PERMISSIONS, TokenPurpose } from '#contract/enums';
import { accountLink, invitationMail } from '../../platform/account-mails';
import type { Mailer } from '../../platform/mail';
import { issueCode } from '../../modules/auth/account-codes';
import { nowIso } from '../database';
import type { Database } from '../schema';

/**
 * "Running for real": SEED=none with ADMIN_EMAIL creates the funder and its first administrator, who holds every
 * permission and receives a DONOR_ACCOUNT_SETUP link to choose a password.
 */
export async function createFirstAdmin(
  db: Kysely<Database>,
  mailer: Mailer,
  args: { email: string; name: string; donorName: string; publicUrl: string },
): Promise<{ link: string; mailed: boolean }> {
  const { code, userEmail, userName } = await db.transaction().execute(async (trx) => {
    const created = nowIso();
    const donor = await trx.insertInto('donors').values({ name: args.donorName, created_at: created }).returning('id').executeTakeFirstOrThrow();
    const role = await trx
      .insertInto('roles')
      .values({ donor_id: donor.id, name: 'Administrator / مدير النظام', created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('role_permissions').values(PERMISSIONS.map((permission) => ({ role_id: role.id, permission }))).execute();
    const user = await trx
      .insertInto('users')
      .values({ donor_id: donor.id, name: args.name, email: args.email, role_id: role.id, active: 0, token_version: 0, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    const issued = await issueCode(trx, user.id, TokenPurpose.DONOR_ACCOUNT_SETUP, INVITATION_TOKEN_LIFETIME_SECONDS);
    return { code: issued, userEmail: args.email, userName: args.name };
  });
  const link = accountLink(args.publicUrl, code, TokenPurpose.DONOR_ACCOUNT_SETUP);
  // The account exists either way; when the mail fails, main.ts prints the link so the operator can pass it on.
  const mailed = await mailer
    .send(invitationMail({ to: userEmail, name: userName, donorName: args.donorName, link, firstAdmin: true }))
    .then(() => true)
    .catch(() => false);
  return { link, mailed };
}
