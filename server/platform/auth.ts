import type { FastifyRequest } from 'fastify';
import { isRevoked } from '../modules/auth/revocation-repository';
import { findLiveUserById } from '../modules/users/repository';
import { permissionsOfRole } from '../modules/roles/repository';
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

/** onRequest hook of the /api scope: runs before the body is read, so a stranger learns nothing from validation. */
export async function requireSignedInStaff(request: FastifyRequest): Promise<void> {
  if (request.is404 || request.routeOptions.config.public || request.routeOptions.config.signedAddress) return;
  const token = bearerToken(request);
  const staff = token ? await staffFromAccessToken(request.server.portal, token) : null;
  if (!staff) throw unauthorized();
  request.staff = staff;
  const needed = request.routeOptions.config.permission;
  if (needed && !staff.permissions.includes(needed)) throw forbidden();
}

/** The signed-in staff member of a route that is not public. */
export function signedIn(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
