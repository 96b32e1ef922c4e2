import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

/** How far ahead a document's expiry is flagged: time enough to ask the organisation for a renewed one. */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * - `expired`: the expiry date is before today;
 * - `expiring`: it is today or within the next 30 days (a document is valid through its expiry date);
 * - `valid`: later than that;
 * - `none`: the document does not expire (or its date cannot be read).
 */
export type ExpiryState = 'expired' | 'expiring' | 'valid' | 'none';

/** The state of a due-diligence document on `today`, comparing calendar days in the user's time zone. */
export function dueDiligenceExpiry(expiresOn: string | null, today: Date): ExpiryState {
  if (!expiresOn) return 'none';
  const expiry = parseISO(expiresOn);
  if (!isValid(expiry)) return 'none';
  const daysLeft = differenceInCalendarDays(expiry, today);
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= EXPIRY_WARNING_DAYS) return 'expiring';
  return 'valid';
}
