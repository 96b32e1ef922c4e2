import type { Kysely } from 'kysely';
import { PERMISSIONS, type Permission } from '#contract/enums';
import { toCount } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What the token check needs of a token's holder, read fresh on every request. */
export type TokenHolderState = {
  id: number;
  active: number;
  token_version: number;
  donor_id: number | null;
  ngo_id: number | null;
  ngo_role: string | null;
  role_id: number | null;
  /** Whether the token's session was ended (logout, a device signed out). */
  revoked: boolean;
  /** The permissions of the user's role, in the contract's order; none without a role. */
  permissions: Permission[];
};

/**
 * One row per permission of the user's role (one row without a role), each carrying the user's own columns and
 * whether the token was revoked: a single round trip instead of three (revocation, user, permissions).
 */
const tokenHolderRows = preparedQuery((db: Db, values: { userId: number; jti: string }) =>
  db
    .selectFrom('users')
    .leftJoin('role_permissions', 'role_permissions.role_id', 'users.role_id')
    .select([
      'users.id',
      'users.active',
      'users.token_version',
      'users.donor_id',
      'users.ngo_id',
      'users.ngo_role',
      'users.role_id',
      'role_permissions.permission',
    ])
    .select((eb) =>
      eb
        .selectFrom('revoked_tokens')
        .select((sub) => sub.fn.countAll<string | number>().as('n'))
        .where('revoked_tokens.jti', '=', values.jti)
        .as('revoked'),
    )
    .where('users.id', '=', values.userId)
    .where('users.deleted_at', 'is', null),
);

/** The live (not removed) user a token names, with its revocation and permissions; undefined when there is none. */
export async function findTokenHolder(db: Db, userId: number, jti: string): Promise<TokenHolderState | undefined> {
  const rows = await tokenHolderRows(db, { userId, jti });
  const first = rows[0];
  if (!first) return undefined;
  return {
    id: first.id,
    active: first.active,
    token_version: first.token_version,
    donor_id: first.donor_id,
    ngo_id: first.ngo_id,
    ngo_role: first.ngo_role,
    role_id: first.role_id,
    revoked: toCount(first.revoked) > 0,
    permissions: PERMISSIONS.filter((permission) => rows.some((row) => row.permission === permission)),
  };
}
