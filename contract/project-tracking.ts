import { z } from 'zod';
import { AGREEMENT_MAX_BYTES, AGREEMENT_MIME_TYPES, COMMENT_MAX_LENGTH, TEXT_MAX_LENGTH } from './constants';
import { RequestStatus, RISK_CATEGORIES, TransferStatus, type ProposalStatus } from './enums';
import { issue, type FieldKey } from './messages';
import { MONTH_PATTERN } from './months';
import { projectSchema } from './projects';
import { agreementFileProblem, expenditureBatchSchema, installmentsInputSchema, riskLevel, riskSchema, riskStatsSchema } from './proposals';
import { optionalText, requiredText, whenComparable } from './validation';

/*
 * Following a project up (spec sections 2 and 7, DonorProject by project): indicators against their targets month
 * by month, the work plan (planned against actual), spending by budget line and installment, progress reports, the
 * installments and their log, the risk register, an overview and a printable report. Every path is under
 * `/DonorProject/{id}/…` (contract/api-paths.ts apiPaths.projects).
 *
 * Reads are open to every staff member of the funder; writes need manage_grants and the caller among the users in
 * charge of the project's proposal or of its grant (403 notInCharge). Another funder's project answers 404.
 *
 * Months are 'YYYY-MM'; dates are 'YYYY-MM-DD'. Money is in the project's currency (`cur_symbol` of the project),
 * never converted. Percents are 0–100 with one decimal, or null when there is nothing to divide by.
 */

/* ---------------------------------------------------------------- months */

export { MONTH_PATTERN, addMonths, monthOf, monthsBetween } from './months';

/** A month query parameter ('YYYY-MM'). */
export function monthParam(field: FieldKey) {
  return z
    .string({ error: issue('required', { field }) })
    .trim()
    .regex(MONTH_PATTERN, { error: issue('invalid', { field }) });
}

/** A calendar date field ('YYYY-MM-DD'). */
export function isoDateField(field: FieldKey) {
  return z
    .string({ error: issue('required', { field }) })
    .trim()
    .min(1, { error: issue('required', { field }), abort: true })
    .pipe(z.iso.date({ error: issue('invalid', { field }) }));
}

/** GET …/indicatorTracking/details and …/WorkPlanTracking/details: a month of the project period, up to this month. */
export const trackingMonthQuerySchema = z.object({ month: monthParam('month') });

/* The project sub-pages and their numbering live in project-pages.ts, which the light notification code imports. */
export { PROJECT_PAGES, ProjectPage, projectPageSlug, type ProjectPageSlug } from './project-pages';

/* ---------------------------------------------------------------- indicators */

/**
 * How an indicator's monthly figures add up. `sum`: counts (people trained, latrines built): each month reports
 * what was achieved that month and the achievement is the running total. `latest`: levels (percentages, hours of
 * supply, providers listed): each month reports the level measured then and the achievement is the latest level,
 * measured from the baseline towards the target (which may be below the baseline: fewer incidents, less coping).
 */
export const INDICATOR_AGGREGATIONS = ['sum', 'latest'] as const;
export type IndicatorAggregation = (typeof INDICATOR_AGGREGATIONS)[number];

/** Against the plan (plan_percent): below 90% is behind, from 110% ahead; no figure yet is not started. */
export const INDICATOR_STATUSES = ['not_started', 'behind', 'on_track', 'ahead'] as const;
export type IndicatorStatus = (typeof INDICATOR_STATUSES)[number];
export const INDICATOR_ON_TRACK_PERCENT = 90;
export const INDICATOR_AHEAD_PERCENT = 110;

const percent = z.number().nullable();

export const projectIndicatorSchema = z.object({
  id: z.number().int(),
  /** e.g. I1.2.1: outcome, output, indicator. */
  code: z.string(),
  title: z.string(),
  unit: z.string(),
  output_title: z.string(),
  baseline: z.number(),
  /** End-of-project target: a total for `sum`, a level for `latest`. */
  target: z.number(),
  aggregation: z.enum(INDICATOR_AGGREGATIONS),
  /** Planned by the reference month (this month, or the month asked): a running total or the planned level. */
  target_to_date: z.number().nullable(),
  /** Achieved by the reference month: the running total, or the latest level measured; null before any figure. */
  actual_to_date: z.number().nullable(),
  /** actual_to_date against the end-of-project target (from the baseline for `latest`). */
  achievement_percent: percent,
  /**
   * Achievement against the plan over the months reported so far (a month not reported yet is not counted as
   * behind): the running total against the targets of those months, or the latest level against that month's
   * planned level, both from the baseline for `latest`.
   */
  plan_percent: percent,
  status: z.enum(INDICATOR_STATUSES),
  /** The last month with a reported actual, if any. */
  last_month: z.string().nullable(),
});
export type ProjectIndicator = z.infer<typeof projectIndicatorSchema>;

