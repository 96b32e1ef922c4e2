import type { FastifyRequest } from 'fastify';
import { isRevoked } from '../modules/auth/revocation-repository';
import type { ClientInfo } from '../modules/auth/session-repository';
import { noteActivity } from '../modules/auth/session-activity';
import { findLiveUserById } from '../modules/users/repository';
import { permissionsOfRole } from '../modules/roles/repository';
import { staffAccess } from './access';
import { readAccessToken } from './access-tokens';
import type { PortalContext, SignedInStaff } from './app-context';
import { forbidden, unauthorized } from './errors';

/**
 * A token is honoured only while it is well signed and unexpired, not revoked by logout, not older than the
 * user's last password change (token_version), and its user still exists and is active.
 */
export async function staffFromAccessToken(portal: PortalContext, token: string): Promise<SignedInStaff | null> {
  const claims = await readAccessToken(portal.config.jwtSecret, token);
  if (!claims) return null;
  if (await isRevoked(portal.db, claims.jti)) return null;
  const user = await findLiveUserById(portal.db, claims.userId);
  if (!user || user.active !== 1 || user.donor_id !== claims.donorId || user.token_version !== claims.tokenVersion) return null;
  const permissions = user.role_id === null ? [] : await permissionsOfRole(portal.db, user.role_id);
  return { id: user.id, donorId: user.donor_id, roleId: user.role_id, permissions, jti: claims.jti, tokenExpiresAt: claims.expiresAt };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * onRequest hook of the /api scope: runs before the body is read, so a stranger learns nothing from validation.
 * A route without a declared access rule (config.access) still needs a signed-in staff member.
 */
export async function requireSignedInStaff(request: FastifyRequest): Promise<void> {
  const rule = request.routeOptions.config.access;
  if (request.is404 || rule === 'public' || rule === 'signedAddress') return;
  const token = bearerToken(request);
  const staff = token ? await staffFromAccessToken(request.server.portal, token) : null;
  if (!staff) throw unauthorized();
  request.staff = staff;
  await noteActivity(request.server.portal, staff.jti);
  const needed = staffAccess(rule).permission;
  if (needed && !staff.permissions.includes(needed)) throw forbidden();
}

export { signedIn } from './signed-in';

/** Where the request comes from, as a session records it. */
export function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { address: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
