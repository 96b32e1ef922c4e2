import { z } from 'zod';
import { PROPOSAL_SORT_COLUMNS } from './list-columns';
import {
  AGREEMENT_MAX_BYTES,
  AGREEMENT_MIME_TYPES,
  COMMENT_MAX_LENGTH,
  DEFAULT_PAGE_SIZE,
  INSTALLMENTS_MAX,
  MAX_PAGE_SIZE,
  PERCENT_TOTAL,
  TEXT_MAX_LENGTH,
} from './constants';
import {
  CommentType,
  FUNDER_PROPOSAL_STATUSES,
  PROPOSAL_PAGES,
  PROPOSAL_STATUSES,
  isProposalPage,
  type ProposalPageSlug,
  ProposalPage,
  RESPONSE_STRATEGIES,
  RISK_CATEGORIES,
  RiskLevel,
  type ProposalStatus,
} from './enums';
import { issue } from './messages';
import { hasPercentPrecision, PERCENT_DECIMALS, totalsExactlyHundred } from './money';
import { pagedResponse, pagingQuery } from './paging';
import { userInChargeSchema } from './programs';
import { positiveId, requiredText } from './validation';

export { PROPOSAL_SORT_COLUMNS };

/*
 * Proposals are written by partner organisations in their own portal; the funder reads them, decides and funds
 * them. Everything a proposal page shows is read-only here; the funder's writes are users in charge, the status
 * (accept / reject / negotiate), the installments and the negotiation comments.
 * See docs/decisions/120-proposal-storage.md and 121-proposal-decisions.md.
 */

export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);

/** Accepts the client spelling (underNegotiation) and the wire spelling (under_negotiation). */
export const proposalStatusParam = z
  .string()
  .transform((value) => (value === 'under_negotiation' ? 'underNegotiation' : value))
  .pipe(z.enum(PROPOSAL_STATUSES, { error: issue('invalid', { field: 'status' }) }));

/** The staff's status filter: a draft is not among the statuses a funder sees (docs/decisions/199-drafts-are-the-organisations-own.md). */
const funderProposalStatusParam = proposalStatusParam.refine((status) => (FUNDER_PROPOSAL_STATUSES as readonly ProposalStatus[]).includes(status), {
  error: issue('invalid', { field: 'status' }),
});

/* ---------------------------------------------------------------- decisions (spec sections 2 and 4) */

/** Statuses in which the organisation is still writing (draft) or the proposal already runs as a project. */
const NOT_UNDER_REVIEW: ReadonlySet<ProposalStatus> = new Set(['draft', 'ongoing', 'finished', 'unfinished', 'stopped']);

/** Accept and reject: unless accepted or rejected (spec), and only while the proposal is under review. */
export function canDecide(status: ProposalStatus): boolean {
  return status !== 'accepted' && status !== 'rejected' && !NOT_UNDER_REVIEW.has(status);
}

/** Negotiate: unless already under negotiation, even from accepted (spec); not on drafts or running projects. */
export function canNegotiate(status: ProposalStatus): boolean {
  return status !== 'underNegotiation' && !NOT_UNDER_REVIEW.has(status);
}

/** Update installments: only when accepted (spec section 2). */
export function canUpdateInstallments(status: ProposalStatus): boolean {
  return status === 'accepted';
}

/** Negotiation comments are written while the proposal is under negotiation. */
export function canComment(status: ProposalStatus): boolean {
  return status === 'underNegotiation';
}

/** SetStatus takes these two; accepting goes through Accept (it needs the agreement file). */
export const SET_STATUS_VALUES = ['rejected', 'under_negotiation'] as const;
export const setStatusQuerySchema = z.object({
  status: z.enum(SET_STATUS_VALUES, { error: issue('invalid', { field: 'status' }) }),
});

/* ---------------------------------------------------------------- the proposal */

export const proposalNgoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortcut: z.string().nullable(),
  description: z.string().nullable(),
  /** The organisation's country: the id names it in the portal's language, coun_name is its English name. */
  country_id: z.number().int().nullable(),
  coun_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ProposalNgo = z.infer<typeof proposalNgoSchema>;