export const indicatorMonthSchema = z.object({
  month: z.string(),
  /** The month's planned increment (`sum`) or planned level (`latest`). */
  target: z.number(),
  /** Null when the organisation has not reported the month yet. */
  actual: z.number().nullable(),
  note: z.string().nullable(),
});
export type IndicatorMonth = z.infer<typeof indicatorMonthSchema>;

/** GET …/indicatorTracking: every indicator with its monthly series over the tracked months. */
export const indicatorTrackingSchema = z.object({
  project_id: z.number().int(),
  /** The tracked months: from the project's first month to its last, or to this month while it runs. */
  months: z.array(z.string()),
  indicators: z.array(projectIndicatorSchema.extend({ series: z.array(indicatorMonthSchema) })),
});
export type IndicatorTracking = z.infer<typeof indicatorTrackingSchema>;

/** GET …/indicatorTracking/details?month=: each indicator in one month, its figures to date counted up to it. */
export const indicatorDetailsSchema = z.object({
  project_id: z.number().int(),
  month: z.string(),
  indicators: z.array(
    projectIndicatorSchema.extend({
      month_target: z.number().nullable(),
      month_actual: z.number().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type IndicatorDetails = z.infer<typeof indicatorDetailsSchema>;

/* ---------------------------------------------------------------- work plan */

export const ACTIVITY_STATUSES = ['not_started', 'in_progress', 'completed', 'on_hold', 'cancelled'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
/** An open activity more than this many points behind the share of its planned period already elapsed is delayed. */
export const ACTIVITY_DELAY_TOLERANCE_PERCENT = 15;

export const projectActivitySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  output_title: z.string(),
  planned_start: z.string(),
  planned_end: z.string(),
  actual_start: z.string().nullable(),
  actual_end: z.string().nullable(),
  /** 0 to 100, as the organisation reported it. */
  progress: z.number(),
  status: z.enum(ACTIVITY_STATUSES),
  note: z.string().nullable(),
  /** The share of the planned period elapsed on `as_of`, 0 to 100: where progress should be. */
  expected_progress: z.number(),
  /** Days the start slipped (actual − planned; so far, when it has not started and should have); null when not due. */
  start_slip_days: z.number().int().nullable(),
  /** Days the end slipped (actual − planned; so far, when overdue); null while not due. Negative: early. */
  end_slip_days: z.number().int().nullable(),
  /** Open (not completed or cancelled) and either overdue or too far behind expected_progress. */
  delayed: z.boolean(),
});
export type ProjectActivity = z.infer<typeof projectActivitySchema>;

export const workplanSummarySchema = z.object({
  total: z.number().int(),
  by_status: z.array(z.object({ status: z.enum(ACTIVITY_STATUSES), count: z.number().int() })),
  delayed: z.number().int(),
  /** Mean progress of the activities that are not cancelled. */
  average_progress: z.number(),
  /** Mean expected_progress of the same activities. */
  expected_progress: z.number(),
});
export type WorkplanSummary = z.infer<typeof workplanSummarySchema>;

/** GET …/WorkPlanTracking */
export const workplanTrackingSchema = z.object({
  project_id: z.number().int(),
  months: z.array(z.string()),
  /** The day slips and expected progress are measured on: today, or the project's end once it is over. */
  as_of: z.string(),
  summary: workplanSummarySchema,
  activities: z.array(projectActivitySchema),
});
export type WorkplanTracking = z.infer<typeof workplanTrackingSchema>;

/** GET …/WorkPlanTracking/details?month=: the activities planned in, or carried out during, that month. */
export const workplanDetailsSchema = z.object({
  project_id: z.number().int(),
  month: z.string(),
  as_of: z.string(),
  activities: z.array(projectActivitySchema.extend({ planned_in_month: z.boolean(), active_in_month: z.boolean() })),
});
export type WorkplanDetails = z.infer<typeof workplanDetailsSchema>;

/* ---------------------------------------------------------------- spending */

export const projectCurrencySchema = z.object({ id: z.number().int(), symbol: z.string(), name: z.string() });

export const budgetLineSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  description: z.string(),
  planned: z.number(),
  spent: z.number(),
  /** planned − spent; negative when overspent. */
  remaining: z.number(),
  /** spent / planned. */
  burn_percent: percent,
  last_month: z.string().nullable(),
});
export type BudgetLine = z.infer<typeof budgetLineSchema>;

export const monthSpendingSchema = z.object({ month: z.string(), spent: z.number(), cumulative: z.number() });

/** What was spent out of each installment (spending is drawn from transferred installments). */
export const installmentSpendingSchema = z.object({
  batch_id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  amount: z.number(),
  /** null: not requested yet (contract/installment-moves.ts). */
  request_status: z.number().int().nullable(),
  transfer_status: z.number().int(),
  transferred_at: z.string().nullable(),
  spent: z.number(),
  remaining: z.number(),
  burn_percent: percent,
});
export type InstallmentSpending = z.infer<typeof installmentSpendingSchema>;

export const spendingTotalsSchema = z.object({
  /** The agreed budget (the proposal's total). */
  budget: z.number(),
  /** The budget lines' planned amounts together (equals the budget when the lines cover it). */
  planned: z.number(),
  /** Installments transferred so far. */
  transferred: z.number(),
  spent: z.number(),
  /** budget − spent */
  remaining: z.number(),
  /** spent / budget */
  burn_percent: percent,
  /** spent / transferred: how much of the money received is used. */
  transferred_burn_percent: percent,
});
export type SpendingTotals = z.infer<typeof spendingTotalsSchema>;

/** GET …/SpendingTracking */
export const spendingTrackingSchema = z.object({
  project_id: z.number().int(),
  currency: projectCurrencySchema,
  totals: spendingTotalsSchema,
  lines: z.array(budgetLineSchema),
  installments: z.array(installmentSpendingSchema),
  /** Every tracked month, zeros included. */
  months: z.array(monthSpendingSchema),
});
export type SpendingTracking = z.infer<typeof spendingTrackingSchema>;

export const spendingEntrySchema = z.object({
  id: z.number().int(),
  month: z.string(),
  amount: z.number(),
  /** The installment the money was paid from. */
  batch_id: z.number().int().nullable(),
  batch_title: z.string().nullable(),
  note: z.string().nullable(),
});
export type SpendingEntry = z.infer<typeof spendingEntrySchema>;

/** GET …/SpendingTracking/{lineId}: one budget line month by month. */
export const budgetLineDetailsSchema = z.object({
  project_id: z.number().int(),
  currency: projectCurrencySchema,
  line: budgetLineSchema,
  months: z.array(monthSpendingSchema),
  /** Oldest first. */
  entries: z.array(spendingEntrySchema),
});
export type BudgetLineDetails = z.infer<typeof budgetLineDetailsSchema>;

/* ---------------------------------------------------------------- progress reports */

export const PROGRESS_REPORT_KINDS = ['narrative', 'financial'] as const;
export type ProgressReportKind = (typeof PROGRESS_REPORT_KINDS)[number];

/**
 * A report file follows the agreement's rule (PDF, DOCX, or a PNG/JPEG scan, at most 10 MB), so the same
 * documentType and documentSize messages apply; a spreadsheet is sent as its PDF export.
 */
export const PROGRESS_REPORT_MIME_TYPES = AGREEMENT_MIME_TYPES;
export const PROGRESS_REPORT_MAX_BYTES = AGREEMENT_MAX_BYTES;
export const progressReportFileProblem = agreementFileProblem;

/**
 * POST …/ProgressReport is multipart: the file and these text fields. The organisation's upload (PartnerProject) may
 * also name, in `replaces`, a report of its own that the funder returned: the new one is its correction.
 */
export const PROGRESS_REPORT_FIELDS = {
  file: 'file',
  title: 'title',
  kind: 'kind',
  periodStart: 'period_start',
  periodEnd: 'period_end',
  replaces: 'replaces',
} as const;

/**
 * Where a progress report stands (issue 14 item 5, docs/decisions/206-project-workspace.md). One the organisation
 * uploads is `submitted` until staff in charge accept it or return it with a comment; the organisation answers a
 * returned one by uploading a corrected one (which `replaces` it; the returned one then shows `replaced_by`). One
 * uploaded by staff is `accepted` from the start.
 */
export const PROGRESS_REPORT_STATUSES = ['submitted', 'accepted', 'returned'] as const;
export type ProgressReportStatus = (typeof PROGRESS_REPORT_STATUSES)[number];

/** What staff decide on a submitted report: PUT DonorProject/{id}/ProgressReport/{reportId}/Review. */
export const PROGRESS_REPORT_DECISIONS = ['accepted', 'returned'] as const satisfies readonly ProgressReportStatus[];
export type ProgressReportDecision = (typeof PROGRESS_REPORT_DECISIONS)[number];

/** A staff member, or (ngo_user) a user of the organisation. */
export const trackingPersonSchema = z.object({ id: z.number().int().nullable(), name: z.string(), ngo_user: z.boolean() });
export type TrackingPerson = z.infer<typeof trackingPersonSchema>;

export const progressReportSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  title: z.string(),
  kind: z.enum(PROGRESS_REPORT_KINDS),
  period_start: z.string(),
  period_end: z.string(),
  /** The name it was uploaded under. */
  file_name: z.string(),
  url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  /** A staff member, or a user of the organisation (ngo_user; id null for reports older than issue 14: its name). */
  uploaded_by: trackingPersonSchema,
  created_at: z.string(),
  status: z.enum(PROGRESS_REPORT_STATUSES),
  /** The comment staff returned it with (or accepted it with, if any). */
  review_comment: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: trackingPersonSchema.nullable(),
  /** The returned report this one corrects. */
  replaces_id: z.number().int().nullable(),
  /** The correction uploaded for this returned report. */
  replaced_by_id: z.number().int().nullable(),
});
export type ProgressReport = z.infer<typeof progressReportSchema>;

