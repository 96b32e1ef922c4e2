import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBeneficiariesInsight } from './get-beneficiaries-insight';
import { getDashboardTotals } from './get-dashboard-totals';
import { getSpendingTimeline } from './get-spending-timeline';
import { getStatusTimeline } from './get-status-timeline';
import { dashboardKeys } from './dashboard-keys';

function stubFetch() {
  const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const requestedUrl = (fetch: ReturnType<typeof stubFetch>) => String((fetch.mock.calls[0] as unknown[] | undefined)?.[0]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the four Dashboard calls', () => {
  it('send the filter as query params, and nothing for the filters that are not set', async () => {
    const fetch = stubFetch();
    await getDashboardTotals({ from: '2026-01', to: '2026-06', grant_id: 4 });
    expect(requestedUrl(fetch)).toBe('/api/Dashboard/GetTotals?from=2026-01&to=2026-06&grant_id=4');
  });

  it('ask the same filter of every figure', async () => {
    const filter = { program_id: 2, country_id: 7 };
    for (const [call, path] of [
      [getStatusTimeline, '/api/Dashboard/GetStatusTimeline'],
      [getSpendingTimeline, '/api/Dashboard/GetSpendingTimeline'],
      [getBeneficiariesInsight, '/api/Dashboard/GetBeneficiariesInsight'],
    ] as const) {
      const fetch = stubFetch();
      await call(filter);
      expect(requestedUrl(fetch)).toBe(`${path}?program_id=2&country_id=7`);
    }
  });

  it('an unfiltered dashboard asks without any query', async () => {
    const fetch = stubFetch();
    await getDashboardTotals({});
    expect(requestedUrl(fetch)).toBe('/api/Dashboard/GetTotals');
  });

  it('keep each filter’s figures under its own cache key, all under dashboardKeys.all', () => {
    expect(dashboardKeys.totals({ grant_id: 4 })).toEqual(['dashboard', 'totals', { grant_id: 4 }]);
    expect(dashboardKeys.totals({ grant_id: 4 })).not.toEqual(dashboardKeys.totals({ grant_id: 5 }));
    expect(dashboardKeys.beneficiaries({}).slice(0, 1)).toEqual(dashboardKeys.all);
  });
});
