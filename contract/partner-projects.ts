import { z } from 'zod';
import { TEXT_MAX_LENGTH } from './constants';
import { PROJECT_STATUSES } from './enums';
import { issue } from './messages';
import { monthSummarySchema } from './monthly-reports';
import { pagedResponse, pagingQuery } from './paging';
import {
  ACTIVITY_STATUSES,
  batchLogSchema,
  INDICATOR_AGGREGATIONS,
  isoDateField,
  progressReportSchema,
  PROJECT_RISK_STATUSES,
  projectBatchSchema,
  projectRiskSchema,
} from './project-tracking';
import { optionalText, requiredText } from './validation';

/**
 * The organisation's projects (issue 13 item 1; issue 14 builds the workspace): what its accepted proposals became.
 * Path: contract/partner.ts `partnerPaths.projects`. docs/decisions/200-partner-projects-list.md.
 */

/** What a list of the organisation's projects can be sorted by; created_at by default (is_desc=true: newest first). */
export const PARTNER_PROJECT_SORT_COLUMNS = ['created_at', 'title', 'code', 'start_date'] as const;

/** A project's status as stored and sent (every project status is one word, so the wire and client spellings agree). */
export const partnerProjectStatusSchema = z.enum(PROJECT_STATUSES);

/** One row of GET PartnerProject. */
export const partnerProjectSchema = z.object({
  id: z.number().int(),
  proposal_id: z.number().int(),
  title: z.string(),
  code: z.string(),
  donor_name: z.string(),
  grant_title: z.string(),
  status: partnerProjectStatusSchema,
  /** YYYY-MM-DD. */
  start_date: z.string(),
  end_date: z.string(),
  total_budget: z.number(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  /** The agreed installments and how many of them the funder has transferred. */
  installments: z.object({ total: z.number().int(), transferred: z.number().int() }),
  created_at: z.string(),
});
export type PartnerProject = z.infer<typeof partnerProjectSchema>;

export const partnerProjectListQuerySchema = pagingQuery(PARTNER_PROJECT_SORT_COLUMNS).extend({
  status: z.enum(PROJECT_STATUSES, { error: issue('invalid', { field: 'status' }) }).optional(),
});
export type PartnerProjectListQuery = z.input<typeof partnerProjectListQuerySchema>;
export const partnerProjectPageSchema = pagedResponse(partnerProjectSchema);

/* ---------------------------------------------------------------- the workspace (issue 14 item 1) */

/**
 * GET PartnerProject/{id}: the organisation's project as it runs (docs/decisions/206-project-workspace.md). The plan
 * agreed at acceptance (indicators with their monthly targets and the approved figures with their split by sex,
 * activities with their planned months, budget lines with what approved months spent), the installments with their
 * log, the risk register and the progress reports, and what is due when (the months, the next installment that can
 * be requested, the returned reports to correct). Figures are the approved ones only, like the funder's pages.
 */

/** One month of an indicator's plan: the planned increment (`sum`) or level (`latest`), and what approved months say. */
export const workspaceIndicatorMonthSchema = z.object({
  month: z.string(),
  target: z.number(),
  /** From the approved month's report; null while not approved or not measured. */
  actual: z.number().nullable(),
  female: z.number().int().nullable(),
  male: z.number().int().nullable(),
});
export type WorkspaceIndicatorMonth = z.infer<typeof workspaceIndicatorMonthSchema>;

export const workspaceIndicatorSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  unit: z.string(),
  output_title: z.string(),
  baseline: z.number(),
  target: z.number(),
  aggregation: z.enum(INDICATOR_AGGREGATIONS),
  /** Every month of the project, first to last. */
  months: z.array(workspaceIndicatorMonthSchema),
});
export type WorkspaceIndicator = z.infer<typeof workspaceIndicatorSchema>;

export const workspaceActivitySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  output_title: z.string(),
  planned_start: z.string(),
  planned_end: z.string(),
  /** The months ('YYYY-MM') the activity is planned to run in. */
  planned_months: z.array(z.string()),
  /** As of the last approved month. */
  status: z.enum(ACTIVITY_STATUSES),
  progress: z.number(),
});
export type WorkspaceActivity = z.infer<typeof workspaceActivitySchema>;

