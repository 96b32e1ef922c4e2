import type { PortalContext } from '../../platform/app-context';
import { touchSession } from './session-repository';

/**
 * A signed-in request notes that its session is alive (docs/decisions/162-signed-in-devices.md). Its own module:
 * the token check (platform/auth.ts) calls it, and it needs nothing of the account service.
 */

/** "Last seen" is written at most every five minutes per session and instance, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
const lastTouched = new Map<string, number>();

export async function noteActivity(portal: PortalContext, jti: string): Promise<void> {
  const now = portal.now();
  const previous = lastTouched.get(jti);
  if (previous !== undefined && now - previous < TOUCH_INTERVAL_MS) return;
  if (lastTouched.size > 50_000) lastTouched.clear();
  lastTouched.set(jti, now);
  await touchSession(portal.db, jti, new Date(now).toISOString());
}