/**
 * The proposal's header: what a proposal and the project it becomes both show (spec section 3: a project has the
 * proposal-like fields), in this order, after their own id.
 */
export const proposalHeaderShape = {
  grant_id: z.number().int(),
  grant_title: z.string(),
  title: z.string(),
  code: z.string(),
  status: proposalStatusSchema,
  ngo_id: z.number().int(),
  ngo: proposalNgoSchema,
  country_id: z.number().int(),
  coun_name: z.string(),
  currency_id: z.number().int(),
  /** ISO 4217 code: its minor unit rounds the installments' amounts (contract/money.ts). */
  cur_code: z.string(),
  cur_symbol: z.string(),
  currency_name: z.string(),
  total_budget: z.number(),
  /** ISO dates (YYYY-MM-DD): the project period the organisation proposes. */
  start_date: z.string(),
  end_date: z.string(),
  /** Built from the period (spec section 2: years, months, days). */
  duration: z.object({ years: z.number().int(), months: z.number().int(), days: z.number().int() }),
  /** URL of the signed agreement, set when accepted. */
  agreement_file_path: z.string().nullable(),
};
export type ProposalHeader = z.infer<z.ZodObject<typeof proposalHeaderShape>>;

export const proposalSchema = z.object({
  id: z.number().int(),
  ...proposalHeaderShape,
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  /** Users in charge of the proposal, with names. */
  users: z.array(userInChargeSchema),
  /** Ids of the proposal's users in charge, and of the grant's (spec section 6: either may act). */
  usersInCharge: z.array(z.number().int()),
  grantUsers: z.array(z.number().int()),
  /**
   * The proposal's author on the funder's side: the author of its grant (docs/decisions/170-proposal-author.md).
   * Once among the proposal's users in charge, they cannot be removed while still an active user (spec section 5).
   */
  grant_author_id: z.number().int(),
  /** The project created when the proposal was accepted. */
  project_id: z.number().int().nullable(),
  version: z.number().int(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalListQuerySchema = pagingQuery(PROPOSAL_SORT_COLUMNS).extend({
  status: funderProposalStatusParam.optional(),
  grant_id: z.coerce.number().int().positive().optional(),
  ngo_id: z.coerce.number().int().positive().optional(),
});
export const proposalPageSchema = pagedResponse(proposalSchema);

/**
 * Spec section 5, "the current author cannot be removed from a users-in-charge list": on a proposal, its grant's
 * author, once among its users in charge, stays there (the server also lets them go once they are no longer active).
 */
export function isLockedProposalAuthor(proposal: Pick<Proposal, 'usersInCharge' | 'grant_author_id'>, userId: number): boolean {
  return userId === proposal.grant_author_id && proposal.usersInCharge.includes(userId);
}

/** Spec section 6: proposal actions belong to its users in charge and the grant's. */
export function isInChargeOfProposal(proposal: Pick<Proposal, 'usersInCharge' | 'grantUsers'>, userId: number): boolean {
  return proposal.usersInCharge.includes(userId) || proposal.grantUsers.includes(userId);
}

/* ---------------------------------------------------------------- the 12 pages (spec section 2) */

export { PROPOSAL_PAGES, isProposalPage, type ProposalPageSlug };
export const DEFAULT_PROPOSAL_PAGE: ProposalPageSlug = 'cover-page';

/** The page numbering of spec section 3, used by comments (page_id) and notification deep links. */
export const PROPOSAL_PAGE_IDS: Record<ProposalPageSlug, ProposalPage> = {
  'cover-page': ProposalPage.COVER_PAGE,
  background: ProposalPage.BACKGROUND,
  beneficiaries: ProposalPage.BENEFICIARIES,
  'logical-framework': ProposalPage.LOGICAL_FRAMEWORK,
  workplan: ProposalPage.WORKPLAN,
  'm-and-e': ProposalPage.M_AND_R,
  'other-info': ProposalPage.OTHER_INFO,
  budget: ProposalPage.BUDGET,
  documents: ProposalPage.DOCUMENTS,
  'due-diligences': ProposalPage.DUE_DILIGENCE,
  'grant-objectives': ProposalPage.GRANT_OBJECTIVES,
  'risk-analysis': ProposalPage.RISK_ANALYSIS,
};

export function proposalPageSlug(pageId: number | null | undefined): ProposalPageSlug {
  const found = (Object.entries(PROPOSAL_PAGE_IDS) as [ProposalPageSlug, number][]).find(([, id]) => id === pageId);
  return found ? found[0] : DEFAULT_PROPOSAL_PAGE;
}

export const proposalPageIdSchema = z.coerce
  .number({ error: issue('invalid', { field: 'page' }) })
  .int()
  .refine((value) => Object.values(PROPOSAL_PAGE_IDS).includes(value as ProposalPage), { error: issue('invalid', { field: 'page' }) });

/* Section contents, as the organisation wrote them (stored as documents, validated on the way in). */

const text = z.string();
const ref = z.object({ id: z.number().int(), title: z.string() });

/** GET …/Programs: the funder's programs the proposal contributes to. */
export const proposalProgramsSchema = z.array(z.object({ id: z.number().int(), title: z.string(), percent: z.number() }));
/** GET …/Donors: other funders of the same project. */
export const proposalDonorsSchema = z.array(z.object({ name: text, amount: z.number(), currency: text, status: z.enum(['secured', 'pending']) }));
/** GET …/Partners: implementing partners. */
export const proposalPartnersSchema = z.array(z.object({ name: text, role: text, country: text }));
/** GET …/Contacts: the organisation's people for this proposal. */
export const proposalContactsSchema = z.array(z.object({ name: text, position: text, email: text, phone: text }));

/** The cover page's own text; the header fields come from the proposal itself. */
export const coverPageSchema = z.object({
  summary: text,
  sector: text,
  locations: z.array(text),
  target_groups: z.array(text),
  requested_amount: z.number(),
  own_contribution: z.number(),
});

/** GET …/Background */
export const backgroundSchema = z.object({
  problem_statement: text,
  context: text,
  justification: text,
  previous_experience: text,
  sustainability: text,
});

/** GET …/Beneficiaries and its three breakdowns. */
export const beneficiariesSchema = z.object({
  direct_total: z.number().int(),
  indirect_total: z.number().int(),
  description: text,
  selection_criteria: text,
});
export const beneficiariesByDistrictSchema = z.array(z.object({ district: text, governorate: text, male: z.number().int(), female: z.number().int() }));
export const beneficiariesByAgeSchema = z.array(z.object({ age_group: text, male: z.number().int(), female: z.number().int() }));
export const beneficiariesByTypeSchema = z.array(z.object({ type: text, count: z.number().int() }));

/** GET …/LogicalFramework: the whole results chain at once (docs/decisions/120-proposal-storage.md). */
export const logicalFrameworkSchema = z.object({
  goal: text,
  grant_objectives: z.array(ref),
  program_objectives: z.array(ref),
  custom_objectives: z.array(ref),
  outcomes: z.array(
    z.object({
      id: z.number().int(),
      title: text,
      outputs: z.array(
        z.object({
          id: z.number().int(),
          title: text,
          indicators: z.array(
            z.object({
              id: z.number().int(),
              title: text,
              unit: text,
              baseline: z.number(),
              target: z.number(),
              means_of_verification: text,
            }),
          ),
          activities: z.array(ref),
        }),
      ),
    }),
  ),
  assumptions: z.array(text),
});
export type LogicalFramework = z.infer<typeof logicalFrameworkSchema>;

/** GET …/Workplans: activities on the proposal's calendar. */
export const workplanSchema = z.array(
  z.object({
    id: z.number().int(),
    code: text,
    title: text,
    output: text,
    start_date: text,
    end_date: text,
    responsible: text,
  }),
);
export type Workplan = z.infer<typeof workplanSchema>;

/** GET …/MonitoringAndEvaluation */
export const monitoringSchema = z.object({
  approach: text,
  data_collection: text,
  reporting: text,
  evaluation: text,
  responsibilities: z.array(z.object({ role: text, tasks: text })),
});

/** GET …/OtherInfo */
export const otherInfoSchema = z.object({
  gender: text,
  environment: text,
  protection: text,
  exit_strategy: text,
  additional: text,
});

/** GET …/Budget: lines in the proposal's currency; total = quantity × unit_cost per line. */
export const budgetSchema = z.object({
  lines: z.array(
    z.object({
      id: z.number().int(),
      category: text,
      description: text,
      unit: text,
      quantity: z.number(),
      unit_cost: z.number(),
      total: z.number(),
    }),
  ),
  total: z.number(),
  cur_symbol: text,
});
export type Budget = z.infer<typeof budgetSchema>;

/** GET …/GrantObjectives: how the proposal serves each of the grant's objectives. */
export const grantObjectiveContributionsSchema = z.array(z.object({ grant_objective_id: z.number().int(), title: text, contribution: text }));

/** GET …/Documents: files the organisation attached (served from storage). */
export const proposalDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  file_name: z.string(),
  url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type ProposalDocument = z.infer<typeof proposalDocumentSchema>;

/** GET …/DueDiligence: the grant's required due diligences and what the organisation provided for each. */
export const proposalDueDiligenceSchema = z.object({
  id: z.number().int(),
  due_diligence_id: z.number().int(),
  name: z.string(),
  provided: z.boolean(),
  file_url: z.string().nullable(),
  file_name: z.string().nullable(),
  expires_on: z.string().nullable(),
  note: z.string().nullable(),
});
export type ProposalDueDiligence = z.infer<typeof proposalDueDiligenceSchema>;

/** Section documents stored per proposal, by name; the GET call of each is `…/Proposals/{id}/{Name}`. */
export const PROPOSAL_SECTIONS = {
  Programs: proposalProgramsSchema,
  Donors: proposalDonorsSchema,
  Partners: proposalPartnersSchema,
  Contacts: proposalContactsSchema,
  CoverPage: coverPageSchema,
  Background: backgroundSchema,
  Beneficiaries: beneficiariesSchema,
  BeneficiariesByDistrict: beneficiariesByDistrictSchema,
  BeneficiariesByAge: beneficiariesByAgeSchema,
  BeneficiariesByType: beneficiariesByTypeSchema,
  LogicalFramework: logicalFrameworkSchema,
  Workplans: workplanSchema,
  MonitoringAndEvaluation: monitoringSchema,
  OtherInfo: otherInfoSchema,
  Budget: budgetSchema,
  GrantObjectives: grantObjectiveContributionsSchema,
} as const;
export type ProposalSectionName = keyof typeof PROPOSAL_SECTIONS;
export type ProposalSection<Name extends ProposalSectionName> = z.infer<(typeof PROPOSAL_SECTIONS)[Name]>;
export const PROPOSAL_SECTION_NAMES = Object.keys(PROPOSAL_SECTIONS) as ProposalSectionName[];

/** GET …/Activities: the logical framework's activities in one list, each under its outcome and output. */
export const proposalActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  outcome_id: z.number().int(),
  outcome_title: z.string(),
  output_id: z.number().int(),
  output_title: z.string(),
});
export type ProposalActivity = z.infer<typeof proposalActivitySchema>;

/** Every activity of a logical framework, in the framework's order (outcome, then output, then activity). */
export function activitiesOfFramework(framework: LogicalFramework | null): ProposalActivity[] {
  if (!framework) return [];
  return framework.outcomes.flatMap((outcome) =>
    outcome.outputs.flatMap((output) =>
      output.activities.map((activity) => ({
        id: activity.id,
        title: activity.title,
        outcome_id: outcome.id,
        outcome_title: outcome.title,
        output_id: output.id,
        output_title: output.title,
      })),
    ),
  );
}

/**
 * GET …/GrantPrograms: the programs the proposal's grant targets with the grant's share (spec section 3: id,
 * programId, grantId, percent) beside the share the organisation gave each in its Programs page (null: not named).
 */
export const proposalGrantProgramSchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  grantId: z.number().int(),
  title: z.string(),
  percent: z.number(),
  proposal_percent: z.number().nullable(),
});
export type ProposalGrantProgram = z.infer<typeof proposalGrantProgramSchema>;

