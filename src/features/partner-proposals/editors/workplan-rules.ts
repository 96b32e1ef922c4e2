import { isValid, parseISO } from 'date-fns';
import { issue } from '#contract/messages';
import type { LogicalFramework, Workplan } from '#contract/proposals';
import type { SectionIssues } from './section-issues';

export type WorkplanRow = Workplan[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  return DAY.test(value) && isValid(parseISO(value));
}

/**
 * The work plan's rows: one per activity of the logical framework, in the framework's order, each keyed by the
 * activity's id. What was planned for an activity is kept; its title and output always come from the framework.
 * A planned activity the framework no longer has is returned apart (it is not saved again).
 */
export function workplanRows(framework: LogicalFramework | null, plan: Workplan): { rows: WorkplanRow[]; removed: WorkplanRow[] } {
  const planned = new Map(plan.map((row) => [row.id, row]));
  const rows: WorkplanRow[] = [];
  (framework?.outcomes ?? []).forEach((outcome, outcomeIndex) =>
    outcome.outputs.forEach((output, outputIndex) =>
      output.activities.forEach((activity, activityIndex) => {
        const existing = planned.get(activity.id);
        rows.push({
          id: activity.id,
          code: existing?.code || `${outcomeIndex + 1}.${outputIndex + 1}.${activityIndex + 1}`,
          title: activity.title,
          output: output.title,
          start_date: existing?.start_date ?? '',
          end_date: existing?.end_date ?? '',
          responsible: existing?.responsible ?? '',
        });
      }),
    ),
  );
  const kept = new Set(rows.map((row) => row.id));
  return { rows, removed: plan.filter((row) => !kept.has(row.id)) };
}

/** An activity without dates is not planned yet: it is left out of the saved plan. */
export function isScheduled(row: Pick<WorkplanRow, 'start_date' | 'end_date'>): boolean {
  return row.start_date.trim() !== '' || row.end_date.trim() !== '';
}

/** The plan as it is saved: the scheduled activities only. */
export function plannedActivities(rows: readonly WorkplanRow[]): Workplan {
  return rows.filter(isScheduled).map((row) => ({ ...row, start_date: row.start_date.trim(), end_date: row.end_date.trim() }));
}

/** A scheduled activity needs both dates, as YYYY-MM-DD, and cannot end before it starts. */
export function workplanIssues(rows: readonly WorkplanRow[]): SectionIssues {
  const found = new Map<string, string>();
  rows.forEach((row, index) => {
    if (!isScheduled(row)) return;
    for (const field of ['start_date', 'end_date'] as const) {
      const value = row[field].trim();
      if (value === '') found.set(`${index}.${field}`, issue('required', { field }));
      else if (!isDay(value)) found.set(`${index}.${field}`, issue('invalid', { field }));
    }
    if (!found.has(`${index}.start_date`) && !found.has(`${index}.end_date`) && row.end_date.trim() < row.start_date.trim()) {
      found.set(`${index}.end_date`, issue('notBefore', { field: 'end_date', other: 'start_date' }));
    }
  });
  return found;
}
