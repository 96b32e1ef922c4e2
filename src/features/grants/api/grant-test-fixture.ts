import { GrantStatus } from '#contract/enums';
import type { Grant } from '#contract/grants';

/** A complete draft grant for the grants feature's tests; each test changes only what it is about. */
export function testGrant(overrides: Partial<Grant> = {}): Grant {
  const id = overrides.id ?? 7;
  return {
    id,
    title: 'Clean water',
    status: GrantStatus.Draft,
    description: null,
    eligibility: null,
    currency_id: 1,
    currency: { id: 1, name: 'US Dollar', symbol: '$' },
    min_size: 1000,
    max_size: 5000,
    proposals_count: 0,
    deadline: null,
    created_by: 3,
    created_by_name: 'Amal',
    created_at: '2026-01-10T09:00:00.000Z',
    users_in_charge: [{ admin_id: 3, name: 'Amal', is_manager: true }],
    programs: [{ id: 11, programId: 2, grantId: id, percent: 100, title: 'Health' }],
    countries: [1, 2],
    objectives_count: 1,
    due_diligences_count: 1,
    version: 4,
    ...overrides,
  };
}