/**
 * The text fields of POST …/ProgressReport. The server also refuses a period outside the project's (400: min on
 * period_start, max on period_end, naming the project's dates).
 */
export const progressReportInputSchema = z
  .object({
    title: requiredText('title'),
    kind: z.enum(PROGRESS_REPORT_KINDS, { error: issue('invalid', { field: 'kind' }) }),
    period_start: isoDateField('period_start'),
    period_end: isoDateField('period_end'),
  })
  .refine((input) => input.period_end >= input.period_start, {
    path: ['period_end'],
    error: issue('notBefore', { field: 'period_end', other: 'period_start' }),
    when: whenComparable('period_start', 'period_end'),
  });
export type ProgressReportInput = z.input<typeof progressReportInputSchema>;

/** The `replaces` field of the organisation's upload: the id of its returned report that the new one corrects. */
export const progressReportReplacesSchema = z.coerce
  .number({ error: issue('invalid', { field: 'replaces' }) })
  .int({ error: issue('invalid', { field: 'replaces' }) })
  .positive({ error: issue('invalid', { field: 'replaces' }) });

/**
 * PUT DonorProject/{id}/ProgressReport/{reportId}/Review: accept a submitted report (comment optional) or return it
 * (comment required). A report not `submitted` answers 409 wrongStatus.
 */