export const workspaceBudgetLineSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  description: z.string(),
  planned: z.number(),
  /** Spent so far according to the approved months. */
  spent: z.number(),
});
export type WorkspaceBudgetLine = z.infer<typeof workspaceBudgetLineSchema>;

/** An installment as the organisation follows it: the funder's fields, its log (newest first) and what the caller may do. */
export const workspaceInstallmentSchema = projectBatchSchema.extend({
  log: z.array(batchLogSchema),
  /** The next installment in order, never requested, and the caller is an admin (POST …/InstallmentRequest). */
  can_request: z.boolean(),
  /** Transferred and not yet confirmed, and the caller is an admin (POST …/ExpenditureBatch/{batchId}/Received). */
  can_confirm_receipt: z.boolean(),
});
export type WorkspaceInstallment = z.infer<typeof workspaceInstallmentSchema>;

export const partnerProjectWorkspaceSchema = z.object({
  project: partnerProjectSchema,
  indicators: z.array(workspaceIndicatorSchema),
  activities: z.array(workspaceActivitySchema),
  budget_lines: z.array(workspaceBudgetLineSchema),
  installments: z.array(workspaceInstallmentSchema),
  risks: z.array(projectRiskSchema),
  /** Newest period first. */
  progress_reports: z.array(progressReportSchema),
  /** Every reportable month, newest first (the same list staff see). */
  months: z.array(monthSummarySchema),
  due: z.object({
    /** Months whose report is still to submit (never submitted, or returned), oldest first, with their due dates. */
    months: z.array(monthSummarySchema),
    /** The installment that can be requested next: the first in order not yet requested; null when none is left. */
    next_installment_id: z.number().int().nullable(),
    /** Reports the funder returned that have no correction yet. */
    progress_reports_to_correct: z.array(z.number().int()),
  }),
});
export type PartnerProjectWorkspace = z.infer<typeof partnerProjectWorkspaceSchema>;

/* ---------------------------------------------------------------- the organisation's actions */

/**
 * POST PartnerProject/{id}/InstallmentRequest is multipart: these text fields and up to INSTALLMENT_REQUEST_MAX_FILES
 * files under `files` (PDF, DOCX, PNG or JPEG, each under 10 MB). Only the next installment in order that nobody has
 * requested (409 installmentNotNext, installmentAlreadyRequested), by an admin of the organisation.
 */
export const INSTALLMENT_REQUEST_FIELDS = { batchId: 'batch_id', justification: 'justification', files: 'files' } as const;

export const installmentRequestInputSchema = z.object({
  batch_id: z.coerce
    .number({ error: issue('required', { field: 'batch_id' }) })
    .int({ error: issue('invalid', { field: 'batch_id' }) })
    .positive({ error: issue('required', { field: 'batch_id' }) }),
  justification: requiredText('justification', TEXT_MAX_LENGTH),
});
export type InstallmentRequestInput = z.input<typeof installmentRequestInputSchema>;

/** POST …/ExpenditureBatch/{batchId}/Received: an optional note for the log. Only once transferred (409 installmentNotTransferred). */
export const installmentReceivedInputSchema = z.object({ note: optionalText('note', TEXT_MAX_LENGTH) });
export type InstallmentReceivedInput = z.input<typeof installmentReceivedInputSchema>;

/**
 * PUT PartnerProject/{id}/Risk/{riskId} (If-Match: the risk's version; 412 when it changed meanwhile): the
 * organisation's review of one risk. Likelihood, impact and the rest were agreed at acceptance and stay.
 */
export const riskReviewInputSchema = z.object({
  status: z.enum(PROJECT_RISK_STATUSES, { error: issue('invalid', { field: 'status' }) }),
  isMaterialized: z.boolean({ error: issue('invalid', { field: 'isMaterialized' }) }),
  mitigation: requiredText('mitigation', TEXT_MAX_LENGTH),
  /** The next review ('YYYY-MM-DD'); none for a closed risk. */
  review_date: isoDateField('review_date').nullish().transform((value) => value ?? null),
});
export type RiskReviewInput = z.input<typeof riskReviewInputSchema>;

/** The answers of the organisation's actions: the part of the workspace that changed. */
export const workspaceInstallmentsSchema = z.object({ installments: z.array(workspaceInstallmentSchema) });
export type WorkspaceInstallments = z.infer<typeof workspaceInstallmentsSchema>;
