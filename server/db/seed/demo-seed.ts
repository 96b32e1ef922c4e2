import type { Kysely } from 'kysely';
import { INVITATION_TOKEN_LIFETIME_SECONDS } from '#contract/constants';
import { DEMO_PASSWORD } from '#contract/constants';
import { TokenPurpose } from '#contract/enums';
import { hashPassword } from '../../platform/passwords';
import { newOneTimeCode } from '../../platform/one-time-codes';
import { insertAccountToken } from '../../modules/auth/account-token-repository';
import { nowIso } from '../database';
import type { Database } from '../schema';
import { DEMO_FUNDERS, type DemoFunder } from './demo-data';

/** Two funders with staff, roles and reference data, all in one transaction. */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  const passwordHashes = await Promise.all(DEMO_FUNDERS.flatMap((f) => f.users).map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    const types = await trx.selectFrom('donor_types').select('id').orderBy('id').execute();
    let userIndex = 0;
    for (const funder of DEMO_FUNDERS) {
      userIndex = await seedFunder(trx, funder, types[funder.donor.type]?.id ?? null, passwordHashes, userIndex);
    }
  });
}

async function seedFunder(db: Kysely<Database>, funder: DemoFunder, typeId: number | null, hashes: string[], firstIndex: number): Promise<number> {
  const created = nowIso();
  const { type: _type, ...donor } = funder.donor;
  const { id: donorId } = await db.insertInto('donors').values({ ...donor, logo: null, type_id: typeId, created_at: created }).returning('id').executeTakeFirstOrThrow();

  const roleIds = new Map<string, number>();
  for (const role of funder.roles) {
    const { id } = await db.insertInto('roles').values({ donor_id: donorId, name: role.name, created_at: created }).returning('id').executeTakeFirstOrThrow();
    roleIds.set(role.name, id);
    if (role.permissions.length) {
      await db.insertInto('role_permissions').values(role.permissions.map((permission) => ({ role_id: id, permission }))).execute();
    }
  }

  const userIds = new Map<string, number>();
  let index = firstIndex;
  let adminId: number | null = null;
  for (const [position, user] of funder.users.entries()) {
    // Distinct creation times, so "sort by created_at" shows the order in which staff joined.
    const createdAt = new Date(Date.now() - (funder.users.length - position) * 86_400_000).toISOString();
    const { id } = await db
      .insertInto('users')
      .values({
        donor_id: donorId,
        name: user.name,
        email: user.email,
        phone: user.phone ?? null,
        image: null,
        role_id: roleIds.get(user.role) ?? null,
        password_hash: user.invited ? null : (hashes[index] ?? null),
        active: user.invited ? 0 : 1,
        created_by: adminId,
        token_version: 0,
        created_at: createdAt,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    index += 1;
    adminId ??= id;
    userIds.set(user.email, id);
    if (user.invited) {
      await insertAccountToken(db, { userId: id, purpose: TokenPurpose.INVITATION, hash: newOneTimeCode().hash, lifetimeSeconds: INVITATION_TOKEN_LIFETIME_SECONDS });
    }
  }

  await db
    .insertInto('programs')
    .values(
      funder.programs.map((program) => ({
        donor_id: donorId,
        title: program.title,
        reference_id: program.reference_id,
        manager_id: userIds.get(program.manager) ?? null,
        strategic: program.strategic ? 1 : 0,
        created_at: created,
      })),
    )
    .execute();
  await db.insertInto('due_diligence_types').values(funder.dueDiligenceTypes.map((name) => ({ donor_id: donorId, name, created_at: created }))).execute();
  await db.insertInto('funding_types').values(funder.fundingTypes.map((name) => ({ donor_id: donorId, name, created_at: created }))).execute();
  return index;
}
