import { z } from 'zod';
import { COMMENT_MAX_LENGTH, TEXT_MAX_LENGTH } from './constants';
import { ProposalPage, PROPOSAL_PAGES, RESPONSE_STRATEGIES, RISK_CATEGORIES, type ProposalStatus } from './enums';
import { issue } from './messages';
import { pagedResponse, pagingQuery } from './paging';
import { isoDateField } from './project-tracking';
import { expenditureBatchSchema, proposalPageIdSchema, proposalStatusParam, proposalStatusSchema, riskSchema } from './proposals';
import { positiveId, requiredText, whenComparable } from './validation';

/**
 * The partner organisations' side of proposals (issue 13 items 4–6): open calls, writing a proposal, submitting it,
 * replying in a negotiation. Paths are contract/partner.ts `partnerPaths.calls` and `.proposals`. Section documents
 * are written with the staff side's schemas (contract/proposals.ts PROPOSAL_SECTIONS); the completeness rule of each
 * page is contract/proposal-completeness.ts. docs/decisions/183-partner-proposals.md.
 */

/* ---------------------------------------------------------------- dates */

const DAY_MS = 86_400_000;

/** Today as a calendar date (UTC), the way deadlines are written. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Days from today to the deadline: 0 on the deadline day itself, negative once it has passed. */
export function daysLeft(deadline: string, today: string = todayIso()): number {
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** A call is open through its deadline day; a proposal is first submitted by then. */
export function isDeadlinePassed(deadline: string | null, today: string = todayIso()): boolean {
  return deadline === null || deadline < today;
}

/* ---------------------------------------------------------------- open calls */

/** What a list of calls can be sorted by. */
export const PARTNER_CALL_SORT_COLUMNS = ['deadline', 'title', 'created_at'] as const;

/** GET PartnerCall items and GET PartnerCall/{grantId}: a published grant of any funder, as an organisation reads it. */
export const partnerCallSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  eligibility: z.string().nullable(),
  donor: z.object({ id: z.number().int(), name: z.string() }),
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string() }),
  min_size: z.number(),
  max_size: z.number(),
  /** YYYY-MM-DD; the call is open through that day. */
  deadline: z.string(),
  /** 0 on the deadline day; negative when it has passed (a call the organisation applied to still answers). */
  days_left: z.number().int(),
  countries: z.array(z.object({ id: z.number().int(), name: z.string(), name_ar: z.string() })),
  programs: z.array(z.object({ id: z.number().int(), title: z.string(), percent: z.number() })),
  objectives: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** The due-diligence types the grant requires (attached from the organisation's library). */
  due_diligences: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The caller's organisation's proposal on this grant, if it applied. */
  proposal: z.object({ id: z.number().int(), status: proposalStatusSchema }).nullable(),
});
export type PartnerCall = z.infer<typeof partnerCallSchema>;

const optionalId = z.coerce.number().int().positive().optional();

/** GET PartnerCall: paging, search (title, description, funder), filters. Soonest deadline first by default. */
export const partnerCallListQuerySchema = pagingQuery(PARTNER_CALL_SORT_COLUMNS).extend({
  donor_id: optionalId,
  country_id: optionalId,
  program_id: optionalId,
});
export type PartnerCallListQuery = z.input<typeof partnerCallListQuerySchema>;
export const partnerCallPageSchema = pagedResponse(partnerCallSchema);

/* ---------------------------------------------------------------- the proposal */

/** The partner writes while the proposal is a draft or under negotiation; everything else is read-only. */
export const PARTNER_EDITABLE_STATUSES: readonly ProposalStatus[] = ['draft', 'underNegotiation'];

export function canPartnerEdit(status: ProposalStatus): boolean {
  return PARTNER_EDITABLE_STATUSES.includes(status);
}

/**
 * Submit: a draft by its grant's deadline, or a proposal under negotiation (a resubmission, not bound to the deadline:
 * the funder reopened it), with every page complete. Only the organisation's admin submits.
 */
export function canPartnerSubmit(status: ProposalStatus, deadline: string | null, complete: boolean, today: string = todayIso()): boolean {
  if (!complete) return false;
  if (status === 'underNegotiation') return true;
  return status === 'draft' && !isDeadlinePassed(deadline, today);
}

