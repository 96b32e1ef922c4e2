import { describe, expect, it } from 'vitest';
import type { FrameworkItemOf } from '#contract/program-framework';
import { FRAMEWORK_ACTION, itemsWithQueuedChanges, type QueuedChange } from './framework-overlay';

const risk = (id: number, title: string): FrameworkItemOf<'risk'> => ({
  id,
  program_id: 7,
  code: `R${id}`,
  title,
  description: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: null,
  category: 'operational',
  likelihood: 2,
  impact: 2,
  score: 4,
  level: 2,
  response_strategy: 'mitigation',
  mitigation: 'Plan B',
  owner: null,
  isMaterialized: false,
});

const values = (title: string, likelihood: number, impact: number) => ({
  code: null,
  title,
  description: null,
  category: 'fiduciary' as const,
  likelihood,
  impact,
  response_strategy: 'avoidance' as const,
  mitigation: 'Two signatures',
  owner: null,
  isMaterialized: false,
});

const change = (type: string, payload: Record<string, unknown>): QueuedChange => ({ type, payload: { programId: 7, programTitle: 'Water', kind: 'risk', ...payload } });

describe('the framework lists with the user’s queued changes', () => {
  it('shows a queued new item at the end, pending, its level derived as the server will', () => {
    const shown = itemsWithQueuedChanges('risk', 7, [risk(1, 'Floods')], [change(FRAMEWORK_ACTION.create, { clientKey: 'k1', values: values('Fraud', 4, 5) })]);
    expect(shown.map((row) => [row.key, row.id, row.item.title, row.pending])).toEqual([
      ['item-1', 1, 'Floods', false],
      ['pending-k1', null, 'Fraud', true],
    ]);
    expect(shown[1]?.item).toMatchObject({ score: 20, level: 5, program_id: 7 });
  });

  it('lays an edit over its item and marks a queued delete, in the order they were queued', () => {
    const queued = [
      change(FRAMEWORK_ACTION.update, { itemId: 1, values: values('Floods in spring', 1, 1) }),
      change(FRAMEWORK_ACTION.delete, { itemId: 2, title: 'Theft' }),
    ];
    const shown = itemsWithQueuedChanges('risk', 7, [risk(1, 'Floods'), risk(2, 'Theft')], queued);
    expect(shown[0]).toMatchObject({ pending: true, deleting: false, item: { id: 1, code: null, title: 'Floods in spring', level: 2, score: 1 } });
    expect(shown[1]).toMatchObject({ pending: true, deleting: true, item: { title: 'Theft' } });
  });

  it('leaves other kinds and other programs alone', () => {
    const queued = [
      { type: FRAMEWORK_ACTION.delete, payload: { programId: 8, programTitle: 'Health', kind: 'risk', itemId: 1, title: 'Floods' } },
      { type: FRAMEWORK_ACTION.delete, payload: { programId: 7, programTitle: 'Water', kind: 'outcome', itemId: 1, title: 'Floods' } },
      { type: 'grant.publish', payload: { grantId: 1 } },
    ];
    expect(itemsWithQueuedChanges('risk', 7, [risk(1, 'Floods')], queued)[0]).toMatchObject({ pending: false, deleting: false });
  });
});
