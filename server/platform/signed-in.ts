import type { FastifyRequest } from 'fastify';
import type { SignedInAccount, SignedInPartner, SignedInStaff } from './app-context';
import { unauthorized } from './errors';

/** The signed-in staff member of a staff route (set by the token check in platform/auth.ts). */
export function signedIn(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/** The signed-in partner user of a partner route. */
export function signedInPartner(request: FastifyRequest): SignedInPartner {
  if (!request.partner) throw unauthorized();
  return request.partner;
}

/** Whoever is signed in, on the account routes both sides share (`config.access = 'account'`). */
export function signedInAccount(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw unauthorized();
  return request.account;
}

/** The signed-in staff member or partner user, with their side's scope, on a route both sides share. */
export function signedInSide(request: FastifyRequest): SignedInStaff | SignedInPartner {
  const account = request.staff ?? request.partner;
  if (!account) throw unauthorized();
  return account;
}