/* ---------------------------------------------------------------- risks */

export const riskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.enum(RISK_CATEGORIES),
  likelihood: z.number().int().min(0).max(5),
  impact: z.number().int().min(0).max(5),
  /** likelihood × impact, 0 to 25. */
  score: z.number().int(),
  /** RiskLevel (1 unset … 5 extreme), from the score. */
  level: z.number().int().min(1).max(5),
  response_strategy: z.enum(RESPONSE_STRATEGIES),
  mitigation: z.string(),
  owner: z.string(),
  isMaterialized: z.boolean(),
});
export type Risk = z.infer<typeof riskSchema>;

/** The level of a likelihood × impact score (5×5 matrix): 0 unset, 1–4 low, 5–9 moderate, 10–16 high, 20–25 extreme. */
export function riskLevel(likelihood: number, impact: number): number {
  const score = likelihood * impact;
  if (score <= 0) return RiskLevel.Unset;
  if (score < 5) return RiskLevel.Low;
  if (score < 10) return RiskLevel.Moderate;
  if (score < 20) return RiskLevel.High;
  return RiskLevel.Extreme;
}

export const riskStatsSchema = z.object({
  total: z.number().int(),
  materialized: z.number().int(),
  by_level: z.array(z.object({ level: z.number().int(), count: z.number().int() })),
  by_category: z.array(z.object({ category: z.enum(RISK_CATEGORIES), count: z.number().int() })),
});
export type RiskStats = z.infer<typeof riskStatsSchema>;

