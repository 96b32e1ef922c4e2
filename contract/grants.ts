import { z } from 'zod';
import { GRANT_SORT_COLUMNS } from './list-columns';
import { PERCENT_TOTAL, TEXT_MAX_LENGTH } from './constants';
import { GrantStatus } from './enums';
import { issue } from './messages';
import { pagingQuery, pagedResponse } from './paging';
import { userInChargeSchema } from './programs';
import { optionalText, positiveId, requiredNumber, requiredText, whenComparable } from './validation';

export { GRANT_SORT_COLUMNS };

/** Grant sizes are money: positive, at most two decimals, below a sane ceiling (not given by the spec). */
export const GRANT_SIZE_MAX = 1_000_000_000_000;

export const grantStatusSchema = z.union([z.literal(GrantStatus.Draft), z.literal(GrantStatus.Published), z.literal(GrantStatus.Closed)]);

/** A program targeted by a grant and its share (spec section 3: id, programId, grantId, percent). */
export const grantProgramSchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  grantId: z.number().int(),
  percent: z.number(),
  title: z.string(),
});
export type GrantProgram = z.infer<typeof grantProgramSchema>;

export const grantSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: grantStatusSchema,
  description: z.string().nullable(),
  eligibility: z.string().nullable(),
  currency_id: z.number().int(),
  currency: z.object({ id: z.number().int(), name: z.string(), symbol: z.string() }),
  min_size: z.number(),
  max_size: z.number(),
  proposals_count: z.number().int(),
  /** ISO date (YYYY-MM-DD) or null while a draft has none. */
  deadline: z.string().nullable(),
  created_by: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
  users_in_charge: z.array(userInChargeSchema),
  programs: z.array(grantProgramSchema),
  countries: z.array(z.number().int()),
  objectives_count: z.number().int(),
  due_diligences_count: z.number().int(),
  /** Optimistic-concurrency version: sent back as If-Match by every change (ARCHITECTURE "An action"). */
  version: z.number().int(),
});
export type Grant = z.infer<typeof grantSchema>;

export const grantListQuerySchema = pagingQuery(GRANT_SORT_COLUMNS).extend({
  status: z.coerce.number().pipe(grantStatusSchema).optional(),
});
export const grantPageSchema = pagedResponse(grantSchema);

/** Program percentages of a grant must total exactly 100 (spec section 5). */
export function programsPercentTotal(programs: readonly { percent: number }[]): number {
  return Math.round(programs.reduce((sum, program) => sum + program.percent, 0) * 100) / 100;
}

const money = (field: 'min_size' | 'max_size') =>
  requiredNumber(field, (number) =>
    number
      .positive({ error: issue('min', { field, min: 1 }) })
      .max(GRANT_SIZE_MAX, { error: issue('max', { field, max: GRANT_SIZE_MAX }) })
      .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        error: issue('invalid', { field }),
      }),
  );

/** POST /api/DonorGrant and PUT /api/DonorGrant/{id} (a draft only). */
export const grantInputSchema = z
  .object({
    title: requiredText('title'),
    description: optionalText('description', TEXT_MAX_LENGTH),
    eligibility: optionalText('eligibility', TEXT_MAX_LENGTH),
    currency_id: positiveId('currency_id'),
    min_size: money('min_size'),
    max_size: money('max_size'),
    programs: z
      .array(
        z.object({
          programId: positiveId('programs'),
          percent: requiredNumber('percent', (number) =>
            number
              .min(1, { error: issue('min', { field: 'percent', min: 1 }) })
              .max(PERCENT_TOTAL, { error: issue('percentOver', { field: 'percent' }) }),
          ),
        }),
      )
      .min(1, { error: issue('programsPercent') })
      .refine((programs) => new Set(programs.map((program) => program.programId)).size === programs.length, {
        error: issue('unique', { field: 'programs' }),
      })
      .refine((programs) => programsPercentTotal(programs) === PERCENT_TOTAL, { error: issue('programsPercent') }),
    countries: z.array(positiveId('countries')).min(1, { error: issue('multiselect', { field: 'countries' }) }),
  })
  .refine((grant) => grant.max_size >= grant.min_size, {
    path: ['max_size'],
    error: issue('sizeRange', { field: 'max_size' }),
    when: whenComparable('min_size', 'max_size'),
  });
export type GrantInput = z.input<typeof grantInputSchema>;

/** A deadline is a calendar date (YYYY-MM-DD, spec section 5) strictly after today (UTC). */
export function isFutureDate(date: string, today: Date = new Date()): boolean {
  return date > today.toISOString().slice(0, 10);
}

export const deadlineInputSchema = z.object({
  deadline: z
    .string({ error: issue('required', { field: 'deadline' }) })
    .trim()
    // An empty field is "required", and nothing more: the checks below are about a date that was given.
    .min(1, { error: issue('required', { field: 'deadline' }), abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: issue('invalid', { field: 'deadline' }) })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: issue('invalid', { field: 'deadline' }) })
    .refine((value) => isFutureDate(value), { error: issue('futureDate', { field: 'deadline' }) }),
});
export type DeadlineInput = z.input<typeof deadlineInputSchema>;

export const countriesInputSchema = z.object({
  countries: z.array(positiveId('countries')).min(1, { error: issue('multiselect', { field: 'countries' }) }),
});

/** GET /api/DonorGrant/GrantValidation/{id}: what publishing still needs (spec section 3). */
export const grantValidationSchema = z.object({
  GrantObjective: z.boolean(),
  ProgramsPercent: z.boolean(),
  GrantDueDiligence: z.boolean(),
});
export type GrantValidation = z.infer<typeof grantValidationSchema>;

/** A grant's objective (spec section 3: id, title, grant_id). */
export const grantObjectiveSchema = z.object({ id: z.number().int(), title: z.string(), grant_id: z.number().int(), created_at: z.string() });
export type GrantObjective = z.infer<typeof grantObjectiveSchema>;

/** GET DonorGrant/ProgramObjective/{id}: the objectives of the programs a grant targets (spec section 3: id, title, grant_id, program_id). */
export const grantProgramObjectiveSchema = z.object({ id: z.number().int(), title: z.string(), grant_id: z.number().int(), program_id: z.number().int() });
export type GrantProgramObjective = z.infer<typeof grantProgramObjectiveSchema>;

/** A due diligence required by a grant: one of the funder's due-diligence types. */
export const grantDueDiligenceSchema = z.object({
  id: z.number().int(),
  grant_id: z.number().int(),
  due_diligence_id: z.number().int(),
  name: z.string(),
});
export type GrantDueDiligence = z.infer<typeof grantDueDiligenceSchema>;

export const grantDueDiligenceInputSchema = z.object({ due_diligence_id: positiveId('due_diligence_id') });