const pageMarksSchema = z.object(
  Object.fromEntries(PROPOSAL_PAGES.map((page) => [page, z.boolean()])) as Record<(typeof PROPOSAL_PAGES)[number], z.ZodBoolean>,
);

/** GET PartnerProposal/{id} (and the answer of every change): the organisation's proposal. */
export const partnerProposalSchema = z.object({
  id: z.number().int(),
  grant: z.object({
    id: z.number().int(),
    title: z.string(),
    deadline: z.string().nullable(),
    days_left: z.number().int().nullable(),
    currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string() }),
    min_size: z.number(),
    max_size: z.number(),
    donor: z.object({ id: z.number().int(), name: z.string() }),
  }),
  title: z.string(),
  code: z.string(),
  status: proposalStatusSchema,
  /** Null until the cover page names it. */
  country_id: z.number().int().nullable(),
  /** YYYY-MM-DD, or '' until the cover page gives the period. */
  start_date: z.string(),
  end_date: z.string(),
  /** The budget's total. */
  total_budget: z.number(),
  version: z.number().int(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Each page's mark (contract/proposal-completeness.ts), computed by the server. */
  completeness: pageMarksSchema,
  can_edit: z.boolean(),
  /** Every page complete, the deadline not passed (for a draft), and the caller is the organisation's admin. */
  can_submit: z.boolean(),
  /** Once accepted: the signed agreement (a private file: open it through its name) and the installments. */
  agreement: z.object({ file_name: z.string(), url: z.string() }).nullable(),
  installments: z.array(expenditureBatchSchema),
  /** The project the accepted proposal became. */
  project_id: z.number().int().nullable(),
});
export type PartnerProposal = z.infer<typeof partnerProposalSchema>;

/** What a list of the organisation's proposals can be sorted by. */
export const PARTNER_PROPOSAL_SORT_COLUMNS = ['created_at', 'title', 'status'] as const;

/** GET PartnerProposal: the organisation's proposals, newest first by default. */
export const partnerProposalListQuerySchema = pagingQuery(PARTNER_PROPOSAL_SORT_COLUMNS).extend({
  status: proposalStatusParam.optional(),
  grant_id: optionalId,
});
export type PartnerProposalListQuery = z.input<typeof partnerProposalListQuerySchema>;
export const partnerProposalListSchema = pagedResponse(partnerProposalSchema);

/** POST PartnerProposal ("Apply"): a draft on an open call; the organisation's existing proposal on it answers 409. */
export const partnerProposalCreateSchema = z.object({ grant_id: positiveId('grant_id') });
export type PartnerProposalCreate = z.input<typeof partnerProposalCreateSchema>;

/** PUT PartnerProposal/{id}: the cover page's header fields (If-Match: the version). */
export const partnerProposalHeaderSchema = z
  .object({
    title: requiredText('title'),
    country_id: positiveId('country_id'),
    start_date: isoDateField('start_date'),
    end_date: isoDateField('end_date'),
  })
  .refine((header) => header.end_date >= header.start_date, {
    path: ['end_date'],
    error: issue('notBefore', { field: 'end_date', other: 'start_date' }),
    when: whenComparable('start_date', 'end_date'),
  });
export type PartnerProposalHeader = z.input<typeof partnerProposalHeaderSchema>;

/*
 * PUT PartnerProposal/{id}/{Section}: the body is PROPOSAL_SECTIONS[Section] (contract/proposals.ts), If-Match the
 * version; the answer is the updated partnerProposalSchema, 412 with `current` (the proposal) on a stale version.
 * The Budget's line totals, total and currency symbol are the server's: it recomputes the totals and refuses another
 * currency's symbol or a total outside the grant's size range (proposal-completeness.ts budgetProblem).
 */

/* ---------------------------------------------------------------- risks */

const riskScale = (field: 'likelihood' | 'impact') =>
  z.coerce
    .number({ error: issue('required', { field }) })
    .int({ error: issue('integer', { field }) })
    .min(1, { error: issue('min', { field, min: 1 }) })
    .max(5, { error: issue('max', { field, max: 5 }) });

