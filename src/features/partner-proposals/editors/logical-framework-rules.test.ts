import { describe, expect, it } from 'vitest';
import type { LogicalFramework } from '#contract/proposals';
import { EMPTY_FRAMEWORK, nextFrameworkIds, toggleGrantObjective } from './logical-framework-rules';

const framework: LogicalFramework = {
  ...EMPTY_FRAMEWORK,
  custom_objectives: [{ id: 4, title: 'Own objective' }],
  outcomes: [
    {
      id: 2,
      title: 'Access to water',
      outputs: [{ id: 5, title: 'Wells', indicators: [{ id: 3, title: 'Wells', unit: 'well', baseline: 0, target: 10, means_of_verification: 'Visits' }], activities: [{ id: 7, title: 'Survey' }] }],
    },
    { id: 1, title: 'Hygiene', outputs: [{ id: 6, title: 'Sessions', indicators: [], activities: [{ id: 2, title: 'Train' }] }] },
  ],
};

describe('the logical framework rules', () => {
  it('numbers a new row after the largest id of its kind anywhere in the framework', () => {
    expect(nextFrameworkIds(framework)).toEqual({ outcome: 3, output: 7, indicator: 4, activity: 8, objective: 5 });
    expect(nextFrameworkIds(EMPTY_FRAMEWORK)).toEqual({ outcome: 1, output: 1, indicator: 1, activity: 1, objective: 1 });
  });

  it('keeps the chosen grant objectives in the grant’s order with the grant’s titles', () => {
    const grant = [
      { id: 10, title: 'Water' },
      { id: 11, title: 'Health' },
      { id: 12, title: 'Education' },
    ];
    const chosen = toggleGrantObjective([{ id: 12, title: 'Old title' }], { id: 10, title: 'Water' }, true, grant);
    expect(chosen).toEqual([
      { id: 10, title: 'Water' },
      { id: 12, title: 'Education' },
    ]);
    expect(toggleGrantObjective(chosen, { id: 10, title: 'Water' }, false, grant)).toEqual([{ id: 12, title: 'Education' }]);
  });
});
