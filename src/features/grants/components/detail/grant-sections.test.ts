import { describe, expect, it } from 'vitest';
import { missingForPublish } from '../../api/get-grant-validation';
import { sectionsNeedingAttention, validationWithQueuedChanges } from './grant-sections';

const complete = { GrantObjective: true, ProgramsPercent: true, GrantDueDiligence: true };

describe('grant side menu marks', () => {
  it('marks nothing when the grant is ready to publish', () => {
    expect([...sectionsNeedingAttention(complete)]).toEqual([]);
  });

  it('marks objectives when the grant has no objective', () => {
    expect([...sectionsNeedingAttention({ ...complete, GrantObjective: false })]).toEqual(['objectives']);
  });

  it('marks objectives when the program percentages do not total 100', () => {
    expect([...sectionsNeedingAttention({ ...complete, ProgramsPercent: false })]).toEqual(['objectives']);
  });

  it('marks due diligence when the grant requires none', () => {
    expect([...sectionsNeedingAttention({ ...complete, GrantDueDiligence: false })]).toEqual(['due-diligence']);
  });

  it('marks both and never overview or proposals', () => {
    const marked = sectionsNeedingAttention({ GrantObjective: false, ProgramsPercent: false, GrantDueDiligence: false });
    expect([...marked].toSorted()).toEqual(['due-diligence', 'objectives']);
  });

  it('marks nothing while the validation is unknown', () => {
    expect(sectionsNeedingAttention(undefined).size).toBe(0);
  });
});

describe('what is missing before publishing', () => {
  it('lists each unmet flag in the order of the pages that fix it', () => {
    expect(missingForPublish({ GrantObjective: false, ProgramsPercent: false, GrantDueDiligence: false })).toEqual([
      'objectives',
      'programs',
      'dueDiligence',
    ]);
  });

  it('trusts the queued changes over the server flags they affect', () => {
    const server = { GrantObjective: false, ProgramsPercent: false, GrantDueDiligence: true };
    const grant = { objectives_count: 1, due_diligences_count: 0 };
    expect(validationWithQueuedChanges(server, grant, { objectives: true, dueDiligences: true })).toEqual({
      GrantObjective: true,
      ProgramsPercent: false,
      GrantDueDiligence: false,
    });
    expect(validationWithQueuedChanges(server, grant, { objectives: false, dueDiligences: false })).toEqual(server);
  });
});