/* ---------------------------------------------------------------- installments (expenditure batches) */

export const expenditureBatchSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  percent: z.number(),
  /** total_budget × percent / 100 in the currency's minor unit; the last takes the remainder (contract/money.ts). */
  amount: z.number(),
  donor_id: z.number().int(),
  proposal_id: z.number().int(),
  project_id: z.number().int().nullable(),
  position: z.number().int(),
  /** RequestStatus once the organisation asked for the money (or staff recorded that it did); null until then. */
  request_status: z.number().int().nullable(),
  transfer_status: z.number().int(),
});
export type ExpenditureBatch = z.infer<typeof expenditureBatchSchema>;

/** Default title of the n-th installment (1-based), spec section 5. */
export function defaultInstallmentTitle(index: number): string {
  return `installments ${index}`;
}

const installmentPercent = z.coerce
  .number({ error: issue('number', { field: 'percent' }) })
  .min(1, { error: issue('min', { field: 'percent', min: 1 }) })
  .max(PERCENT_TOTAL, { error: issue('percentOver', { field: 'percent' }) })
  .refine(hasPercentPrecision, { error: issue('percentDecimals', { field: 'percent', max: PERCENT_DECIMALS }) });

/** One installment as the form sends it: existing ones keep their numeric id, new ones have none. */
export const installmentInputSchema = z.object({
  id: z.number().int().positive().optional(),
  title: requiredText('title'),
  percent: installmentPercent,
});
export type InstallmentInput = z.input<typeof installmentInputSchema>;