export const progressReportReviewInputSchema = z
  .object({
    status: z.enum(PROGRESS_REPORT_DECISIONS, { error: issue('invalid', { field: 'status' }) }),
    comment: optionalText('comment', COMMENT_MAX_LENGTH),
  })
  .refine((input) => input.status !== 'returned' || input.comment !== null, {
    path: ['comment'],
    error: issue('required', { field: 'comment' }),
  });
export type ProgressReportReviewInput = z.input<typeof progressReportReviewInputSchema>;

/** DELETE …/ProgressReport/{reportId} */
export const deletedSchema = z.object({ id: z.number().int() });

/* ---------------------------------------------------------------- installments (expenditure batches) */

/**
 * Who changed an installment's statuses: a staff member, or (ngo_user) a user of the organisation, by name; user_id is
 * null only for the organisation's changes logged before issue 14 (named by the organisation's name then).
 */
export const batchActorSchema = z.object({ user_id: z.number().int().nullable(), name: z.string(), ngo_user: z.boolean() });

/** A file the organisation attached to its request for an installment. */
export const installmentFileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  /** The private address (src/ui/stored-file-link.tsx). */
  url: z.string(),
  created_at: z.string(),
});
export type InstallmentFile = z.infer<typeof installmentFileSchema>;

/** Not given by the spec: a request's justification is carried by at most 5 files, each under the agreement's rule. */
export const INSTALLMENT_REQUEST_MAX_FILES = 5;
export const INSTALLMENT_FILE_MIME_TYPES = AGREEMENT_MIME_TYPES;
export const INSTALLMENT_FILE_MAX_BYTES = AGREEMENT_MAX_BYTES;
/** The length of a transfer's reference (a bank's transaction or SWIFT reference). */
export const TRANSFER_REFERENCE_MAX_LENGTH = 100;

