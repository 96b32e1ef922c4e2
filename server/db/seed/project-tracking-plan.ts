import { addDays, addMonths, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { BENEFICIARY_SEXES, BENEFICIARY_TYPES, type BeneficiaryType } from '#contract/dashboard';
import { RequestStatus, TransferStatus } from '#contract/enums';
import { monthOf, monthsBetween, type ActivityStatus, type IndicatorAggregation, type ProgressReportKind } from '#contract/project-tracking';
import type { Budget, LogicalFramework, Workplan } from '#contract/proposals';
import { aggregationOf, distribute, monthlyTargets, rampWeights, type ProposalRisk } from '../../modules/projects/project-plan';
import type { Language } from './proposal-content-shapes';
import { TRACKING_TEXT, type TrackingText } from './project-tracking-texts';

/**
 * What a demo project's follow-up looks like, computed from its proposal (results framework, work plan, budget,
 * beneficiaries, risks) and its installments, without touching the database: indicators reported month by month
 * (some behind, some ahead), activities that slip, spending drawn from the installments as they arrive, quarterly
 * reports, the risk register reviewed, people reached, and the installments' history. Deterministic per project.
 */

/** request_status null: nobody has asked for the installment yet (it has no log). */
export type BatchFacts = { id: number; position: number; amount: number; request_status: number | null; transfer_status: number };
/** A proposal's risk, as the project's register starts from it. */
export type RiskFacts = ProposalRisk;

export type ProjectFacts = {
  index: number;
  /** Wire status of the project: ongoing, finished, unfinished, stopped. */
  status: string;
  decidedAt: string;
  /** When a stopped project was stopped. */
  stoppedAt: string | null;
  startDate: string;
  endDate: string;
  totalBudget: number;
  countryCode: string;
  language: Language;
  framework: LogicalFramework | null;
  workplan: Workplan;
  budget: Budget | null;
  directBeneficiaries: number;
  batches: BatchFacts[];
  risks: RiskFacts[];
  now: Date;
};

export type IndicatorPlan = {
  code: string;
  title: string;
  unit: string;
  output_title: string;
  baseline: number;
  target: number;
  aggregation: IndicatorAggregation;
  months: { month: string; target: number; actual: number | null; note: string | null }[];
};
export type ActivityPlan = {
  code: string;
  title: string;
  output_title: string;
  planned_start: string;
  planned_end: string;
  actual_start: string | null;
  actual_end: string | null;
  progress: number;
  status: ActivityStatus;
  note: string | null;
};
export type LinePlan = {
  category: string;
  description: string;
  planned: number;
  entries: { month: string; amount: number; batch_id: number | null; note: string | null }[];
};
export type ReportPlan = { title: string; kind: ProgressReportKind; period_start: string; period_end: string; created_at: string; byStaff: boolean };
export type RiskPlan = RiskFacts & { status: 'open' | 'closed'; review_date: string };
export type LogPlan = {
  batch_id: number;
  request_status: number;
  transfer_status: number;
  note: string | null;
  byStaff: boolean;
  created_at: string;
};

export type ProjectPlan = {
  indicators: IndicatorPlan[];
  activities: ActivityPlan[];
  lines: LinePlan[];
  reports: ReportPlan[];
  risks: RiskPlan[];
  reached: { month: string; sex: string; type: string; count: number }[];
  logs: LogPlan[];
  transfers: { batch_id: number; transferred_at: string }[];
};

/** A small deterministic generator (mulberry32): the same project gets the same history on every seed. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const isoDay = (date: Date) => formatISO(date, { representation: 'date' });
const day = (iso: string, days: number) => isoDay(addDays(parseISO(iso), days));
const laterOf = (a: string, b: string) => (a > b ? a : b);
const earlierOf = (a: string, b: string) => (a < b ? a : b);
const cents = (value: number) => Math.round(value * 100) / 100;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

type Clock = {
  /** The day the follow-up stops: today, the end of a closed project, the day a stopped one was stopped. */
  asOf: string;
  /** The last month the organisation has reported (the month before this one while the project runs). */
  reportedUntil: string | null;
  months: string[];
  started: boolean;
};

