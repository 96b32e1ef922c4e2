import { describe, expect, it } from 'vitest';
import { localizeIssue } from './messages';
import {
  activityInputSchema,
  dependentsOf,
  FRAMEWORK_INPUT_SCHEMAS,
  FRAMEWORK_KINDS,
  indicatorInputSchema,
  riskFigures,
  riskInputSchema,
  type FrameworkItem,
} from './program-framework';
import { FRAMEWORK_KIND_PAGES, PROGRAM_PAGES, PROGRAM_PAGE_KINDS, isProgramPage } from './program-pages';
import { notificationLink } from './notifications';

/** The field messages of a refused input, in English, by field. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const found: Record<string, string> = {};
  for (const problem of result.error?.issues ?? []) {
    const field = String(problem.path[0]);
    found[field] ??= localizeIssue(problem.message, 'en', field);
  }
  return found;
}

const link = (entity: Parameters<typeof notificationLink>[0]['entity']) =>
  notificationLink({ entity, operation: 'Update', parent_id: 3, object_id: 9, page: 0 });

const indicator = { title: 'Children reading', result_id: '4', unit: '%', baseline: '10', target: '60', frequency: 'annual', verification_method_id: '2' };

describe('the results framework’s rules (shared by the forms and the server)', () => {
  it('has one page per kind and back, and opens each kind’s page from its notification', () => {
    expect(PROGRAM_PAGES).toHaveLength(FRAMEWORK_KINDS.length);
    for (const kind of FRAMEWORK_KINDS) expect(PROGRAM_PAGE_KINDS[FRAMEWORK_KIND_PAGES[kind]]).toBe(kind);
    expect(isProgramPage('monitoring-and-evaluation')).toBe(true);
    expect(isProgramPage('objectives')).toBe(false);
    expect(link('programObjective')).toBe('/programs/3/projects-objectives');
    expect(link('programMonitoring')).toBe('/programs/3/monitoring-and-evaluation');
  });

  it('requires a title for every kind, and says so with the field’s name', () => {
    for (const kind of FRAMEWORK_KINDS) {
      expect(problems(FRAMEWORK_INPUT_SCHEMAS[kind].safeParse({ title: '  ' })).title, kind).toBe('Title is required');
    }
  });

  it('reads an indicator’s numbers as typed: empty is required, words are not valid, below 0 is refused', () => {
    expect(indicatorInputSchema.parse(indicator)).toMatchObject({ result_id: 4, baseline: 10, target: 60, verification_method_id: 2, code: null });
    expect(problems(indicatorInputSchema.safeParse({ ...indicator, baseline: '' }))).toEqual({ baseline: 'Baseline is required' });
    expect(problems(indicatorInputSchema.safeParse({ ...indicator, target: 'sixty' }))).toEqual({ target: 'Target is not valid' });
    expect(problems(indicatorInputSchema.safeParse({ ...indicator, target: '-1' }))).toEqual({ target: 'Target should be greater than or equal to 0!' });
    expect(problems(indicatorInputSchema.safeParse({ ...indicator, result_id: '', frequency: '' }))).toEqual({
      result_id: 'Result measured is required',
      frequency: 'Frequency is required',
    });
  });

  it('takes null, empty or missing optional texts as none, and keeps a code within 20 characters', () => {
    expect(indicatorInputSchema.parse({ ...indicator, code: null, description: '', disaggregation: undefined })).toMatchObject({
      code: null,
      description: null,
      disaggregation: null,
    });
    expect(problems(indicatorInputSchema.safeParse({ ...indicator, code: 'C'.repeat(21) }))).toEqual({ code: 'Code must be at most 20 characters' });
  });

  it('lets an activity end on its start day but not before (the period rule)', () => {
    const activity = { title: 'Train', output_id: 3, start_date: '2026-03-01' };
    expect(activityInputSchema.parse({ ...activity, end_date: '2026-03-01' })).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-01' });
    expect(problems(activityInputSchema.safeParse({ ...activity, end_date: '2026-02-28' }))).toEqual({
      end_date: 'End date should be greater than or equal to 2026-03-01!',
    });
    expect(problems(activityInputSchema.safeParse({ ...activity, start_date: '2026-02-30' }))).toEqual({ start_date: 'Start date is not valid' });
    expect(activityInputSchema.parse({ title: 'Whenever', output_id: 3, start_date: '', end_date: null })).toMatchObject({ start_date: null, end_date: null });
  });

  it('bounds a risk’s likelihood and impact to the scale of spec section 3 and derives its level', () => {
    const risk = { title: 'Floods', category: 'operational', likelihood: '4', impact: '5', response_strategy: 'mitigation', mitigation: 'Raise stores' };
    expect(riskInputSchema.parse(risk)).toMatchObject({ likelihood: 4, impact: 5, isMaterialized: false, owner: null });
    expect(problems(riskInputSchema.safeParse({ ...risk, likelihood: 6 }))).toEqual({ likelihood: 'Likelihood should be less than or equal to 5' });
    expect(problems(riskInputSchema.safeParse({ ...risk, category: 'weather' }))).toEqual({ category: 'Category is required' });
    expect(riskFigures(4, 5)).toEqual({ score: 20, level: 5 });
    expect(riskFigures(0, 5)).toEqual({ score: 0, level: 1 });
  });

  it('counts what refers to an item: an outcome’s outputs and indicators, an objective’s outcomes and citing proposals', () => {
    const outcome = { outputs_count: 0, indicators_count: 1 } as unknown as FrameworkItem;
    expect(dependentsOf('outcome', outcome)).toBe(1);
    const objective = { outcomes_count: 0, proposals_count: 2 } as unknown as FrameworkItem;
    expect(dependentsOf('objective', objective)).toBe(2);
    expect(dependentsOf('risk', outcome)).toBe(0);
  });
});
