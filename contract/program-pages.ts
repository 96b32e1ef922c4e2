/**
 * The program (initiative) sub-pages of spec section 2 and the kinds of results-framework item behind them. Kept
 * apart from program-framework.ts, without imports, because route definitions and the notification menu (which
 * load with the first page) need them and must not pull zod in (docs/decisions/008-bundle-budgets.md).
 * See docs/features/program-results-framework.md.
 */
import type { EntityNameIn } from './entities';

/** The kinds of item a program's results framework holds. */
export const FRAMEWORK_KINDS = [
  'objective',
  'outcome',
  'output',
  'indicator',
  'activity',
  'verification_method',
  'monitoring',
  'risk',
] as const;
export type FrameworkKind = (typeof FRAMEWORK_KINDS)[number];

/** The program sub-pages, in the order of the program's side menu (after the overview). */
export const PROGRAM_PAGES = [
  'projects-objectives',
  'outcomes',
  'outputs',
  'indicators',
  'activities',
  'verification-methods',
  'monitoring-and-evaluation',
  'risks',
] as const;
export type ProgramPageSlug = (typeof PROGRAM_PAGES)[number];

export function isProgramPage(value: unknown): value is ProgramPageSlug {
  return typeof value === 'string' && (PROGRAM_PAGES as readonly string[]).includes(value);
}

/** The sub-page that lists each kind. */
export const FRAMEWORK_KIND_PAGES = {
  objective: 'projects-objectives',
  outcome: 'outcomes',
  output: 'outputs',
  indicator: 'indicators',
  activity: 'activities',
  verification_method: 'verification-methods',
  monitoring: 'monitoring-and-evaluation',
  risk: 'risks',
} as const satisfies Record<FrameworkKind, ProgramPageSlug>;

/** The kind each sub-page lists. */
export const PROGRAM_PAGE_KINDS = Object.fromEntries(
  FRAMEWORK_KINDS.map((kind) => [FRAMEWORK_KIND_PAGES[kind], kind]),
) as Record<ProgramPageSlug, FrameworkKind>;

/** The notification entity of a change to each kind (contract/notifications.ts NOTIFICATION_ENTITIES). */
export const FRAMEWORK_KIND_ENTITIES = {
  objective: 'programObjective',
  outcome: 'programOutcome',
  output: 'programOutput',
  indicator: 'programIndicator',
  activity: 'programActivity',
  verification_method: 'programVerificationMethod',
  monitoring: 'programMonitoring',
  risk: 'programRisk',
} as const satisfies Record<FrameworkKind, EntityNameIn<'audit'> & EntityNameIn<'notification'>>;

/** The last segment of each kind's API path: /DonorAccountProgram/{id}/Framework/{segment}. */
export const FRAMEWORK_KIND_SEGMENTS = {
  objective: 'Objective',
  outcome: 'Outcome',
  output: 'Output',
  indicator: 'Indicator',
  activity: 'Activity',
  verification_method: 'VerificationMethod',
  monitoring: 'MonitoringAndEvaluation',
  risk: 'Risk',
} as const satisfies Record<FrameworkKind, string>;
