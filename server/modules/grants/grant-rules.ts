import { GrantStatus } from '#contract/enums';
import type { Operation } from '#contract/enums';

/**
 * Where a grant can go and what may change in which state, in one place (docs/decisions/051-grant-lifecycle.md).
 * Closed is never stored by an action: a published grant whose deadline has passed reads as Closed.
 */
export const GRANT_TRANSITIONS = {
  publish: { from: GrantStatus.Draft, to: GrantStatus.Published, operation: 'Publish' },
  redraft: { from: GrantStatus.Published, to: GrantStatus.Draft, operation: 'Draft' },
  /** Not an action: happens by itself the day after the deadline. */
  close: { from: GrantStatus.Published, to: GrantStatus.Closed, operation: 'Close' },
} as const satisfies Record<string, { from: GrantStatus; to: GrantStatus; operation: Operation }>;

/** A published grant's terms are fixed (redraft first); a closed grant is read-only. */
export const GRANT_CHANGES_ALLOWED_IN = {
  update: [GrantStatus.Draft],
  countries: [GrantStatus.Draft],
  objectives: [GrantStatus.Draft],
  dueDiligences: [GrantStatus.Draft],
  deadline: [GrantStatus.Published],
  usersInCharge: [GrantStatus.Draft, GrantStatus.Published],
  delete: [GrantStatus.Draft, GrantStatus.Published],
  publish: [GRANT_TRANSITIONS.publish.from],
  redraft: [GRANT_TRANSITIONS.redraft.from],
} as const satisfies Record<string, readonly GrantStatus[]>;

export type GrantChange = keyof typeof GRANT_CHANGES_ALLOWED_IN;

export function isChangeAllowed(change: GrantChange, status: number): boolean {
  return (GRANT_CHANGES_ALLOWED_IN[change] as readonly number[]).includes(status);
}

/** Today as the calendar date deadlines are compared with (UTC, like the contract's isFutureDate). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The status a reader sees. The repository computes the same in SQL for lists and filters. */
export function effectiveStatus(stored: number, deadline: string | null, today: string): number {
  return stored === GrantStatus.Published && deadline !== null && deadline < today ? GrantStatus.Closed : stored;
}

/** Money is kept to the cent (docs/decisions/050-grant-storage.md). */
export function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}
