import { z } from 'zod';
import { TEXT_MAX_LENGTH } from './constants';
import { RESPONSE_STRATEGIES, RISK_CATEGORIES, RiskImpact, RiskLikelihood } from './enums';
import { issue, type FieldKey } from './messages';
import { FRAMEWORK_KINDS, type FrameworkKind } from './program-pages';
import { riskLevel, riskSchema } from './proposals';
import { optionalText, positiveId, requiredText } from './validation';

/**
 * A program's results framework (spec section 2, the program sub-pages): the program's objectives that projects
 * contribute to, outcomes under them, outputs under outcomes, and the indicators and activities of those results;
 * the means of verifying indicators, the monitoring-and-evaluation plan and the risk register. The field lists are
 * not in the spec: docs/features/program-results-framework.md says why these.
 *
 * The framework of one program carries one version: every change to any of its items moves it, and a change is
 * sent with If-Match on the version it was based on (like a grant and its objectives, decision 080).
 */

export { FRAMEWORK_KINDS, type FrameworkKind };

/** Not given by the spec: short references such as "OC1", "OP1.2", "IND-07". */
export const FRAMEWORK_CODE_MAX_LENGTH = 20;
/** Not given by the spec: a result or indicator statement is a sentence or two. */
export const FRAMEWORK_TITLE_MAX_LENGTH = 500;
/** Not given by the spec: units, people and sources are short names. */
export const FRAMEWORK_NAME_MAX_LENGTH = 200;
/** Not given by the spec: baselines and targets are counts, amounts or percentages, never negative. */
export const INDICATOR_VALUE_MIN = 0;
export const INDICATOR_VALUE_MAX = 1_000_000_000;

/** How often an indicator is measured or a monitoring activity happens ("once": a baseline or an evaluation). */
export const REPORTING_FREQUENCIES = ['monthly', 'quarterly', 'semi_annual', 'annual', 'once'] as const;
export type ReportingFrequency = (typeof REPORTING_FREQUENCIES)[number];

/** How the program is monitored and evaluated. */
export const MONITORING_METHODS = [
  'field_visit',
  'survey',
  'data_review',
  'third_party_monitoring',
  'evaluation',
  'learning_review',
] as const;
export type MonitoringMethod = (typeof MONITORING_METHODS)[number];

/* ---------------------------------------------------------------- building blocks */

function code() {
  return optionalText('code', FRAMEWORK_CODE_MAX_LENGTH);
}

function statement() {
  return requiredText('title', FRAMEWORK_TITLE_MAX_LENGTH);
}

function choice<const Values extends readonly [string, ...string[]]>(values: Values, field: FieldKey) {
  return z.enum(values, { error: issue('required', { field }) });
}

/** A number typed in a form (a string) or sent as one: empty is "required", anything else not a number "invalid". */
function indicatorValue(field: FieldKey) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : (value ?? undefined)),
    z
      .number({ error: (problem) => issue(problem.input === undefined ? 'required' : 'invalid', { field }) })
      .min(INDICATOR_VALUE_MIN, { error: issue('min', { field, min: INDICATOR_VALUE_MIN }) })
      .max(INDICATOR_VALUE_MAX, { error: issue('max', { field, max: INDICATOR_VALUE_MAX }) }),
  );
}

/** A risk scale value of spec section 3 (0 not set … 5), sent as a number or as a select's string. */
function riskScale(field: 'likelihood' | 'impact', max: number) {
  return z.coerce
    .number({ error: issue('required', { field }) })
    .int({ error: issue('invalid', { field }) })
    .min(0, { error: issue('min', { field, min: 0 }) })
    .max(max, { error: issue('max', { field, max }) });
}

/** An optional calendar date (YYYY-MM-DD, spec section 5's date picker); empty is none. */
function optionalDate(field: FieldKey) {
  return z
    .string({ error: issue('invalid', { field }) })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.iso.date({ error: issue('invalid', { field }) }).nullable());
}

/* ---------------------------------------------------------------- items as the API answers them */

const itemBase = {
  id: z.number().int(),
  program_id: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
};

const contributingProjectSchema = z.object({ id: z.number().int(), title: z.string(), code: z.string() });
export type ContributingProject = z.infer<typeof contributingProjectSchema>;

/**
 * A program objective (the program's own objectives of migration 002, which grants and proposals refer to), with
 * the outcomes under it and the projects whose logical framework says they contribute to it.
 */
