import { describe, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { ProjectBatch, ProjectInstallments } from '#contract/project-tracking';
import { installmentTotals, shownInstallments } from './installments-shown';

function batch(id: number, percent: number, position: number, locked = false): ProjectBatch {
  return {
    id,
    title: `installments ${position}`,
    percent,
    amount: percent * 2000,
    donor_id: 1,
    proposal_id: 5,
    project_id: 8,
    position,
    request_status: locked ? RequestStatus.Approved : null,
    requested: null,
    transfer_status: TransferStatus.Pending,
    transferred_at: null,
    locked,
    justification: null, files: [], transfer_date: null, transfer_reference: null, received_at: null,
  };
}

const data: ProjectInstallments = {
  project_id: 8,
  version: 3,
  total_budget: 200_000,
  transferred_percent: 0,
  transferred_amount: 0,
  batches: [batch(12, 50, 2), batch(11, 50, 1, true)],
};

describe('the installments the page shows', () => {
  it('shows the server’s installments in their order when nothing waits', () => {
    const rows = shownInstallments(data, null, 'USD');
    expect(rows.map((row) => [row.title, row.percent, row.batch?.id])).toEqual([
      ['installments 1', 50, 11],
      ['installments 2', 50, 12],
    ]);
    expect(installmentTotals(rows, 'USD')).toEqual({ percent: 100, amount: 200_000 });
  });

  it('shows the user’s queued edit instead: kept installments with their statuses, new ones without, amounts from the budget', () => {
    const rows = shownInstallments(data, [
      { id: 11, title: 'installments 1', percent: 50 },
      { title: 'installments 2', percent: 30 },
      { title: 'installments 3', percent: 20 },
    ], 'USD');
    expect(rows.map((row) => [row.title, row.amount, row.batch?.locked ?? null])).toEqual([
      ['installments 1', 100_000, true],
      ['installments 2', 60_000, null],
      ['installments 3', 40_000, null],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
  });

  it('shares a queued edit out exactly: amounts in the currency’s minor unit, the last taking the remainder', () => {
    const odd: ProjectInstallments = { ...data, total_budget: 76_497.36, batches: [] };
    const split = [
      { title: 'a', percent: 33.333 },
      { title: 'b', percent: 33.333 },
      { title: 'c', percent: 33.334 },
    ];
    const jod = shownInstallments(odd, split, 'JOD');
    expect(jod.map((row) => row.amount)).toEqual([25_498.865, 25_498.865, 25_499.63]);
    expect(installmentTotals(jod, 'JOD')).toEqual({ percent: 100, amount: 76_497.36 });
    const usd = shownInstallments(odd, split, 'USD');
    expect(usd.map((row) => row.amount)).toEqual([25_498.87, 25_498.87, 25_499.62]);
    expect(installmentTotals(usd, 'USD').amount).toBe(76_497.36);
  });
});