/** A full set of installments: each 1…100 with at most 3 decimals, together exactly 100 in decimal (spec sections 5 and 9). */
export const installmentsInputSchema = z
  .array(installmentInputSchema)
  .min(1, { error: issue('installmentsPercent') })
  .max(INSTALLMENTS_MAX, { error: issue('max', { field: 'installments', max: INSTALLMENTS_MAX }) })
  // A percent with too many decimals already says so; the total is judged once every percent can be read exactly.
  .refine((items) => !items.every((item) => hasPercentPrecision(item.percent)) || totalsExactlyHundred(items), {
    error: issue('installmentsPercent'),
  });

/** PUT …/ExpenditureBatch */
export const setBatchesInputSchema = z.object({ batches: installmentsInputSchema });
export type SetBatchesInput = z.input<typeof setBatchesInputSchema>;

/** POST …/Accept is multipart: `file` (the agreement) and `batches` (JSON text of the installments). */
export const ACCEPT_FILE_FIELD = 'file';
export const ACCEPT_BATCHES_FIELD = 'batches';

/** The agreement document's rule, shared by the dialog and the server (type and size). */
export function agreementFileProblem(file: { type: string; size: number } | null | undefined): 'required' | 'documentType' | 'documentSize' | null {
  if (!file || file.size === 0) return 'required';
  if (!(AGREEMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'documentType';
  if (file.size > AGREEMENT_MAX_BYTES) return 'documentSize';
  return null;
}

/* ---------------------------------------------------------------- negotiation comments */

export const commentTypeSchema = z.union(
  [z.literal(CommentType.Urgent), z.literal(CommentType.High), z.literal(CommentType.Normal), z.literal(CommentType.Rejected)],
  { error: issue('invalid', { field: 'type' }) },
);

export const negotiationCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  type: commentTypeSchema,
  page_id: z.number().int(),
  proj_id: z.number().int(),
  don_id: z.number().int(),
  grant_id: z.number().int(),
  by_ngo_user: z.boolean(),
  /** The staff author's user id; null for an organisation user's comment. */
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  name: z.string(),
  /** Shown for organisation users' comments. */
  email: z.string().nullable(),
  /** Avatar image URL. */
  profile: z.string().nullable(),
});
export type NegotiationComment = z.infer<typeof negotiationCommentSchema>;