/** The request behind an installment: when it was made, by the organisation or by staff on its behalf. */
export const batchRequestSchema = z.object({ at: z.string(), actor: batchActorSchema, on_behalf: z.boolean() });
export type BatchRequest = z.infer<typeof batchRequestSchema>;

/** An installment of a project, with when it was transferred and whether it is locked (approved or transferred). */
export const projectBatchSchema = expenditureBatchSchema.extend({
  /** The first request logged for it; null while not requested (or for a request older than the log). */
  requested: batchRequestSchema.nullable(),
  transferred_at: z.string().nullable(),
  /** Locked installments keep their percent and cannot be removed (installmentLocked). */
  locked: z.boolean(),
  /** Why the organisation asks for it now, and the files it attached (null and none while not requested through the portal). */
  justification: z.string().nullable(),
  files: z.array(installmentFileSchema),
  /** The day staff say the money left ('YYYY-MM-DD') and the bank's reference, once transferred. */
  transfer_date: z.string().nullable(),
  transfer_reference: z.string().nullable(),
  /** When the organisation confirmed the money arrived (request status Received). */
  received_at: z.string().nullable(),
});
export type ProjectBatch = z.infer<typeof projectBatchSchema>;

/**
 * GET and POST …/ExpenditureBatch answer the same shape, so the PWA keeps one cache entry. `version` is the
 * project's: send it as If-Match with the next change.
 */
export const projectInstallmentsSchema = z.object({
  project_id: z.number().int(),
  version: z.number().int(),
  total_budget: z.number(),
  /** Sum of the transferred installments' percents and amounts. */
  transferred_percent: z.number(),
  transferred_amount: z.number(),
  batches: z.array(projectBatchSchema),
});
export type ProjectInstallments = z.infer<typeof projectInstallmentsSchema>;

/**
 * Installments are planned, decided and transferred while the project runs (accepted, then ongoing); a closed
 * project's are history (409 wrongStatus). The server checks it on every installment change; the PWA hides the
 * controls by the same rule.
 */
export function isProjectRunning(status: ProposalStatus): boolean {
  return status === 'ongoing' || status === 'accepted';
}

/** POST …/ExpenditureBatch: the whole list, as the proposal's installments form sends it (spec sections 5 and 9). */
export const projectBatchesInputSchema = installmentsInputSchema;

function statusField(field: 'request_status' | 'transfer_status', values: readonly number[]) {
  return z
    .number({ error: issue('invalid', { field }) })
    .int({ error: issue('invalid', { field }) })
    .refine((value) => values.includes(value), { error: issue('invalid', { field }) });
}

/**
 * PUT …/ExpenditureBatch/{batchId}/Status: recording the organisation's request, a decision on it, a transfer, or a
 * decision and the transfer at once (approve and transfer), with an optional note for the log. The moves allowed are
 * contract/installment-moves.ts BATCH_MOVE_RULES: 409 installmentNotRequested for a decision or a transfer before any
 * request, 409 wrongStatus for another move the rules refuse.
 */
export const batchStatusInputSchema = z
  .object({
    request_status: statusField('request_status', Object.values(RequestStatus)).optional(),
    transfer_status: statusField('transfer_status', Object.values(TransferStatus)).optional(),
    note: optionalText('note', TEXT_MAX_LENGTH),
    /** With a transfer: the day the money left (default: the day it is recorded; not in the future) and its reference. */
    transfer_date: isoDateField('transfer_date').nullish(),
    transfer_reference: optionalText('transfer_reference', TRANSFER_REFERENCE_MAX_LENGTH),
  })
  .refine((input) => input.request_status !== undefined || input.transfer_status !== undefined, {
    path: ['request_status'],
    error: issue('required', { field: 'request_status' }),
  });
export type BatchStatusInput = z.input<typeof batchStatusInputSchema>;

