import type { Kysely } from 'kysely';
import {
  INDICATOR_AHEAD_PERCENT,
  INDICATOR_ON_TRACK_PERCENT,
  type IndicatorAggregation,
  type IndicatorDetails,
  type IndicatorMonth,
  type IndicatorStatus,
  type IndicatorTracking,
  type ProjectIndicator,
} from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import type { Database } from '../../db/schema';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { loadProject } from '../projects/service';
import { percentOf, requireMonthInPeriod, trackingPeriod } from './tracking-period';

/** The results framework: each indicator with its monthly targets and actuals, and its achievement to date. */

type Db = Kysely<Database>;

export type IndicatorRow = {
  id: number;
  code: string;
  title: string;
  unit: string;
  output_title: string;
  baseline: number;
  target: number;
  aggregation: IndicatorAggregation;
};

export async function indicatorsOfProject(db: Db, projectId: number): Promise<{ indicators: IndicatorRow[]; months: Map<number, IndicatorMonth[]> }> {
  const [indicators, tracked] = await Promise.all([
    db
      .selectFrom('project_indicators')
      .select(['id', 'code', 'title', 'unit', 'output_title', 'baseline', 'target', 'aggregation'])
      .where('project_id', '=', projectId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('indicator_tracking')
      .innerJoin('project_indicators', 'project_indicators.id', 'indicator_tracking.indicator_id')
      .select([
        'indicator_tracking.indicator_id',
        'indicator_tracking.month',
        'indicator_tracking.target',
        'indicator_tracking.actual',
        'indicator_tracking.note',
      ])
      .where('project_indicators.project_id', '=', projectId)
      .orderBy('indicator_tracking.month')
      .execute(),
  ]);
  const months = new Map<number, IndicatorMonth[]>();
  for (const row of tracked) {
    const series = months.get(row.indicator_id) ?? [];
    series.push({ month: row.month, target: Number(row.target), actual: row.actual === null ? null : Number(row.actual), note: row.note });
    months.set(row.indicator_id, series);
  }
  return {
    indicators: indicators.map((row) => ({
      ...row,
      baseline: Number(row.baseline),
      target: Number(row.target),
      aggregation: row.aggregation === 'latest' ? 'latest' : 'sum',
    })),
    months,
  };
}

function statusOf(actual: number | null, planPercent: number | null): IndicatorStatus {
  if (actual === null) return 'not_started';
  if (planPercent === null || (planPercent >= INDICATOR_ON_TRACK_PERCENT && planPercent < INDICATOR_AHEAD_PERCENT)) return 'on_track';
  return planPercent < INDICATOR_ON_TRACK_PERCENT ? 'behind' : 'ahead';
}

/** Rounds what the sums of fractional monthly figures leave behind. */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The indicator's figures counted up to `month` (its months after it are ignored). A sum adds the months up; a
 * level takes the latest month's, and is measured from the baseline (so a falling target works the same way).
 */
export function indicatorAsOf(indicator: IndicatorRow, series: readonly IndicatorMonth[], month: string | null): ProjectIndicator {
  const upTo = month === null ? [] : series.filter((entry) => entry.month <= month);
  const reported = upTo.filter((entry): entry is IndicatorMonth & { actual: number } => entry.actual !== null);
  let targetToDate: number | null = null;
  let actualToDate: number | null = null;
  let achievement: number | null = null;
  let plan: number | null = null;
  // The plan is compared over the months reported so far: a month not reported yet is not a month behind.
  const lastReported = reported.at(-1);
  const plannedByThen = upTo.filter((entry) => lastReported !== undefined && entry.month <= lastReported.month);
  if (indicator.aggregation === 'sum') {
    targetToDate = upTo.length ? tidy(upTo.reduce((sum, entry) => sum + entry.target, 0)) : null;
    actualToDate = reported.length ? tidy(reported.reduce((sum, entry) => sum + entry.actual, 0)) : null;
    if (actualToDate !== null) {
      achievement = percentOf(actualToDate, indicator.target);
      plan = percentOf(
        actualToDate,
        plannedByThen.reduce((sum, entry) => sum + entry.target, 0),
      );
    }
  } else {
    targetToDate = upTo.at(-1)?.target ?? null;
    actualToDate = lastReported?.actual ?? null;
    if (lastReported) {
      achievement = percentOf(lastReported.actual - indicator.baseline, indicator.target - indicator.baseline);
      plan = percentOf(lastReported.actual - indicator.baseline, lastReported.target - indicator.baseline);
    }
  }
  return {
    ...indicator,
    target_to_date: targetToDate,
    actual_to_date: actualToDate,
    achievement_percent: achievement,
    plan_percent: plan,
    status: statusOf(actualToDate, plan),
    last_month: lastReported?.month ?? null,
  };
}

/** Every indicator with its series over the tracked months, counted up to the last tracked month. */
export async function projectIndicators(db: Db, project: Project): Promise<IndicatorTracking> {
  const period = trackingPeriod(project);
  const { indicators, months } = await indicatorsOfProject(db, project.id);
  const reference = period.months.length ? period.lastMonth : null;
  return {
    project_id: project.id,
    months: period.months,
    indicators: indicators.map((indicator) => {
      const series = (months.get(indicator.id) ?? []).filter((entry) => entry.month >= period.firstMonth && entry.month <= period.lastMonth);
      return { ...indicatorAsOf(indicator, months.get(indicator.id) ?? [], reference), series };
    }),
  };
}

export async function indicatorTracking(portal: PortalContext, staff: SignedInStaff, id: number): Promise<IndicatorTracking> {
  return projectIndicators(portal.db, await loadProject(portal.db, staff.donorId, id));
}

export async function indicatorDetails(portal: PortalContext, staff: SignedInStaff, id: number, month: string): Promise<IndicatorDetails> {
  const project = await loadProject(portal.db, staff.donorId, id);
  requireMonthInPeriod(trackingPeriod(project), month);
  const { indicators, months } = await indicatorsOfProject(portal.db, project.id);
  return {
    project_id: project.id,
    month,
    indicators: indicators.map((indicator) => {
      const series = months.get(indicator.id) ?? [];
      const entry = series.find((candidate) => candidate.month === month);
      return {
        ...indicatorAsOf(indicator, series, month),
        month_target: entry?.target ?? null,
        month_actual: entry?.actual ?? null,
        note: entry?.note ?? null,
      };
    }),
  };
}