const riskText = (field: 'description' | 'mitigation' | 'owner') =>
  z
    .string({ error: issue('invalid', { field }) })
    .trim()
    .max(TEXT_MAX_LENGTH, { error: issue('maxLength', { field, max: TEXT_MAX_LENGTH }) })
    .default('');

/** One risk as the organisation writes it: the score and level are the server's (riskLevel). */
export const riskInputSchema = z.object({
  title: requiredText('title'),
  description: riskText('description'),
  category: z.enum(RISK_CATEGORIES, { error: issue('required', { field: 'category' }) }),
  likelihood: riskScale('likelihood'),
  impact: riskScale('impact'),
  response_strategy: z.enum(RESPONSE_STRATEGIES, { error: issue('required', { field: 'response_strategy' }) }),
  mitigation: riskText('mitigation'),
  owner: riskText('owner'),
  isMaterialized: z.boolean().default(false),
});
export type RiskInput = z.input<typeof riskInputSchema>;

/** Not given by the spec: a register longer than this is a list of tasks, not of risks. */
export const RISKS_MAX = 100;

/** PUT PartnerProposal/{id}/RisksAnalysis: the whole register; GET answers riskSchema[]. */
export const partnerRisksInputSchema = z.object({
  risks: z.array(riskInputSchema).max(RISKS_MAX, { error: issue('max', { field: 'risk', max: RISKS_MAX }) }),
});
export type PartnerRisksInput = z.input<typeof partnerRisksInputSchema>;
export const partnerRisksSchema = z.array(riskSchema);

/* ---------------------------------------------------------------- due diligences */

/** GET PartnerProposal/{id}/DueDiligence: each due diligence the grant requires, with the library document attached. */
export const partnerProposalDueDiligenceSchema = z.object({
  due_diligence_id: z.number().int(),
  name: z.string(),
  /**
   * The document attached: an ngo_due_diligences document of the organisation's library (PartnerOrganisation/DueDiligence);
   * its id is null for a paper attached before the library existed (the demo's older proposals), which still counts.
   */
  document: z
    .object({
      id: z.number().int().nullable(),
      name: z.string(),
      file_name: z.string().nullable(),
      expires_on: z.string().nullable(),
      expired: z.boolean(),
    })
    .nullable(),
});
export type PartnerProposalDueDiligence = z.infer<typeof partnerProposalDueDiligenceSchema>;

/**
 * PUT PartnerProposal/{id}/DueDiligence: a library document for each due diligence listed (document_id null detaches
 * it); a due diligence not listed keeps what it has. Answers the updated partnerProposalSchema.
 */
export const partnerDueDiligenceLinksSchema = z.object({
  links: z
    .array(z.object({ due_diligence_id: positiveId('due_diligence_id'), document_id: positiveId('file').nullable() }))
    .refine((links) => new Set(links.map((link) => link.due_diligence_id)).size === links.length, {
      error: issue('unique', { field: 'due_diligence_id' }),
    }),
});
export type PartnerDueDiligenceLinks = z.input<typeof partnerDueDiligenceLinksSchema>;

/* ---------------------------------------------------------------- documents */

/** POST PartnerProposal/{id}/Documents is multipart: the file and its title. GET answers proposalDocumentSchema[]. */
export const PROPOSAL_DOCUMENT_FILE_FIELD = 'file';
export const PROPOSAL_DOCUMENT_TITLE_FIELD = 'title';
export const partnerDocumentTitleSchema = z.object({ title: requiredText('title') });

/* ---------------------------------------------------------------- negotiation */

/** POST PartnerProposal/{id}/Negotiations: a reply pinned to a page (by_ngo_user). GET ?page_id= answers negotiationCommentSchema[]. */
export const partnerReplyInputSchema = z.object({
  page_id: proposalPageIdSchema.default(ProposalPage.COVER_PAGE),
  content: requiredText('content', COMMENT_MAX_LENGTH),
});
export type PartnerReplyInput = z.input<typeof partnerReplyInputSchema>;