export function clockOf(facts: ProjectFacts): Clock {
  const today = isoDay(facts.now);
  const asOf =
    facts.status === 'stopped' && facts.stoppedAt ? earlierOf(facts.stoppedAt.slice(0, 10), facts.endDate) : earlierOf(today, facts.endDate);
  const started = facts.startDate <= asOf;
  const closed = facts.status !== 'ongoing';
  const lastReported = closed ? monthOf(asOf) : monthOf(isoDay(addMonths(parseISO(today), -1)));
  const firstMonth = monthOf(facts.startDate);
  return {
    asOf,
    reportedUntil: started && lastReported >= firstMonth ? lastReported : null,
    months: monthsBetween(firstMonth, monthOf(facts.endDate)),
    started,
  };
}

const PACES = [0.62, 0.78, 0.92, 1.0, 1.08, 1.22];

function indicatorPlans(facts: ProjectFacts, clock: Clock, text: TrackingText, random: () => number): IndicatorPlan[] {
  if (!facts.framework) return [];
  const plans: IndicatorPlan[] = [];
  for (const [o, outcome] of facts.framework.outcomes.entries()) {
    for (const [p, output] of outcome.outputs.entries()) {
      for (const [k, indicator] of output.indicators.entries()) {
        const aggregation = aggregationOf(indicator);
        const pace = PACES[(facts.index + plans.length) % PACES.length] ?? 1;
        const targets = monthlyTargets(indicator, aggregation, clock.months);
        const months = clock.months.map((month, m) => {
          const target = targets[m] ?? 0;
          if (clock.reportedUntil === null || month > clock.reportedUntil) return { month, target, actual: null, note: null };
          const actual =
            aggregation === 'sum'
              ? indicator.target === 0
                ? Number(random() < 0.08)
                : Math.max(0, Math.round(target * pace * (0.85 + 0.3 * random())))
              : oneDecimal(
                  indicator.baseline + (target - indicator.baseline) * pace + (indicator.target - indicator.baseline) * 0.04 * (random() - 0.5),
                );
          const bounded = indicator.unit === '%' ? Math.min(100, Math.max(0, actual)) : actual;
          const notes = pace < 0.85 ? text.indicatorNotes.behind : pace > 1.1 ? text.indicatorNotes.ahead : [];
          const note = notes.length && random() < 0.3 ? (notes[Math.floor(random() * notes.length)] ?? null) : null;
          return { month, target, actual: bounded, note };
        });
        plans.push({
          code: `I${o + 1}.${p + 1}.${k + 1}`,
          title: indicator.title,
          unit: indicator.unit,
          output_title: output.title,
          baseline: indicator.baseline,
          target: indicator.target,
          aggregation,
          months,
        });
      }
    }
  }
  return plans;
}

const SPEEDS = [0.75, 0.9, 1.0, 1.0, 1.15];
const START_SLIPS = [0, 7, 21, -3, 14, 0];

function activityPlans(facts: ProjectFacts, clock: Clock, text: TrackingText): ActivityPlan[] {
  const plans = facts.workplan.map((activity, k): ActivityPlan => {
    const base = {
      code: activity.code,
      title: activity.title,
      output_title: activity.output,
      planned_start: activity.start_date,
      planned_end: activity.end_date,
    };
    if (!clock.started || activity.start_date > clock.asOf) {
      const status: ActivityStatus = facts.status === 'stopped' || facts.status === 'unfinished' ? 'cancelled' : 'not_started';
      return {
        ...base,
        actual_start: null,
        actual_end: null,
        progress: 0,
        status,
        note: status === 'cancelled' ? (text.activityNotes.cancelled ?? null) : null,
      };
    }
    const slip = START_SLIPS[(facts.index + k) % START_SLIPS.length] ?? 0;
    const speed = facts.status === 'finished' ? 1 : (SPEEDS[(facts.index * 3 + k) % SPEEDS.length] ?? 1);
    const actualStart = earlierOf(laterOf(day(activity.start_date, slip), facts.startDate), clock.asOf);
    const planned = differenceInCalendarDays(parseISO(activity.end_date), parseISO(activity.start_date)) + 1;
    const needed = Math.round(planned / speed);
    const finishedOn = day(actualStart, needed - 1);
    if (facts.status === 'finished' || finishedOn <= clock.asOf) {
      const actualEnd = earlierOf(finishedOn, facts.endDate);
      return {
        ...base,
        actual_start: actualStart,
        actual_end: actualEnd,
        progress: 100,
        status: 'completed',
        note: k % 4 === 0 ? (text.activityNotes.completed ?? null) : null,
      };
    }
    const elapsed = differenceInCalendarDays(parseISO(clock.asOf), parseISO(actualStart)) + 1;
    const progress = Math.min(95, Math.max(5, Math.round((elapsed / needed) * 100)));
    const status: ActivityStatus = facts.status === 'stopped' ? 'on_hold' : 'in_progress';
    const note = status === 'on_hold' ? (text.activityNotes.on_hold ?? null) : slip >= 14 ? (text.activityNotes.delayed ?? null) : null;
    return { ...base, actual_start: actualStart, actual_end: null, progress, status, note };
  });
  // An unfinished project closed with work left: its last open activity was cancelled.
  if (facts.status === 'unfinished') {
    const open = plans.findLast((plan) => plan.status === 'in_progress');
    if (open) Object.assign(open, { status: 'cancelled', note: text.activityNotes.cancelled ?? null });
  }
  return plans;
}

