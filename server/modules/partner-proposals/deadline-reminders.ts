import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DEADLINE_REMINDERS } from '#contract/notifications';
import { todayIso } from '#contract/partner-proposals';
import { nowIso } from '../../db/database';
import type { Database } from '../../db/schema';
import { scheduleHourly } from '../../platform/hourly-job';
import { inTransaction } from '../../realtime/after-commit';
import { deadlineReminderEvent } from '../notifications/events';

/**
 * A draft's deadline reminders (issue 13 item 7, docs/decisions/186-partner-notifications.md): a week and a day before
 * its grant's deadline, the organisation's users hear that their draft is not submitted yet. Each threshold is sent
 * once per proposal: the reminder row is claimed first (its key is the proposal and the threshold), so instances
 * running the check at the same time send it once between them, and a check that missed a day catches up.
 */

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;

function dayAfter(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The drafts whose deadline falls within this threshold and after the next smaller one, not yet reminded of it. */
function draftsDue(db: Db, today: string, days: number, nextSmaller: number | null) {
  let query = db
    .selectFrom('proposals')
    .innerJoin('grants', 'grants.id', 'proposals.grant_id')
    .innerJoin('donors', 'donors.id', 'proposals.donor_id')
    .select(['proposals.id', 'proposals.title', 'proposals.ngo_id', 'proposals.grant_id', 'proposals.donor_id', 'donors.name as donor_name'])
    .where('proposals.status', '=', 'draft')
    .where('grants.deadline', '>=', today)
    .where('grants.deadline', '<=', dayAfter(today, days))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('proposal_deadline_reminders')
            .select('proposal_deadline_reminders.proposal_id')
            .whereRef('proposal_deadline_reminders.proposal_id', '=', 'proposals.id')
            .where('proposal_deadline_reminders.days_before', '=', days),
        ),
      ),
    );
  if (nextSmaller !== null) query = query.where('grants.deadline', '>', dayAfter(today, nextSmaller));
  return query.orderBy('proposals.id').execute();
}

/** Sends the reminders that are due; answers how many proposals were reminded. */
export async function remindDeadlines(db: Db, now: Date = new Date()): Promise<number> {
  const today = todayIso(now);
  let sent = 0;
  const thresholds = DEADLINE_REMINDERS.toSorted((a, b) => b.days - a.days);
  for (const [index, reminder] of thresholds.entries()) {
    const nextSmaller = thresholds[index + 1]?.days ?? null;
    for (const draft of await draftsDue(db, today, reminder.days, nextSmaller)) {
      const claimed = await inTransaction(db, async (trx) => {
        const result = await trx
          .insertInto('proposal_deadline_reminders')
          .values({ proposal_id: draft.id, days_before: reminder.days, sent_at: nowIso() })
          .onConflict((conflict) => conflict.columns(['proposal_id', 'days_before']).doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
        const about = { id: draft.id, grantId: draft.grant_id, title: draft.title, ngoId: draft.ngo_id };
        await deadlineReminderEvent(trx, { donorId: draft.donor_id, name: draft.donor_name }, about, reminder.operation);
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}

/** Checks once when the app is ready and then hourly (a deadline is a day, an hour late is on time). */
export function scheduleDeadlineReminders(app: FastifyInstance): void {
  scheduleHourly(app, 'scheduleDeadlineReminders', (db) => remindDeadlines(db), 'deadline reminders failed');
}