/** One change of an installment's statuses: by a staff member, or by the organisation (ngo_user, its name). */
export const batchLogSchema = z.object({
  id: z.number().int(),
  batch_id: z.number().int(),
  batch_title: z.string(),
  /** The statuses after the change. */
  request_status: z.number().int(),
  transfer_status: z.number().int(),
  note: z.string().nullable(),
  actor: batchActorSchema,
  /** A staff member recorded this on the organisation's behalf (its request for the installment). */
  on_behalf: z.boolean(),
  created_at: z.string(),
});
export type BatchLog = z.infer<typeof batchLogSchema>;

/* ---------------------------------------------------------------- risks */

export const PROJECT_RISK_STATUSES = ['open', 'closed'] as const;
export type ProjectRiskStatus = (typeof PROJECT_RISK_STATUSES)[number];

/** The project's own risk register: the proposal's risk analysis carried into implementation and reviewed. */
export const projectRiskSchema = riskSchema.extend({
  status: z.enum(PROJECT_RISK_STATUSES),
  /** The next review, or the last one for a closed risk. */
  review_date: z.string().nullable(),
  /** Send it as If-Match with the organisation's review (PUT PartnerProject/{id}/Risk/{riskId}). */
  version: z.number().int(),
  /** The organisation's last review of the risk: when and by whom (null until reviewed in the portal). */
  reviewed_at: z.string().nullable(),
  reviewed_by: trackingPersonSchema.nullable(),
});
export type ProjectRisk = z.infer<typeof projectRiskSchema>;

/** GET …/Risks filters: category, level (RiskLevel 1–5) and status; all optional. */
export const projectRiskQuerySchema = z.object({
  category: z.enum(RISK_CATEGORIES, { error: issue('invalid', { field: 'category' }) }).optional(),
  level: z.coerce
    .number({ error: issue('invalid', { field: 'level' }) })
    .int({ error: issue('invalid', { field: 'level' }) })
    .min(1, { error: issue('min', { field: 'level', min: 1 }) })
    .max(5, { error: issue('max', { field: 'level', max: 5 }) })
    .optional(),
  status: z.enum(PROJECT_RISK_STATUSES, { error: issue('invalid', { field: 'status' }) }).optional(),
});
export type ProjectRiskQuery = z.infer<typeof projectRiskQuerySchema>;

export const RISK_SCALE = [1, 2, 3, 4, 5] as const;

export const riskMatrixCellSchema = z.object({
  likelihood: z.number().int(),
  impact: z.number().int(),
  score: z.number().int(),
  level: z.number().int(),
  count: z.number().int(),
});
export type RiskMatrixCell = z.infer<typeof riskMatrixCellSchema>;

/**
 * The 5×5 matrix of a set of risks: 25 cells, likelihood then impact ascending, zeros included, so the grid keeps
 * its shape whatever the register. Risks not yet assessed (likelihood or impact 0) are on no cell. The server answers
 * it for the register it selects; the PWA draws it for the risks its own filters select.
 */
export function riskMatrix(risks: readonly { likelihood: number; impact: number }[]): RiskMatrixCell[] {
  return RISK_SCALE.flatMap((likelihood) =>
    RISK_SCALE.map((impact) => ({
      likelihood,
      impact,
      score: likelihood * impact,
      level: riskLevel(likelihood, impact),
      count: risks.filter((risk) => risk.likelihood === likelihood && risk.impact === impact).length,
    })),
  );
}

/**
 * GET …/Risks: the register the filters select, its counts, and the 5×5 matrix of those risks (25 cells,
 * likelihood 1–5 × impact 1–5, zeros included; risks not yet assessed are counted in `unassessed` instead).
 */
export const projectRisksSchema = z.object({
  project_id: z.number().int(),
  risks: z.array(projectRiskSchema),
  stats: riskStatsSchema,
  open: z.number().int(),
  unassessed: z.number().int(),
  matrix: z.array(riskMatrixCellSchema),
});
export type ProjectRisks = z.infer<typeof projectRisksSchema>;

/* ---------------------------------------------------------------- overview and report */

