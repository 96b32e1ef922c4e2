import type { FastifyRequest } from 'fastify';
import { isNgoRole } from '#contract/partner';
import type { ClientInfo } from '../modules/auth/session-repository';
import { noteActivity } from '../modules/auth/session-activity';
import { findTokenHolder } from '../modules/auth/token-holder-repository';
import { accountKindOf, partnerRoleNeeded, staffAccess } from './access';
import { readAccessToken } from './access-tokens';
import type { PortalContext, SignedInPartner, SignedInStaff } from './app-context';
import { forbidden, unauthorized } from './errors';

/**
 * A token is honoured only while it is well signed and unexpired, not revoked by logout, not older than the
 * user's last password change (token_version), and its user still exists, is active and still belongs where the
 * token says (the same funder, or the same organisation with a role). All of it is read fresh on every request, in
 * one query (decision 180): a logout, a password change, a deactivation or a role change counts from the next call.
 */
export async function accountFromAccessToken(portal: PortalContext, token: string): Promise<SignedInStaff | SignedInPartner | null> {
  const claims = await readAccessToken(portal.config.jwtSecret, token);
  if (!claims) return null;
  const user = await findTokenHolder(portal.db, claims.userId, claims.jti);
  if (!user || user.revoked || user.active !== 1 || user.token_version !== claims.tokenVersion) return null;
  const session = { jti: claims.jti, tokenExpiresAt: claims.expiresAt };
  if (claims.kind === 'partner') {
    if (user.ngo_id === null || user.ngo_id !== claims.ngoId || !isNgoRole(user.ngo_role)) return null;
    return { id: user.id, kind: 'partner', ngoId: user.ngo_id, ngoRole: user.ngo_role, ...session };
  }
  if (user.donor_id === null || user.donor_id !== claims.donorId) return null;
  return { id: user.id, kind: 'staff', donorId: user.donor_id, roleId: user.role_id, permissions: user.permissions, ...session };
}

/** A staff member's token (the hub and the staff routes), or null for any other. */
export async function staffFromAccessToken(portal: PortalContext, token: string): Promise<SignedInStaff | null> {
  const account = await accountFromAccessToken(portal, token);
  return account?.kind === 'staff' ? account : null;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * onRequest hook of the /api scope: runs before the body is read, so a stranger learns nothing from validation.
 * No token, or one no longer honoured → 401. A token of the other side than the route's → 403, as a missing
 * permission (issue 13: staff calls answer 403 to partners and partner calls 403 to staff). A route without a
 * declared access rule (config.access) still needs a signed-in staff member.
 */
export async function requireSignedInStaff(request: FastifyRequest): Promise<void> {
  const rule = request.routeOptions.config.access;
  if (request.is404 || rule === 'public' || rule === 'signedAddress') return;
  const token = bearerToken(request);
  const account = token ? await accountFromAccessToken(request.server.portal, token) : null;
  if (!account) throw unauthorized();
  request.account = account;
  if (account.kind === 'staff') request.staff = account;
  else request.partner = account;
  await noteActivity(request.server.portal, account.jti);
  const side = accountKindOf(rule);
  if (side !== 'any' && side !== account.kind) throw forbidden();
  if (account.kind === 'staff') {
    const needed = staffAccess(rule).permission;
    if (needed && !account.permissions.includes(needed)) throw forbidden();
  } else if (partnerRoleNeeded(rule) === 'admin' && account.ngoRole !== 'admin') {
    throw forbidden();
  }
}

export { signedIn, signedInAccount, signedInPartner, signedInSide } from './signed-in';

/** Where the request comes from, as a session records it. */
export function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { address: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
