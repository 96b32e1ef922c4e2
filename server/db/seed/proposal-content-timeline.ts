import { addDays, addMonths, formatISO, parseISO } from 'date-fns';
import type { ProposalStatus } from '#contract/enums';

/**
 * When a demo proposal happened, counted from today: written, submitted, decided, and the project period it
 * proposes (1 to 3 years). Fresh submissions are days old; running and closed projects started months or years ago.
 */

export type Timeline = { created: Date; submitted: Date | null; decided: Date | null; start: string; end: string; updated: Date };

type Milestones = { submitted: Date | null; decided: Date | null; start: Date; months: number; updated?: Date };

const DAY_MS = 86_400_000;
const PERIOD_MONTHS = [12, 18, 24, 30, 36];

export function isoDay(date: Date): string {
  return formatISO(date, { representation: 'date' });
}

/** A project decided some days before it started, after being submitted some days before that. */
function decidedBefore(start: Date, months: number, submittedDaysEarlier: number, decidedDaysEarlier: number): Milestones {
  return { start, months, submitted: addDays(start, -submittedDaysEarlier), decided: addDays(start, -decidedDaysEarlier) };
}

/** A project that ended on a given day after running for the given months. */
function endedOn(end: Date, months: number): Milestones {
  const start = addDays(addMonths(end, -months), 1);
  return { ...decidedBefore(start, months, 60, 20), updated: addDays(end, 12) };
}

function milestonesOf(status: ProposalStatus, index: number, grantClosed: boolean, day: (offset: number) => Date): Milestones {
  const months = PERIOD_MONTHS[index % PERIOD_MONTHS.length] ?? 24;
  switch (status) {
    case 'draft':
      return { submitted: null, decided: null, start: day(45 + (index % 20)), months };
    case 'submitted':
      return { submitted: day(-(1 + (index % 6))), decided: null, start: day(35 + (index % 4) * 10), months };
    case 'underNegotiation':
      return { submitted: day(-(7 + (index % 3))), decided: null, start: day(35 + (index % 4) * 10), months };
    case 'rejected':
      return { submitted: day(-(8 + (index % 4))), decided: day(-(2 + (index % 3))), start: day(30), months };
    case 'accepted': {
      // Accepted days ago, starting early next month: not started, and no month of it reported yet, whatever today is.
      const today = day(0);
      const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1 + (index % 10)));
      return { submitted: day(-(9 + (index % 3))), decided: day(-(2 + (index % 2))), start, months };
    }
    case 'ongoing':
      // On a grant still open, a rolling call funded it weeks ago; on a closed one, it has run for a year.
      return grantClosed
        ? decidedBefore(day(-(360 + (index % 30))), Math.max(months, 18), 60, 20)
        : decidedBefore(day(-(5 + (index % 3))), Math.max(months, 18), 6, 3);
    case 'finished':
      return endedOn(day(-(90 + (index % 4) * 30)), months);
    case 'unfinished':
      return endedOn(day(-(15 + (index % 10))), months);
    case 'stopped':
      return { ...decidedBefore(day(-(540 + (index % 20))), Math.max(months, 24), 55, 18), updated: day(-60) };
  }
}

export function timelineOf(status: ProposalStatus, index: number, grant: { closed: boolean; deadline: string | null }, now = new Date()): Timeline {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  const milestones = milestonesOf(status, index, grant.closed, day);
  let { submitted } = milestones;
  // Nothing reaches a grant after its deadline.
  if (submitted && grant.deadline && isoDay(submitted) > grant.deadline) submitted = addDays(parseISO(grant.deadline), -1);
  const created = submitted ? addDays(submitted, -(10 + (index % 10))) : day(-(1 + (index % 3)));
  return {
    created,
    submitted,
    decided: milestones.decided,
    start: isoDay(milestones.start),
    end: isoDay(addDays(addMonths(milestones.start, milestones.months), -1)),
    updated: milestones.updated ?? milestones.decided ?? submitted ?? created,
  };
}
