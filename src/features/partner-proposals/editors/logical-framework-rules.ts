import type { LogicalFramework } from '#contract/proposals';
import { nextRowId } from './row-list';

export type Outcome = LogicalFramework['outcomes'][number];
export type Output = Outcome['outputs'][number];
export type Indicator = Output['indicators'][number];
export type ObjectiveRef = LogicalFramework['grant_objectives'][number];

export const EMPTY_FRAMEWORK: LogicalFramework = {
  goal: '',
  grant_objectives: [],
  program_objectives: [],
  custom_objectives: [],
  outcomes: [],
  assumptions: [],
};

/**
 * The ids of each kind of row in the whole framework: a new row takes the next after the largest of its kind
 * anywhere in the document, so an activity id (which the work plan keys on) is never shared by two activities.
 */
export function nextFrameworkIds(framework: LogicalFramework) {
  const outputs = framework.outcomes.flatMap((outcome) => outcome.outputs);
  return {
    outcome: nextRowId(framework.outcomes.map((outcome) => outcome.id)),
    output: nextRowId(outputs.map((output) => output.id)),
    indicator: nextRowId(outputs.flatMap((output) => output.indicators.map((indicator) => indicator.id))),
    activity: nextRowId(outputs.flatMap((output) => output.activities.map((activity) => activity.id))),
    objective: nextRowId([...framework.program_objectives, ...framework.custom_objectives].map((objective) => objective.id)),
  };
}

export function emptyIndicator(id: number): Indicator {
  return { id, title: '', unit: '', baseline: 0, target: 0, means_of_verification: '' };
}

export function emptyOutput(id: number): Output {
  return { id, title: '', indicators: [], activities: [] };
}

export function emptyOutcome(id: number): Outcome {
  return { id, title: '', outputs: [] };
}

/** Ticks or unticks one of the grant's objectives, keeping the grant's order and its current titles. */
export function toggleGrantObjective(
  chosen: readonly ObjectiveRef[],
  objective: ObjectiveRef,
  on: boolean,
  grantObjectives: readonly ObjectiveRef[],
): ObjectiveRef[] {
  const ids = new Set(chosen.map((item) => item.id));
  if (on) ids.add(objective.id);
  else ids.delete(objective.id);
  return grantObjectives.filter((item) => ids.has(item.id)).map(({ id, title }) => ({ id, title }));
}
