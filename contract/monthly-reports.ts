import { z } from 'zod';
import { AGREEMENT_MAX_BYTES, COMMENT_MAX_LENGTH, IMAGE_MAX_BYTES, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from './constants';
import { BENEFICIARY_SEXES, BENEFICIARY_TYPES } from './dashboard';
import { issue } from './messages';
import { MONTH_PATTERN } from './months';
import { ACTIVITY_STATUSES, INDICATOR_AGGREGATIONS } from './project-tracking';
import { optionalText, requiredText } from './validation';

/*
 * A project reported month by month (issue 14 items 2, 3 and 7; docs/decisions/202-monthly-reports.md): for each month
 * of the project the organisation writes what happened (indicator actuals, activity progress, spending against budget
 * lines with receipts, people reached, a narrative and stories of change), saves it as often as it likes while it is a
 * draft or returned, and submits it. Staff in charge of the project approve it or return it with comments on the items
 * concerned. Only an approved month feeds the follow-up pages (indicator, work plan and spending tracking), the donor
 * reports and the home dashboard: approving applies the month to them in the same transaction.
 *
 * Partner paths: contract/partner-paths.ts `partnerPaths.projects.month*`; staff paths: contract/api-paths.ts
 * `projectsPaths.monthlyReport*`, `projectsPaths.stories*`.
 */

/* ---------------------------------------------------------------- statuses and dates */

/**
 * `draft`: never submitted (a month never saved answers `draft` with version 0); `submitted`: waiting for the funder;
 * `returned`: the funder asked for corrections (the organisation edits and submits again); `approved`: final, feeds the
 * follow-up. A submitted or approved month cannot be changed (409 monthLocked).
 */
export const MONTHLY_REPORT_STATUSES = ['draft', 'submitted', 'returned', 'approved'] as const;
export type MonthlyReportStatus = (typeof MONTHLY_REPORT_STATUSES)[number];

/** The statuses in which the organisation may save the month. */
export const EDITABLE_MONTH_STATUSES: readonly MonthlyReportStatus[] = ['draft', 'returned'];

export function isMonthEditable(status: MonthlyReportStatus): boolean {
  return EDITABLE_MONTH_STATUSES.includes(status);
}

/** A month's report is due on this day of the following month (the 15th: two weeks to close the accounts). */
export const MONTHLY_REPORT_DUE_DAY = 15;
/** The partner is reminded this many days before a month's report is due, then once it is overdue. */
export const MONTHLY_REPORT_REMINDER_DAYS = 5;

/** 'YYYY-MM-DD' on which the report of `month` ('YYYY-MM') is due. */
export function monthlyReportDueDate(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const nextYear = number === 12 ? year + 1 : year;
  const nextMonth = number === 12 ? 1 : number + 1;
  return `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}-${String(MONTHLY_REPORT_DUE_DAY).padStart(2, '0')}`;
}

/**
 * The months a project can be reported for: from its start month to its end month, and never a month that has not
 * begun yet (`today` is 'YYYY-MM-DD'). The server answers 400 (min / max on `month`) for any other.
 */
export function reportableMonths(startDate: string, endDate: string, today: string): { first: string; last: string } {
  const first = startDate.slice(0, 7);
  const end = endDate.slice(0, 7);
  const current = today.slice(0, 7);
  return { first, last: end < current ? end : current };
}

/** The `{month}` path parameter. */
export const monthPathSchema = z.object({
  id: z.coerce.number().int().positive(),
  month: z.string().regex(MONTH_PATTERN, { error: issue('invalid', { field: 'month' }) }),
});

/* ---------------------------------------------------------------- files */

/** Receipts follow the agreement's rule (PDF, DOCX or a PNG/JPEG scan, at most 10 MB): documentType, documentSize. */
export const RECEIPT_MAX_BYTES = AGREEMENT_MAX_BYTES;
/** Story photos are PNG or JPEG, at most 2 MB (imageType, imageSize). */
export const STORY_PHOTO_MAX_BYTES = IMAGE_MAX_BYTES;
export const STORY_PHOTO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * PUT …/MonthlyReport/{month} is JSON, or multipart when it carries new files: the report's JSON in the field
 * `report` and each new file in a field whose name a spending entry's `receipt` or a story's `photo` gives as
 * `{ upload: name }`. A file already stored is kept by giving `{ file_id }`; null removes it.
 */
export const MONTHLY_REPORT_FIELDS = { report: 'report' } as const;

export const fileRefInputSchema = z
  .union([z.object({ file_id: z.number().int().positive() }), z.object({ upload: z.string().trim().min(1).max(100) })], {
    error: issue('invalid', { field: 'file' }),
  })
  .nullable();
export type FileRefInput = z.infer<typeof fileRefInputSchema>;

/** A stored file of a month (a receipt or a photo): `url` is the private address (src/ui/stored-file-link.tsx). */
export const reportFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ReportFile = z.infer<typeof reportFileSchema>;

/* ---------------------------------------------------------------- what the organisation writes */

/** Client-made row keys (uuid) keep spending entries and stories stable across saves, offline included. */
const rowKey = z.string().trim().min(1).max(64);

const nonNegativeCount = (field: 'female' | 'male' | 'count' | 'people_reached') =>
  z
    .number({ error: issue('invalid', { field }) })
    .int({ error: issue('integer', { field }) })
    .min(0, { error: issue('min', { field, min: 0 }) });

/**
 * An indicator's figure for the month: the month's achievement (`sum`) or the level measured (`latest`), never
 * negative; null when not measured this month. The breakdown by sex (female, male) is optional; when given, both are
 * given and add up to the actual (400 breakdownTotal).
 */
export const indicatorActualInputSchema = z.object({
  indicator_id: z.number().int().positive(),
  actual: z.number({ error: issue('invalid', { field: 'actual' }) }).min(0, { error: issue('min', { field: 'actual', min: 0 }) }).nullable(),
  female: nonNegativeCount('female').nullish().transform((value) => value ?? null),
  male: nonNegativeCount('male').nullish().transform((value) => value ?? null),
  note: optionalText('note', TEXT_MAX_LENGTH),
});

/** An activity's state at the end of the month: status, progress 0–100 (one decimal), note. */
export const activityProgressInputSchema = z.object({
  activity_id: z.number().int().positive(),
  status: z.enum(ACTIVITY_STATUSES, { error: issue('invalid', { field: 'status' }) }),
  progress: z
    .number({ error: issue('invalid', { field: 'progress' }) })
    .min(0, { error: issue('min', { field: 'progress', min: 0 }) })
    .max(100, { error: issue('max', { field: 'progress', max: 100 }) }),
  note: optionalText('note', TEXT_MAX_LENGTH),
});

/** Money spent in the month against a budget line of the plan: a date in the month, an amount above zero. */
export const spendingInputSchema = z.object({
  key: rowKey,
  line_id: z.number({ error: issue('required', { field: 'line_id' }) }).int().positive(),
  date: z.iso.date({ error: issue('invalid', { field: 'date' }) }),
  amount: z
    .number({ error: issue('required', { field: 'amount' }) })
    .positive({ error: issue('positive', { field: 'amount' }) }),
  description: requiredText('description', NAME_MAX_LENGTH),
  receipt: fileRefInputSchema.default(null),
});

/** People reached for the first time in the month, by sex and type (contract/dashboard.ts). */
export const beneficiariesInputSchema = z.object({
  sex: z.enum(BENEFICIARY_SEXES, { error: issue('invalid', { field: 'sex' }) }),
  type: z.enum(BENEFICIARY_TYPES, { error: issue('invalid', { field: 'type' }) }),
  count: nonNegativeCount('count'),
});

/** A story of change: a title and a text in English and/or Arabic (at least one language complete, 400 storyLanguage). */
export const storyInputSchema = z.object({
  key: rowKey,
  title_en: optionalText('title_en', NAME_MAX_LENGTH),
  title_ar: optionalText('title_ar', NAME_MAX_LENGTH),
  text_en: optionalText('text_en', TEXT_MAX_LENGTH),
  text_ar: optionalText('text_ar', TEXT_MAX_LENGTH),
  photo: fileRefInputSchema.default(null),
  people_reached: nonNegativeCount('people_reached').nullish().transform((value) => value ?? null),
  place: optionalText('place', NAME_MAX_LENGTH),
});

/** Whether a story has a complete language: a title and a text in English, or in Arabic. */
export function storyHasLanguage(story: { title_en: string | null; text_en: string | null; title_ar: string | null; text_ar: string | null }): boolean {
  return Boolean((story.title_en && story.text_en) || (story.title_ar && story.text_ar));
}

/**
 * PUT …/MonthlyReport/{month} (If-Match: the month's version, 0 for a month never saved): the whole month, replacing
 * what was saved. The server also refuses (400) an indicator, activity or budget line not in the project's plan, a
 * spending date outside the month, a beneficiary row given twice, and (409 monthLocked) a submitted or approved month.
 */
export const monthlyReportInputSchema = z.object({
  narrative: optionalText('narrative', TEXT_MAX_LENGTH),
  indicators: z.array(indicatorActualInputSchema).max(500).default([]),
  activities: z.array(activityProgressInputSchema).max(500).default([]),
  spending: z.array(spendingInputSchema).max(500).default([]),
  beneficiaries: z.array(beneficiariesInputSchema).max(BENEFICIARY_SEXES.length * BENEFICIARY_TYPES.length).default([]),
  stories: z.array(storyInputSchema).max(20).default([]),
});
export type MonthlyReportInput = z.input<typeof monthlyReportInputSchema>;
export type MonthlyReportContent = z.output<typeof monthlyReportInputSchema>;

/* ---------------------------------------------------------------- the funder's review */

/** What a return comment is about: the whole month, or one item of it (`item_key`: its id or row key). */
export const REVIEW_ITEM_KINDS = ['report', 'indicator', 'activity', 'spending', 'beneficiaries', 'story'] as const;
export type ReviewItemKind = (typeof REVIEW_ITEM_KINDS)[number];

export const reviewCommentInputSchema = z.object({
  item_kind: z.enum(REVIEW_ITEM_KINDS, { error: issue('invalid', { field: 'item_kind' }) }),
  /** The indicator or activity id, or the spending entry's or story's key, as text; null for the report or beneficiaries. */
  item_key: z.string().trim().max(64).nullish().transform((value) => value || null),
  text: requiredText('comment', COMMENT_MAX_LENGTH),
});

/** POST …/Return (If-Match: the month's version): at least one comment; the server refuses an item not in the month. */
export const returnMonthInputSchema = z.object({
  comments: z.array(reviewCommentInputSchema).min(1, { error: issue('required', { field: 'comment' }) }).max(200),
});
export type ReturnMonthInput = z.input<typeof returnMonthInputSchema>;

/** POST …/Approve (If-Match: the month's version): an optional note for the organisation. */
export const approveMonthInputSchema = z.object({ comment: optionalText('comment', COMMENT_MAX_LENGTH) });
export type ApproveMonthInput = z.input<typeof approveMonthInputSchema>;

/* ---------------------------------------------------------------- answers */

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const reviewCommentSchema = z.object({
  id: z.number().int(),
  item_kind: z.enum(REVIEW_ITEM_KINDS),
  item_key: z.string().nullable(),
  text: z.string(),
  author: personSchema,
  /** Which return it belongs to: 1 for the first, 2 for the second… */
  round: z.number().int(),
  created_at: z.string(),
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

/** The project's currency (its accepted proposal's): every amount of its months is in it. */
export const monthCurrencySchema = z.object({ code: z.string(), symbol: z.string() });

export const monthlyReportSchema = z.object({
  project_id: z.number().int(),
  month: z.string(),
  status: z.enum(MONTHLY_REPORT_STATUSES),
  /** 0 while never saved; send it as If-Match. */
  version: z.number().int(),
  due_date: z.string(),
  narrative: z.string().nullable(),
  /** Every indicator of the plan, with the month's planned figure and what was written for it. */
  indicators: z.array(
    z.object({
      indicator_id: z.number().int(),
      code: z.string(),
      title: z.string(),
      unit: z.string(),
      aggregation: z.enum(INDICATOR_AGGREGATIONS),
      /** The month's planned increment (`sum`) or level (`latest`); null when the plan has none for it. */
      month_target: z.number().nullable(),
      actual: z.number().nullable(),
      female: z.number().int().nullable(),
      male: z.number().int().nullable(),
      note: z.string().nullable(),
    }),
  ),
  /** Every activity of the work plan, with its state as written for this month (or as last approved). */
  activities: z.array(
    z.object({
      activity_id: z.number().int(),
      code: z.string(),
      title: z.string(),
      planned_start: z.string(),
      planned_end: z.string(),
      /** Planned to run during this month. */
      planned_in_month: z.boolean(),
      status: z.enum(ACTIVITY_STATUSES),
      progress: z.number(),
      note: z.string().nullable(),
    }),
  ),
  /** The plan's budget lines, to choose from. */
  budget_lines: z.array(z.object({ id: z.number().int(), category: z.string(), description: z.string(), planned: z.number() })),
  spending: z.array(
    z.object({ key: z.string(), line_id: z.number().int(), date: z.string(), amount: z.number(), description: z.string(), receipt: reportFileSchema.nullable() }),
  ),
  beneficiaries: z.array(z.object({ sex: z.enum(BENEFICIARY_SEXES), type: z.enum(BENEFICIARY_TYPES), count: z.number().int() })),
  stories: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      title_en: z.string().nullable(),
      title_ar: z.string().nullable(),
      text_en: z.string().nullable(),
      text_ar: z.string().nullable(),
      photo: reportFileSchema.nullable(),
      people_reached: z.number().int().nullable(),
      place: z.string().nullable(),
      featured: z.boolean(),
    }),
  ),
  currency: monthCurrencySchema,
  saved_at: z.string().nullable(),
  saved_by: personSchema.nullable(),
  submitted_at: z.string().nullable(),
  submitted_by: personSchema.nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: personSchema.nullable(),
  /** The note given with an approval. */
  approval_comment: z.string().nullable(),
  /** Every return's comments, oldest first; the latest round is the one to answer. */
  comments: z.array(reviewCommentSchema),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

/** One month in a project's list of months (both sides): where it stands and when it is due. */
export const monthSummarySchema = z.object({
  month: z.string(),
  status: z.enum(MONTHLY_REPORT_STATUSES),
  /** Saved at least once (false: a draft nobody has written yet). */
  started: z.boolean(),
  due_date: z.string(),
  /** Not submitted (or returned and not submitted again) after its due date. */
  overdue: z.boolean(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  spent: z.number(),
  stories: z.number().int(),
});
export type MonthSummary = z.infer<typeof monthSummarySchema>;

/** GET DonorProject/{id}/MonthlyReport: every reportable month, newest first, with the currency of their amounts. */
export const monthListSchema = z.object({ project_id: z.number().int(), currency: monthCurrencySchema, months: z.array(monthSummarySchema) });
export type MonthList = z.infer<typeof monthListSchema>;

/* ---------------------------------------------------------------- stories and /inspire */

/** A story as staff choose among them and /inspire shows it: only an approved month's stories can be featured. */
export const storySchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project_title: z.string(),
  ngo_name: z.string(),
  grant_id: z.number().int(),
  grant_title: z.string(),
  program_id: z.number().int().nullable(),
  country: z.object({ id: z.number().int(), name: z.string(), name_ar: z.string() }),
  month: z.string(),
  month_status: z.enum(MONTHLY_REPORT_STATUSES),
  title_en: z.string().nullable(),
  title_ar: z.string().nullable(),
  text_en: z.string().nullable(),
  text_ar: z.string().nullable(),
  photo: reportFileSchema.nullable(),
  people_reached: z.number().int().nullable(),
  place: z.string().nullable(),
  featured: z.boolean(),
});
export type Story = z.infer<typeof storySchema>;

/** GET DonorProject/Stories: the funder's stories of submitted and approved months, filtered. */
export const storyQuerySchema = z.object({
  featured: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  program_id: z.coerce.number().int().positive().optional(),
  country_id: z.coerce.number().int().positive().optional(),
  grant_id: z.coerce.number().int().positive().optional(),
  project_id: z.coerce.number().int().positive().optional(),
});
export type StoryQuery = z.input<typeof storyQuerySchema>;
export const storyListSchema = z.object({ stories: z.array(storySchema) });

/** PUT DonorProject/Stories/{id}/Featured: 409 wrongStatus for a story of a month not approved. */
export const storyFeaturedInputSchema = z.object({ featured: z.boolean({ error: issue('required', { field: 'featured' }) }) });
