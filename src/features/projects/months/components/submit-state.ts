import type { NgoRole } from '#contract/partner-paths';
import { isMonthEditable, type MonthlyReportStatus } from '#contract/monthly-reports';

/** Why Submit cannot be pressed now: the page says it beside the button. */
export type MonthSubmitBlock = 'member' | 'offline' | 'unsaved' | 'neverSaved';

export type MonthSubmitState = { shown: boolean; block: MonthSubmitBlock | null };

/**
 * Submit is shown while the month can still be changed; only the organisation's admin may press it (decision 202),
 * online, once the month is saved (the server refuses a month never saved) and nothing typed or queued waits.
 */
export function monthSubmitState(input: {
  status: MonthlyReportStatus;
  version: number;
  role: NgoRole | undefined;
  online: boolean;
  dirty: boolean;
  queued: boolean;
}): MonthSubmitState {
  if (!isMonthEditable(input.status)) return { shown: false, block: null };
  const block: MonthSubmitBlock | null =
    input.role !== 'admin' ? 'member' : !input.online ? 'offline' : input.dirty || input.queued ? 'unsaved' : input.version === 0 ? 'neverSaved' : null;
  return { shown: true, block };
}