/** Transferred installments, in order, spread over the period: the first at the start, each later one a share on. */
function transferDates(facts: ProjectFacts, clock: Clock): { batch: BatchFacts; on: string }[] {
  const transferred = facts.batches
    .filter((batch) => batch.transfer_status === TransferStatus.Transferred)
    .toSorted((a, b) => a.position - b.position);
  const count = Math.max(1, facts.batches.length);
  const earliest = facts.decidedAt.slice(0, 10);
  let previous = earliest;
  return transferred.map((batch, k) => {
    const planned = day(isoDay(addMonths(parseISO(facts.startDate), Math.round((k * clock.months.length) / count))), 2 + k);
    const on = laterOf(previous, earlierOf(laterOf(planned, earliest), clock.asOf));
    previous = on;
    return { batch, on };
  });
}

const UTILISATION: Record<string, number> = { finished: 0.985, unfinished: 0.93, stopped: 0.88 };

/** Spending by budget line and month, paid from the installments in the order they arrived. */
function linePlans(
  facts: ProjectFacts,
  clock: Clock,
  transfers: { batch: BatchFacts; on: string }[],
  text: TrackingText,
  random: () => number,
): LinePlan[] {
  const lines: LinePlan[] = (
    facts.budget?.lines.length ? facts.budget.lines : [{ category: 'Project costs', description: 'All costs', total: facts.totalBudget }]
  ).map((line) => ({ category: line.category, description: line.description, planned: line.total, entries: [] }));
  if (clock.reportedUntil === null || !transfers.length) return lines;
  const firstTransfer = transfers[0];
  if (!firstTransfer) return lines;
  const months = monthsBetween(monthOf(firstTransfer.on), clock.reportedUntil);
  const received = transfers.reduce((sum, transfer) => sum + transfer.batch.amount, 0);
  const goal = received * (UTILISATION[facts.status] ?? 0.8 + 0.15 * random());
  const balances = transfers.map((transfer) => ({ id: transfer.batch.id, month: monthOf(transfer.on), left: transfer.batch.amount }));
  const totalPlanned = lines.reduce((sum, line) => sum + line.planned, 0) || 1;
  let spentSoFar = 0;
  for (const [m, month] of months.entries()) {
    const available = balances.filter((balance) => balance.month <= month).reduce((sum, balance) => sum + balance.left, 0);
    const last = m === months.length - 1 && facts.status !== 'ongoing';
    const wanted = last ? goal - spentSoFar : (goal / months.length) * (0.75 + 0.5 * random());
    const spend = cents(Math.max(0, Math.min(wanted, available)));
    if (spend <= 0) continue;
    const shares = lines.map((line) => (line.planned / totalPlanned) * (0.7 + 0.6 * random()));
    const shareSum = shares.reduce((sum, share) => sum + share, 0);
    let left = spend;
    for (const [k, line] of lines.entries()) {
      const amount = k === lines.length - 1 ? cents(left) : cents((spend * (shares[k] ?? 0)) / shareSum);
      left = cents(left - amount);
      payFrom(balances, month, amount).forEach((part, _index, parts) =>
        line.entries.push({ month, amount: part.amount, batch_id: part.id, note: parts.length > 1 ? text.spendingNote : null }),
      );
    }
    spentSoFar = cents(spentSoFar + spend);
  }
  return lines;
}

