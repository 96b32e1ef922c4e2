import type { FastifyRequest } from 'fastify';
import type { SignedInStaff } from './app-context';
import { unauthorized } from './errors';

/** The signed-in staff member of a route that is not public (set by the token check in platform/auth.ts). */
export function signedIn(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
