import { describe, expect, it } from 'vitest';
import {
  DUE_DILIGENCE_ACTION,
  dueDiligenceTypesNotChosen,
  dueDiligencesWithQueuedChanges,
  grantWithDueDiligenceCount,
} from './due-diligences-overlay';

const links = [{ id: 10, grant_id: 3, due_diligence_id: 1, name: 'Audited accounts' }];
const types = [
  { id: 1, name: 'Audited accounts' },
  { id: 2, name: 'Registration certificate' },
  { id: 3, name: 'Safeguarding policy' },
];

describe('due diligences with queued changes', () => {
  it('adds a queued type marked pending, named from the payload', () => {
    const shown = dueDiligencesWithQueuedChanges(links, [
      { type: DUE_DILIGENCE_ACTION.add, payload: { grantId: 3, clientKey: 'k', due_diligence_id: 2, name: 'Registration certificate' } },
    ]);
    expect(shown.map(({ name, pending, linkId }) => ({ name, pending, linkId }))).toEqual([
      { name: 'Audited accounts', pending: false, linkId: 10 },
      { name: 'Registration certificate', pending: true, linkId: null },
    ]);
  });

  it('does not show a type twice when it is queued while already required', () => {
    const shown = dueDiligencesWithQueuedChanges(links, [
      { type: DUE_DILIGENCE_ACTION.add, payload: { grantId: 3, clientKey: 'k', due_diligence_id: 1, name: 'Audited accounts' } },
    ]);
    expect(shown).toHaveLength(1);
  });

  it('keeps a queued removal visible as removing', () => {
    const shown = dueDiligencesWithQueuedChanges(links, [
      { type: DUE_DILIGENCE_ACTION.remove, payload: { grantId: 3, linkId: 10, due_diligence_id: 1, name: 'Audited accounts' } },
    ]);
    expect(shown[0]).toMatchObject({ pending: true, removing: true });
  });

  it('offers in the picker only the funder’s types not yet chosen, queued additions included', () => {
    const shown = dueDiligencesWithQueuedChanges(links, [
      { type: DUE_DILIGENCE_ACTION.add, payload: { grantId: 3, clientKey: 'k', due_diligence_id: 3, name: 'Safeguarding policy' } },
    ]);
    expect(dueDiligenceTypesNotChosen(types, shown).map((type) => type.id)).toEqual([2]);
  });

  it('offers again a type whose removal is queued', () => {
    const shown = dueDiligencesWithQueuedChanges(links, [
      { type: DUE_DILIGENCE_ACTION.remove, payload: { grantId: 3, linkId: 10, due_diligence_id: 1, name: 'Audited accounts' } },
    ]);
    expect(dueDiligenceTypesNotChosen(types, shown).map((type) => type.id)).toEqual([1, 2, 3]);
  });

  it('moves the grant’s count of due diligences', () => {
    expect(grantWithDueDiligenceCount({ due_diligences_count: 2 }, -1).due_diligences_count).toBe(1);
  });
});
