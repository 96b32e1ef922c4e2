import { describe, expect, it } from 'vitest';
import { OBJECTIVE_ACTION, grantWithObjectiveCount, objectivesWithQueuedChanges } from './objectives-overlay';

const objective = (id: number, title: string) => ({ id, title, grant_id: 3, created_at: '2026-01-01T00:00:00Z' });
const server = [objective(1, 'Clean water'), objective(2, 'Schools')];

describe('objectives with queued changes', () => {
  it('shows the server’s objectives unchanged when nothing is queued', () => {
    expect(objectivesWithQueuedChanges(server, []).map(({ id, title, pending }) => ({ id, title, pending }))).toEqual([
      { id: 1, title: 'Clean water', pending: false },
      { id: 2, title: 'Schools', pending: false },
    ]);
  });

  it('adds a queued objective at the end, marked pending, without an id', () => {
    const shown = objectivesWithQueuedChanges(server, [
      { type: OBJECTIVE_ACTION.add, payload: { grantId: 3, clientKey: 'k1', title: 'Clinics' } },
    ]);
    expect(shown.at(-1)).toEqual({ key: 'pending-k1', id: null, title: 'Clinics', pending: true, deleting: false });
  });

  it('shows a queued rename at once, marked pending', () => {
    const shown = objectivesWithQueuedChanges(server, [
      { type: OBJECTIVE_ACTION.update, payload: { grantId: 3, objectiveId: 2, title: 'Primary schools' } },
    ]);
    expect(shown[1]).toMatchObject({ id: 2, title: 'Primary schools', pending: true });
    expect(shown[0]).toMatchObject({ pending: false });
  });

  it('keeps a queued deletion visible as deleting until the server confirms', () => {
    const shown = objectivesWithQueuedChanges(server, [
      { type: OBJECTIVE_ACTION.delete, payload: { grantId: 3, objectiveId: 1, title: 'Clean water' } },
    ]);
    expect(shown[0]).toMatchObject({ id: 1, pending: true, deleting: true });
  });

  it('applies changes in the order they were queued and ignores other grant actions', () => {
    const shown = objectivesWithQueuedChanges(server, [
      { type: OBJECTIVE_ACTION.update, payload: { grantId: 3, objectiveId: 1, title: 'Water' } },
      { type: 'grant.publish', payload: { grantId: 3, deadline: '2027-01-01' } },
      { type: OBJECTIVE_ACTION.update, payload: { grantId: 3, objectiveId: 1, title: 'Safe water' } },
    ]);
    expect(shown.map((item) => item.title)).toEqual(['Safe water', 'Schools']);
  });

  it('moves the grant’s count of objectives and never below zero', () => {
    expect(grantWithObjectiveCount({ objectives_count: 0 }, 1).objectives_count).toBe(1);
    expect(grantWithObjectiveCount({ objectives_count: 0 }, -1).objectives_count).toBe(0);
  });
});
