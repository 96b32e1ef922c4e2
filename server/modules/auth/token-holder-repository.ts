import { sql, type Kysely } from 'kysely';
import { PERMISSIONS, type Permission } from '#contract/enums';
import { toCount } from '../../db/database';
import { jsonList, jsonOf } from '../../db/json-lists';
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
 * One row: the user's own columns, whether the token was revoked and the permissions of the user's role as a JSON
 * list (server/db/json-lists.ts), in a single round trip instead of three (revocation, user, permissions). Until the
 * seventh pass of docs/decisions/180-api-throughput.md it was one row per permission, each repeating the user.
 */
const tokenHolderRow = preparedQuery((db: Db, values: { userId: number; jti: string }) => {
  const { list } = jsonOf(db);
  return db
    .selectFrom('users')
    .select(['users.id', 'users.active', 'users.token_version', 'users.donor_id', 'users.ngo_id', 'users.ngo_role', 'users.role_id'])
    .select((eb) => [
      eb
        .selectFrom('revoked_tokens')
        .select((sub) => sub.fn.countAll<string | number>().as('n'))
        .where('revoked_tokens.jti', '=', values.jti)
        .as('revoked'),
      eb
        .selectFrom('role_permissions')
        .select(list(sql.ref('role_permissions.permission'), sql`role_permissions.permission`).as('list'))
        .whereRef('role_permissions.role_id', '=', 'users.role_id')
        .as('permissions'),
    ])
    .where('users.id', '=', values.userId)
    .where('users.deleted_at', 'is', null);
});

/** The live (not removed) user a token names, with its revocation and permissions; undefined when there is none. */
export async function findTokenHolder(db: Db, userId: number, jti: string): Promise<TokenHolderState | undefined> {
  const [row] = await tokenHolderRow(db, { userId, jti });
  if (!row) return undefined;
  const granted = new Set(jsonList<string>(row.permissions));
  return {
    id: row.id,
    active: row.active,
    token_version: row.token_version,
    donor_id: row.donor_id,
    ngo_id: row.ngo_id,
    ngo_role: row.ngo_role,
    role_id: row.role_id,
    revoked: toCount(row.revoked) > 0,
    permissions: PERMISSIONS.filter((permission) => granted.has(permission)),
  };
}