/** GET …/Overview: the project at a glance. */
export const projectOverviewSchema = z.object({
  project_id: z.number().int(),
  version: z.number().int(),
  /** Who may change the project (spec section 6): the proposal's users in charge and the grant's. */
  usersInCharge: z.array(z.number().int()),
  grantUsers: z.array(z.number().int()),
  as_of: z.string(),
  months_total: z.number().int(),
  months_elapsed: z.number().int(),
  /** Share of the project period elapsed on as_of. */
  time_elapsed_percent: z.number(),
  /** Share of the installments transferred (the project's progress). */
  progress: z.number(),
  currency: projectCurrencySchema,
  budget: spendingTotalsSchema,
  installments: z.object({
    count: z.number().int(),
    transferred_count: z.number().int(),
    transferred_amount: z.number(),
    /** The first installment not yet transferred nor rejected, if any. */
    next: projectBatchSchema.nullable(),
  }),
  /** Up to OVERVIEW_KEY_INDICATORS indicators, furthest behind plan first. */
  key_indicators: z.array(projectIndicatorSchema),
  indicators: z.object({ total: z.number().int(), by_status: z.array(z.object({ status: z.enum(INDICATOR_STATUSES), count: z.number().int() })) }),
  workplan: workplanSummarySchema,
  risks: z.object({ open: z.number().int(), open_high_or_extreme: z.number().int(), materialized: z.number().int() }),
  latest_report: progressReportSchema.nullable(),
});
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;
export const OVERVIEW_KEY_INDICATORS = 4;

export const budgetCategorySchema = z.object({
  category: z.string(),
  planned: z.number(),
  spent: z.number(),
  remaining: z.number(),
  burn_percent: percent,
});

/**
 * GET …/Report and …/Report/export: `from` and `to` ('YYYY-MM', both included, both or neither) add the figures of
 * that period (the report to the funder's board, docs/decisions/134-project-follow-up-pages.md). Both must fall in
 * the project period (400 min / max on `from` or `to`, as for the month details).
 */
export const reportPeriodQuerySchema = z
  .object({ from: monthParam('from').optional(), to: monthParam('to').optional() })
  .refine((query) => query.from !== undefined || query.to === undefined, { path: ['from'], error: issue('required', { field: 'from' }) })
  .refine((query) => query.to !== undefined || query.from === undefined, { path: ['to'], error: issue('required', { field: 'to' }) })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], error: issue('notBefore', { field: 'to', other: 'from' }) });
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuerySchema>;

/**
 * The figures of a period: money spent and transferred in it (and to its end), each indicator's plan and report in
 * it (and its figures to date counted up to its last month), the activities planned or carried out in it, and the
 * progress reports that cover part of it. Activities keep their progress and status as last reported.
 */
export const reportPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The period's first and last days. */
  start_date: z.string(),
  end_date: z.string(),
  spending: z.object({
    spent: z.number(),
    spent_before: z.number(),
    spent_to_date: z.number(),
    transferred: z.number(),
    transferred_to_date: z.number(),
    /** spent_to_date / the budget */
    burn_percent: percent,
    by_category: z.array(z.object({ category: z.string(), planned: z.number(), spent: z.number(), spent_to_date: z.number(), burn_percent: percent })),
    /** The period's months; cumulative counts from the project's start. */
    months: z.array(monthSpendingSchema),
  }),
  /** Installments transferred during the period. */
  transfers: z.array(projectBatchSchema),
  indicators: z.array(
    projectIndicatorSchema.extend({
      /** The period's planned increments added up (`sum`), or the level planned for its last month (`latest`). */
      period_target: z.number().nullable(),
      /** What was reported in the period: added up, or the latest level; null when nothing was. */
      period_actual: z.number().nullable(),
    }),
  ),
  activities: z.array(
    projectActivitySchema.extend({ planned_in_period: z.boolean(), active_in_period: z.boolean(), completed_in_period: z.boolean() }),
  ),
  progress_reports: z.array(progressReportSchema),
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** GET …/Report: everything the printable project report shows, in one answer. */
export const projectReportSchema = z.object({
  project: projectSchema,
  generated_at: z.string(),
  as_of: z.string(),
  currency: projectCurrencySchema,
  budget: spendingTotalsSchema.extend({ by_category: z.array(budgetCategorySchema) }),
  installments: z.array(projectBatchSchema),
  indicators: z.array(projectIndicatorSchema),
  workplan: z.object({ summary: workplanSummarySchema, activities: z.array(projectActivitySchema) }),
  open_risks: z.array(projectRiskSchema),
  progress_reports: z.array(progressReportSchema),
  /** The figures of the period asked for (from, to); null without one. */
  period: reportPeriodSchema.nullable(),
});
export type ProjectReport = z.infer<typeof projectReportSchema>;
