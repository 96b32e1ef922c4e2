import { describe, expect, it } from 'vitest';
import { indicatorsByStatus, paceOf, transferPace, workplanPace } from './overview-figures';

describe('overview figures', () => {
  it('reads transfers against the time elapsed, in points', () => {
    expect(transferPace({ progress: 75, time_elapsed_percent: 68.9 })).toEqual({ gap: 6.1, reading: 'ahead' });
    expect(transferPace({ progress: 25, time_elapsed_percent: 50 })).toEqual({ gap: 25, reading: 'behind' });
    expect(transferPace({ progress: 40, time_elapsed_percent: 40 })).toEqual({ gap: 0, reading: 'inStep' });
  });

  it('rounds the gap to one decimal, so a hair’s difference reads as in step', () => {
    expect(paceOf(50.02, 50)).toEqual({ gap: 0, reading: 'inStep' });
    expect(paceOf(33.333, 40)).toEqual({ gap: 6.7, reading: 'behind' });
  });

  it('reads the work plan’s average progress against where it should be', () => {
    const workplan = { total: 8, by_status: [], delayed: 1, average_progress: 74.5, expected_progress: 78.8 };
    expect(workplanPace({ workplan })).toEqual({ gap: 4.3, reading: 'behind' });
  });

  it('lists every indicator status in order, zeros included', () => {
    const indicators = { total: 3, by_status: [{ status: 'on_track' as const, count: 2 }, { status: 'behind' as const, count: 1 }] };
    expect(indicatorsByStatus({ indicators })).toEqual([
      { status: 'not_started', count: 0 },
      { status: 'behind', count: 1 },
      { status: 'on_track', count: 2 },
      { status: 'ahead', count: 0 },
    ]);
  });
});