export const frameworkObjectiveSchema = z.object({
  ...itemBase,
  outcomes_count: z.number().int(),
  /** Proposals (any status) whose logical framework names this objective. */
  proposals_count: z.number().int(),
  projects: z.array(contributingProjectSchema),
});

export const frameworkOutcomeSchema = z.object({
  ...itemBase,
  objective_id: z.number().int(),
  outputs_count: z.number().int(),
  indicators_count: z.number().int(),
});

export const frameworkOutputSchema = z.object({
  ...itemBase,
  outcome_id: z.number().int(),
  activities_count: z.number().int(),
  indicators_count: z.number().int(),
});

export const frameworkIndicatorSchema = z.object({
  ...itemBase,
  /** The outcome or output the indicator measures. */
  result_id: z.number().int(),
  result_kind: z.enum(['outcome', 'output']),
  unit: z.string(),
  baseline: z.number(),
  target: z.number(),
  frequency: z.enum(REPORTING_FREQUENCIES),
  verification_method_id: z.number().int(),
  disaggregation: z.string().nullable(),
});

export const frameworkActivitySchema = z.object({
  ...itemBase,
  output_id: z.number().int(),
  responsible: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});

/** A means of verification: where the evidence for an indicator's value comes from. */
export const frameworkVerificationMethodSchema = z.object({
  ...itemBase,
  source: z.string(),
  responsible: z.string().nullable(),
  indicators_count: z.number().int(),
});

/** An entry of the monitoring-and-evaluation plan. */
export const frameworkMonitoringSchema = z.object({
  ...itemBase,
  method: z.enum(MONITORING_METHODS),
  frequency: z.enum(REPORTING_FREQUENCIES),
  responsible: z.string(),
});

/** A program-level risk: the proposal risk's fields (spec section 3), its level derived from likelihood × impact. */
export const frameworkRiskSchema = riskSchema.extend({
  ...itemBase,
  owner: z.string().nullable(),
});

export const FRAMEWORK_ITEM_SCHEMAS = {
  objective: frameworkObjectiveSchema,
  outcome: frameworkOutcomeSchema,
  output: frameworkOutputSchema,
  indicator: frameworkIndicatorSchema,
  activity: frameworkActivitySchema,
  verification_method: frameworkVerificationMethodSchema,
  monitoring: frameworkMonitoringSchema,
  risk: frameworkRiskSchema,
} as const satisfies Record<FrameworkKind, z.ZodType>;

export type FrameworkItemOf<Kind extends FrameworkKind> = z.infer<(typeof FRAMEWORK_ITEM_SCHEMAS)[Kind]>;
export type FrameworkItem = FrameworkItemOf<FrameworkKind>;
export type FrameworkObjective = FrameworkItemOf<'objective'>;
export type FrameworkOutcome = FrameworkItemOf<'outcome'>;
export type FrameworkOutput = FrameworkItemOf<'output'>;
export type FrameworkIndicator = FrameworkItemOf<'indicator'>;
export type FrameworkActivity = FrameworkItemOf<'activity'>;
export type FrameworkVerificationMethod = FrameworkItemOf<'verification_method'>;
export type FrameworkMonitoring = FrameworkItemOf<'monitoring'>;
export type FrameworkRisk = FrameworkItemOf<'risk'>;

/** The risk's score and level, as the server derives them (riskLevel of contract/proposals.ts). */
export function riskFigures(likelihood: number, impact: number): { score: number; level: number } {
  return { score: likelihood * impact, level: riskLevel(likelihood, impact) };
}

/* ---------------------------------------------------------------- inputs (POST and PUT bodies) */

const inputBase = { code: code(), title: statement(), description: optionalText('description', TEXT_MAX_LENGTH) };

export const objectiveItemInputSchema = z.object(inputBase);

export const outcomeInputSchema = z.object({ ...inputBase, objective_id: positiveId('objective_id') });

export const outputInputSchema = z.object({ ...inputBase, outcome_id: positiveId('outcome_id') });

export const indicatorInputSchema = z.object({
  ...inputBase,
  result_id: positiveId('result_id'),
  unit: requiredText('unit', FRAMEWORK_NAME_MAX_LENGTH),
  baseline: indicatorValue('baseline'),
  target: indicatorValue('target'),
  frequency: choice(REPORTING_FREQUENCIES, 'frequency'),
  verification_method_id: positiveId('verification_method_id'),
  disaggregation: optionalText('disaggregation', FRAMEWORK_NAME_MAX_LENGTH),
});

