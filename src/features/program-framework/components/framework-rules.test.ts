import { describe, expect, it } from 'vitest';
import type { FrameworkItemOf } from '#contract/program-framework';
import { isCodeTakenIn, isRelated, missingPrerequisite } from './framework-rules';

const named = (id: number, code: string | null) => ({ id, code, title: `Item ${id}` });

describe('what the framework pages allow', () => {
  it('builds the results chain top down: nothing to link to, nothing to add', () => {
    expect(missingPrerequisite('objective', {})).toBeNull();
    expect(missingPrerequisite('outcome', { objective: [] })?.message).toBe('Add an objective first: every outcome serves one.');
    expect(missingPrerequisite('outcome', { objective: [named(1, 'OBJ1')] as FrameworkItemOf<'objective'>[] })).toBeNull();
    expect(missingPrerequisite('activity', {})?.message).toBe('Add an output first: every activity produces one.');
  });

  it('lets an indicator measure an outcome or an output, and asks for a verification method', () => {
    const outcome = [named(1, 'OC1')] as unknown as FrameworkItemOf<'outcome'>[];
    const method = [named(2, 'MV1')] as unknown as FrameworkItemOf<'verification_method'>[];
    expect(missingPrerequisite('indicator', { verification_method: method })?.message).toBe(
      'Add an outcome or an output first: every indicator measures one.',
    );
    expect(missingPrerequisite('indicator', { outcome })?.message).toBe('Add a verification method first: every indicator names how it is verified.');
    expect(missingPrerequisite('indicator', { outcome, verification_method: method })).toBeNull();
  });

  it('finds a code already used by another item, whatever its letter case, but not the item’s own', () => {
    const rows = [
      { id: 1, item: { code: 'OC1' } },
      { id: null, item: { code: 'OC2' } },
    ];
    expect(isCodeTakenIn(rows, ' oc1 ', null)).toBe(true);
    expect(isCodeTakenIn(rows, 'OC1', 1)).toBe(false);
    expect(isCodeTakenIn(rows, 'OC2', 1)).toBe(true);
    expect(isCodeTakenIn(rows, 'OC3', null)).toBe(false);
  });

  it('calls an outcome with outputs related, and a risk never', () => {
    expect(isRelated('outcome', { outputs_count: 1, indicators_count: 0 } as unknown as FrameworkItemOf<'outcome'>)).toBe(true);
    expect(isRelated('outcome', { outputs_count: 0, indicators_count: 0 } as unknown as FrameworkItemOf<'outcome'>)).toBe(false);
    expect(isRelated('risk', { outputs_count: 3 } as unknown as FrameworkItemOf<'risk'>)).toBe(false);
  });
});
