import { addDays, formatISO, parseISO } from 'date-fns';
import { monthOf, monthsBetween, type ActivityStatus, type IndicatorAggregation } from '#contract/project-tracking';
import type { Budget, LogicalFramework, Workplan } from '#contract/proposals';

/**
 * What a project starts with when its proposal is accepted, read from the proposal itself: the indicators of its
 * results framework with a monthly plan over the project period, the work plan's activities, the budget lines and
 * the risk register. Pure (no database): the accept action writes it, and the demo seed adds history on top of it.
 */

export type PlannedIndicator = {
  code: string;
  title: string;
  unit: string;
  output_title: string;
  baseline: number;
  target: number;
  aggregation: IndicatorAggregation;
  /** Each month's planned increment (`sum`) or planned level (`latest`). */
  monthlyTargets: { month: string; target: number }[];
};
export type PlannedActivity = {
  code: string;
  title: string;
  output_title: string;
  planned_start: string;
  planned_end: string;
  actual_start: null;
  actual_end: null;
  progress: number;
  status: ActivityStatus;
  note: null;
};
export type PlannedLine = { category: string; description: string; planned: number };
export type ProposalRisk = {
  title: string;
  description: string;
  category: string;
  likelihood: number;
  impact: number;
  response_strategy: string;
  mitigation: string;
  owner: string;
  is_materialized: number;
};
export type PlannedRisk = ProposalRisk & { status: 'open'; review_date: string };

export type ProposalPlanFacts = {
  startDate: string;
  endDate: string;
  totalBudget: number;
  framework: LogicalFramework | null;
  workplan: Workplan;
  budget: Budget | null;
  risks: readonly ProposalRisk[];
};

export type ProjectStartPlan = {
  indicators: PlannedIndicator[];
  activities: PlannedActivity[];
  lines: PlannedLine[];
  risks: PlannedRisk[];
};

/** Days after the start when an accepted project's risks are first reviewed. */
export const FIRST_RISK_REVIEW_DAYS = 30;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Splits a whole number by weights so the parts are whole and add up to it exactly (largest remainders first). */
export function distribute(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const raw = weights.map((weight) => (total * weight) / sum);
  const parts = raw.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = raw.map((value, k) => ({ k, rest: value - Math.floor(value) })).toSorted((a, b) => b.rest - a.rest);
  for (const { k } of order) {
    if (left <= 0) break;
    parts[k] = (parts[k] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** Organisations start slowly: the first months carry less of the plan. */
export function rampWeights(count: number): number[] {
  return Array.from({ length: count }, (_, m) => Math.min(1, (m + 1) / 3));
}

/** Rates, averages and stocks with a baseline are levels; counts from zero add up month by month. */
export function aggregationOf(indicator: { title: string; unit: string; baseline: number }): IndicatorAggregation {
  return indicator.unit === '%' || indicator.baseline > 0 || /average|rate|متوسط|معدل|نسبة/i.test(indicator.title) ? 'latest' : 'sum';
}

/** The months of the project period, its first to its last. */
export function projectMonths(startDate: string, endDate: string): string[] {
  return monthsBetween(monthOf(startDate), monthOf(endDate));
}

/**
 * A count's target spread over the months (a slow start, whole numbers adding up to the target); a level's target
 * reached in equal steps from the baseline.
 */
export function monthlyTargets(indicator: { target: number; baseline: number }, aggregation: IndicatorAggregation, months: readonly string[]): number[] {
  const count = months.length;
  if (aggregation === 'sum') return distribute(Math.round(indicator.target), rampWeights(count));
  return months.map((_, m) => oneDecimal(indicator.baseline + ((indicator.target - indicator.baseline) * (m + 1)) / count));
}

export function plannedIndicators(framework: LogicalFramework | null, months: readonly string[]): PlannedIndicator[] {
  if (!framework) return [];
  return framework.outcomes.flatMap((outcome, o) =>
    outcome.outputs.flatMap((output, p) =>
      output.indicators.map((indicator, k) => {
        const aggregation = aggregationOf(indicator);
        const targets = monthlyTargets(indicator, aggregation, months);
        return {
          code: `I${o + 1}.${p + 1}.${k + 1}`,
          title: indicator.title,
          unit: indicator.unit,
          output_title: output.title,
          baseline: indicator.baseline,
          target: indicator.target,
          aggregation,
          monthlyTargets: months.map((month, m) => ({ month, target: targets[m] ?? 0 })),
        };
      }),
    ),
  );
}

export function plannedActivities(workplan: Workplan): PlannedActivity[] {
  return workplan.map((activity) => ({
    code: activity.code,
    title: activity.title,
    output_title: activity.output,
    planned_start: activity.start_date,
    planned_end: activity.end_date,
    actual_start: null,
    actual_end: null,
    progress: 0,
    status: 'not_started',
    note: null,
  }));
}

/** The budget's lines; a proposal without a detailed budget gets one line for the whole amount. */
export function plannedLines(budget: Budget | null, totalBudget: number): PlannedLine[] {
  if (!budget?.lines.length) return [{ category: 'Project costs', description: 'All costs', planned: totalBudget }];
  return budget.lines.map((line) => ({ category: line.category, description: line.description, planned: line.total }));
}

export function plannedRisks(risks: readonly ProposalRisk[], startDate: string): PlannedRisk[] {
  const review = formatISO(addDays(parseISO(startDate), FIRST_RISK_REVIEW_DAYS), { representation: 'date' });
  return risks.map((risk) => ({ ...risk, status: 'open', review_date: review }));
}

export function planProjectStart(facts: ProposalPlanFacts): ProjectStartPlan {
  return {
    indicators: plannedIndicators(facts.framework, projectMonths(facts.startDate, facts.endDate)),
    activities: plannedActivities(facts.workplan),
    lines: plannedLines(facts.budget, facts.totalBudget),
    risks: plannedRisks(facts.risks, facts.startDate),
  };
}
