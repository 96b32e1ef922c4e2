import { describe, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { InstallmentSpending } from '#contract/project-tracking';
import { moneyByMonth, transferredAmountOf } from './spending-figures';

function installment(id: number, amount: number, transferredAt: string | null): InstallmentSpending {
  const transferred = transferredAt !== null;
  return {
    batch_id: id,
    title: `Installment ${id}`,
    position: id,
    amount,
    request_status: transferred ? RequestStatus.Received : RequestStatus.Requested,
    transfer_status: transferred ? TransferStatus.Transferred : TransferStatus.Pending,
    transferred_at: transferredAt,
    spent: 0,
    remaining: amount,
    burn_percent: 0,
  };
}

describe('spending against the money transferred', () => {
  it('counts an installment once transferred, never before', () => {
    expect(transferredAmountOf(installment(1, 1000, '2026-01-15T09:00:00.000Z'))).toBe(1000);
    expect(transferredAmountOf(installment(2, 1000, null))).toBe(0);
  });

  it('runs the transfers to date month by month beside the spending to date, from each transfer’s month', () => {
    const months = [
      { month: '2026-01', spent: 100.1, cumulative: 100.1 },
      { month: '2026-02', spent: 0, cumulative: 100.1 },
      { month: '2026-03', spent: 250.2, cumulative: 350.3 },
    ];
    const installments = [installment(1, 500.3, '2025-12-28T10:00:00.000Z'), installment(2, 400.1, '2026-03-02T10:00:00.000Z'), installment(3, 99, null)];
    expect(moneyByMonth({ months, installments })).toEqual([
      { month: '2026-01', spent: 100.1, spentToDate: 100.1, transferredToDate: 500.3 },
      { month: '2026-02', spent: 0, spentToDate: 100.1, transferredToDate: 500.3 },
      { month: '2026-03', spent: 250.2, spentToDate: 350.3, transferredToDate: 900.4 },
    ]);
  });

  it('has no months before the project starts', () => {
    expect(moneyByMonth({ months: [], installments: [installment(1, 10, '2026-01-01')] })).toEqual([]);
  });
});
