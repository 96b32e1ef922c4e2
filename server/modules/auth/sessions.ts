import type { AccountSession } from '#contract/auth';
import type { PortalContext, SignedInAccount } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { endLiveSessions, endSession } from './service';
import { deleteSessionsOf, endEveryToken, findSession, liveSessionsOf } from './session-repository';

/** The caller's signed-in devices, the one asking first (docs/decisions/162-signed-in-devices.md). */
export async function listSessions(portal: PortalContext, staff: SignedInAccount): Promise<AccountSession[]> {
  const rows = await liveSessionsOf(portal.db, staff.id);
  const sessions = rows.map((row) => ({
    id: row.id,
    user_agent: row.user_agent,
    client_address: row.client_address,
    signed_in_at: row.created_at,
    last_seen_at: row.last_seen_at,
    current: row.jti === staff.jti,
  }));
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** One device signs out: its token is revoked and its sockets close, wherever it runs. */
export async function signOutSession(portal: PortalContext, staff: SignedInAccount, id: number): Promise<void> {
  const row = await findSession(portal.db, staff.id, id);
  if (!row) throw notFound('session');
  await endSession(portal, staff.id, row.jti, new Date(row.expires_at));
}

/** Every device signs out, this one too: token_version rises, the sessions are forgotten, every socket closes. */
export async function signOutEverywhere(portal: PortalContext, staff: SignedInAccount): Promise<void> {
  await endEveryToken(portal.db, staff.id);
  await deleteSessionsOf(portal.db, staff.id);
  endLiveSessions(portal, staff.id);
}