/** Takes an amount from the oldest installment with money left (already arrived), splitting it across two if needed. */
function payFrom(balances: { id: number; month: string; left: number }[], month: string, amount: number): { id: number; amount: number }[] {
  const parts: { id: number; amount: number }[] = [];
  let due = amount;
  for (const balance of balances) {
    if (due <= 0) break;
    if (balance.month > month || balance.left <= 0) continue;
    const taken = cents(Math.min(due, balance.left));
    if (taken <= 0) continue;
    balance.left = cents(balance.left - taken);
    due = cents(due - taken);
    parts.push({ id: balance.id, amount: taken });
  }
  return parts;
}

/** Refugees in the host countries of the Levant; displacement inside the countries in conflict. */
const TYPE_SHARES: Record<string, Record<BeneficiaryType, number>> = {
  host: { host_community: 0.45, refugees: 0.4, internally_displaced: 0.05, returnees: 0.1 },
  conflict: { host_community: 0.35, refugees: 0.05, internally_displaced: 0.45, returnees: 0.15 },
};
const HOST_COUNTRIES = new Set(['JO', 'LB', 'EG']);

function reachedPlan(facts: ProjectFacts, clock: Clock, random: () => number): ProjectPlan['reached'] {
  if (clock.reportedUntil === null) return [];
  const reportedUntil = clock.reportedUntil;
  const months = clock.months.filter((month) => month <= reportedUntil);
  const share = (months.length / Math.max(1, clock.months.length)) * (0.7 + 0.4 * random());
  const perMonth = distribute(Math.round(facts.directBeneficiaries * share), rampWeights(months.length));
  const femaleShare = 0.46 + 0.14 * random();
  const types = TYPE_SHARES[HOST_COUNTRIES.has(facts.countryCode) ? 'host' : 'conflict'] ?? TYPE_SHARES.host;
  return months.flatMap((month, m) => {
    const people = perMonth[m] ?? 0;
    const female = Math.round(people * femaleShare);
    return BENEFICIARY_SEXES.flatMap((sex) => {
      const ofSex = sex === 'female' ? female : people - female;
      const split = distribute(
        ofSex,
        BENEFICIARY_TYPES.map((type) => types?.[type] ?? 0),
      );
      return BENEFICIARY_TYPES.flatMap((type, t) => ((split[t] ?? 0) > 0 ? [{ month, sex, type, count: split[t] ?? 0 }] : []));
    });
  });
}