export const negotiationListQuerySchema = z.object({ page_id: proposalPageIdSchema.optional() });

/** GET DonorGrant/{id}/ProposalNegotiations?page=: the comments across a grant's proposals, newest first. */
export const grantNegotiationsQuerySchema = z.object({
  page: z.coerce
    .number({ error: issue('invalid', { field: 'page' }) })
    .int({ error: issue('invalid', { field: 'page' }) })
    .min(1, { error: issue('min', { field: 'page', min: 1 }) })
    .default(1),
  rows: z.coerce
    .number({ error: issue('invalid', { field: 'rows' }) })
    .int({ error: issue('invalid', { field: 'rows' }) })
    .min(1, { error: issue('min', { field: 'rows', min: 1 }) })
    .max(MAX_PAGE_SIZE, { error: issue('max', { field: 'rows', max: MAX_PAGE_SIZE }) })
    .default(DEFAULT_PAGE_SIZE),
});
export type GrantNegotiationsQuery = z.input<typeof grantNegotiationsQuerySchema>;
export const grantNegotiationCommentSchema = negotiationCommentSchema.extend({ proposal_title: z.string(), proposal_code: z.string() });
export type GrantNegotiationComment = z.infer<typeof grantNegotiationCommentSchema>;
export const grantNegotiationPageSchema = pagedResponse(grantNegotiationCommentSchema);

const commentContent = requiredText('content', COMMENT_MAX_LENGTH);

/** POST …/Negotiations (spec section 7: proj_id, page_id, grant_id, content, type). */
export const negotiationInputSchema = z.object({
  proj_id: positiveId('proposal'),
  page_id: proposalPageIdSchema.default(ProposalPage.COVER_PAGE),
  grant_id: positiveId('grant'),
  content: commentContent,
  type: z.coerce.number().pipe(commentTypeSchema).default(CommentType.Normal),
});
export type NegotiationInput = z.input<typeof negotiationInputSchema>;

/** PUT …/Negotiations/{commentId}: the full record; only content and type change. */
export const negotiationUpdateSchema = z.looseObject({
  content: commentContent,
  type: z.coerce.number().pipe(commentTypeSchema),
});
export type NegotiationUpdate = z.input<typeof negotiationUpdateSchema>;

/**
 * GET …/Proposals/{id}/Changes: the pages whose content the organisation changed since negotiation began, with the
 * sections (PROPOSAL_SECTIONS names, or Header, Risks, Documents, DueDiligence) that differ. Empty when no negotiation
 * ever began; after a resubmission it still answers the changes since the last one began.
 */
export const proposalChangesSchema = z.array(z.object({ page_id: z.number().int(), sections: z.array(z.string()) }));
export type ProposalChanges = z.infer<typeof proposalChangesSchema>;

/** Texts an organisation wrote are long; the funder's own fields keep the general limit. */
export const PROPOSAL_TEXT_MAX_LENGTH = TEXT_MAX_LENGTH * 4;