/** Spec section 5's period rule: the end is on or after the start when both are given. */
export const activityInputSchema = z
  .object({
    ...inputBase,
    output_id: positiveId('output_id'),
    responsible: optionalText('responsible', FRAMEWORK_NAME_MAX_LENGTH),
    start_date: optionalDate('start_date'),
    end_date: optionalDate('end_date'),
  })
  .superRefine((activity, context) => {
    if (activity.start_date && activity.end_date && activity.end_date < activity.start_date) {
      context.addIssue({ code: 'custom', path: ['end_date'], message: issue('min', { field: 'end_date', min: activity.start_date }) });
    }
  });

export const verificationMethodInputSchema = z.object({
  ...inputBase,
  source: requiredText('source', FRAMEWORK_NAME_MAX_LENGTH),
  responsible: optionalText('responsible', FRAMEWORK_NAME_MAX_LENGTH),
});

export const monitoringInputSchema = z.object({
  ...inputBase,
  method: choice(MONITORING_METHODS, 'method'),
  frequency: choice(REPORTING_FREQUENCIES, 'frequency'),
  responsible: requiredText('responsible', FRAMEWORK_NAME_MAX_LENGTH),
});

export const riskInputSchema = z.object({
  ...inputBase,
  category: choice(RISK_CATEGORIES, 'category'),
  likelihood: riskScale('likelihood', RiskLikelihood.AlmostCertain),
  impact: riskScale('impact', RiskImpact.Critical),
  response_strategy: choice(RESPONSE_STRATEGIES, 'response_strategy'),
  mitigation: requiredText('mitigation', TEXT_MAX_LENGTH),
  owner: optionalText('owner', FRAMEWORK_NAME_MAX_LENGTH),
  isMaterialized: z.boolean().default(false),
});

export const FRAMEWORK_INPUT_SCHEMAS = {
  objective: objectiveItemInputSchema,
  outcome: outcomeInputSchema,
  output: outputInputSchema,
  indicator: indicatorInputSchema,
  activity: activityInputSchema,
  verification_method: verificationMethodInputSchema,
  monitoring: monitoringInputSchema,
  risk: riskInputSchema,
} as const satisfies Record<FrameworkKind, z.ZodType>;

/** What a form holds (strings for numbers and ids until parsed). */
export type FrameworkFormValues<Kind extends FrameworkKind> = z.input<(typeof FRAMEWORK_INPUT_SCHEMAS)[Kind]>;
/** What the API receives once parsed. */
export type FrameworkInputOf<Kind extends FrameworkKind> = z.output<(typeof FRAMEWORK_INPUT_SCHEMAS)[Kind]>;
export type FrameworkInput = FrameworkInputOf<FrameworkKind>;

/* ---------------------------------------------------------------- answers */

/** GET …/Framework/{Kind}: the kind's items (ordered by code, then as written) and the framework's version. */
export function frameworkListSchema<Kind extends FrameworkKind>(kind: Kind) {
  return z.object({ version: z.number().int(), items: z.array(FRAMEWORK_ITEM_SCHEMAS[kind]) });
}
export type FrameworkList<Kind extends FrameworkKind> = { version: number; items: FrameworkItemOf<Kind>[] };

/** POST and PUT answer the item as saved, with the framework's new version. */
export function frameworkSavedSchema<Kind extends FrameworkKind>(kind: Kind) {
  return z.object({ version: z.number().int(), item: FRAMEWORK_ITEM_SCHEMAS[kind] });
}
export type FrameworkSaved<Kind extends FrameworkKind> = { version: number; item: FrameworkItemOf<Kind> };

/** DELETE answers the id and the framework's new version. */
export const frameworkDeletedSchema = z.object({ version: z.number().int(), id: z.number().int() });
export type FrameworkDeleted = z.infer<typeof frameworkDeletedSchema>;

/** The `current` of a 412: the framework's version now, and the item the change was about as it is now (null when gone). */
export type FrameworkCurrent = { version: number; item: FrameworkItem | null };

/** Which items of the framework point at an item: a delete is refused ("related", spec section 8) while any do. */
export function dependentsOf(kind: FrameworkKind, item: FrameworkItem): number {
  switch (kind) {
    case 'objective': {
      const objective = item as FrameworkObjective;
      return objective.outcomes_count + objective.proposals_count;
    }
    case 'outcome': {
      const outcome = item as FrameworkOutcome;
      return outcome.outputs_count + outcome.indicators_count;
    }
    case 'output': {
      const output = item as FrameworkOutput;
      return output.activities_count + output.indicators_count;
    }
    case 'verification_method':
      return (item as FrameworkVerificationMethod).indicators_count;
    default:
      return 0;
  }
}