function stampBefore(now: Date, date: string, hour = 9): string {
  const at = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`);
  return (at < now ? at : now).toISOString();
}

/** Quarterly reports (narrative each quarter, financial every second) up to the last reported month; at most five. */
function reportPlans(facts: ProjectFacts, clock: Clock, text: TrackingText): ReportPlan[] {
  if (!clock.started) return [];
  const quarterly: ReportPlan[] = [];
  const lastDay = clock.reportedUntil === null ? facts.startDate : day(isoDay(addMonths(parseISO(`${clock.reportedUntil}-01`), 1)), -1);
  for (let q = 0; ; q += 1) {
    const from = isoDay(addMonths(parseISO(facts.startDate), q * 3));
    const to = day(isoDay(addMonths(parseISO(facts.startDate), (q + 1) * 3)), -1);
    if (to > lastDay || to > facts.endDate) break;
    const [year = 0, month = 1] = from.split('-').map(Number);
    const quarter = Math.floor((month - 1) / 3) + 1;
    for (const kind of q % 2 === 1 ? (['narrative', 'financial'] as const) : (['narrative'] as const)) {
      quarterly.push({
        title: text.reportTitle(kind, quarter, year),
        kind,
        period_start: from,
        period_end: to,
        created_at: stampBefore(facts.now, day(to, kind === 'financial' ? 21 : 14)),
        byStaff: kind === 'financial' && facts.index % 2 === 0,
      });
    }
  }
  const kept = quarterly.slice(-5);
  if (kept.length >= 2) return kept;
  const inceptionEnd = earlierOf(day(isoDay(addMonths(parseISO(facts.startDate), 1)), -1), facts.endDate);
  const inception: ReportPlan = {
    title: text.reportTitle('inception', 1, 0),
    kind: 'narrative',
    period_start: facts.startDate,
    period_end: inceptionEnd,
    created_at: stampBefore(facts.now, day(facts.startDate, 3)),
    byStaff: false,
  };
  return [inception, ...kept];
}

function riskPlans(facts: ProjectFacts, clock: Clock): RiskPlan[] {
  const count = Math.min(8, facts.risks.length);
  return facts.risks.slice(0, count).map((risk, k) => {
    const closed = clock.started && ((risk.is_materialized === 1 && facts.status === 'finished') || k % 4 === 3);
    // Reviews lower the likelihood of a risk the mitigation is working on.
    const likelihood = clock.started && k % 3 === 1 && risk.likelihood > 1 ? risk.likelihood - 1 : risk.likelihood;
    return {
      ...risk,
      likelihood,
      status: closed ? 'closed' : 'open',
      review_date: closed ? day(clock.asOf, -(20 + 10 * k)) : day(clock.asOf, 30 + 15 * k),
    };
  });
}

/** Each installment's history, ending in the statuses it has now. */
function logPlans(facts: ProjectFacts, clock: Clock, transfers: { batch: BatchFacts; on: string }[], text: TrackingText): LogPlan[] {
  const transferredOn = new Map(transfers.map((transfer) => [transfer.batch.id, transfer.on]));
  const decided = facts.decidedAt.slice(0, 10);
  const stamp = (date: string, hour: number) => stampBefore(facts.now, laterOf(date, decided), hour);
  return facts.batches.flatMap((batch): LogPlan[] => {
    const log = (request_status: number, transfer_status: number, date: string, byStaff: boolean, note: string | null, hour: number): LogPlan => ({
      batch_id: batch.id,
      request_status,
      transfer_status,
      note,
      byStaff,
      created_at: stamp(date, hour),
    });
    const on = transferredOn.get(batch.id);
    if (on !== undefined) {
      return [
        log(RequestStatus.Requested, TransferStatus.Pending, day(on, -20), false, text.batchNotes.requested, 9),
        log(RequestStatus.Approved, TransferStatus.Pending, day(on, -8), true, text.batchNotes.approved, 11),
        log(RequestStatus.Approved, TransferStatus.Transferred, on, true, text.batchNotes.transferred, 13),
        log(RequestStatus.Received, TransferStatus.Transferred, day(on, 3), false, null, 10),
      ];
    }
    // Not asked for yet: no history at all.
    if (batch.request_status === null) return [];
    // Pending installments were asked for recently (the next one) or at the decision (an accepted project's first).
    const asked = earlierOf(laterOf(day(clock.asOf, -18), decided), isoDay(facts.now));
    const requested = log(RequestStatus.Requested, TransferStatus.Pending, asked, false, null, 9);
    const decidedOn = day(asked, 6);
    switch (batch.request_status) {
      case RequestStatus.Approved:
        return [requested, log(RequestStatus.Approved, TransferStatus.Pending, decidedOn, true, text.batchNotes.approved, 12)];
      case RequestStatus.UnderNegotiation:
        return [requested, log(RequestStatus.UnderNegotiation, TransferStatus.Pending, decidedOn, true, text.batchNotes.negotiation, 12)];
      case RequestStatus.Rejected:
        return [requested, log(RequestStatus.Rejected, TransferStatus.Pending, decidedOn, true, text.batchNotes.rejected, 12)];
      default:
        return [requested];
    }
  });
}

export function planProjectTracking(facts: ProjectFacts): ProjectPlan {
  const random = randomOf(facts.index * 7919 + 17);
  const text = TRACKING_TEXT[facts.language];
  const clock = clockOf(facts);
  const transfers = transferDates(facts, clock);
  return {
    indicators: indicatorPlans(facts, clock, text, random),
    activities: activityPlans(facts, clock, text),
    lines: linePlans(facts, clock, transfers, text, random),
    reports: reportPlans(facts, clock, text),
    risks: riskPlans(facts, clock),
    reached: reachedPlan(facts, clock, random),
    logs: logPlans(facts, clock, transfers, text),
    transfers: transfers.map((transfer) => ({ batch_id: transfer.batch.id, transferred_at: stampBefore(facts.now, transfer.on, 13) })),
  };
}
