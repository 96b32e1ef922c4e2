import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

/** Not given by the spec: a document that lapses within a month will lapse before the project's first installment. */
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryState = 'expired' | 'expiresSoon' | 'valid';

/** Whether a provided document is still valid on `today`; null when it has no (readable) expiry date. */
export function expiryState(expiresOn: string | null, today: Date): ExpiryState | null {
  if (!expiresOn) return null;
  const expiry = parseISO(expiresOn);
  if (!isValid(expiry)) return null;
  const daysLeft = differenceInCalendarDays(expiry, today);
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= EXPIRY_WARNING_DAYS) return 'expiresSoon';
  return 'valid';
}
