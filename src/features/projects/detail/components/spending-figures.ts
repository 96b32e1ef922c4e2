import { TransferStatus } from '#contract/enums';
import type { InstallmentSpending, SpendingTracking } from '#contract/project-tracking';

/** What an installment has brought in: its amount once transferred, nothing before. */
export function transferredAmountOf(installment: Pick<InstallmentSpending, 'amount' | 'transfer_status'>): number {
  return installment.transfer_status === TransferStatus.Transferred ? installment.amount : 0;
}

/** Money to the 3 decimals it is kept with, so running sums carry no floating-point dust. */
const money = (value: number) => Math.round(value * 1000) / 1000;

export type MonthMoney = { month: string; spent: number; spentToDate: number; transferredToDate: number };

/**
 * Month by month, what was spent and what had been transferred by then, both running totals: spending is drawn
 * from transferred money, so the gap between them is what the organisation holds. A transfer counts from its month
 * (one before the first tracked month counts from the start).
 */
export function moneyByMonth(tracking: Pick<SpendingTracking, 'months' | 'installments'>): MonthMoney[] {
  const transfers = tracking.installments
    .filter((installment) => installment.transfer_status === TransferStatus.Transferred && installment.transferred_at !== null)
    .map((installment) => ({ month: (installment.transferred_at ?? '').slice(0, 7), amount: installment.amount }));
  return tracking.months.map((entry) => ({
    month: entry.month,
    spent: entry.spent,
    spentToDate: entry.cumulative,
    transferredToDate: money(transfers.filter((transfer) => transfer.month <= entry.month).reduce((sum, transfer) => sum + transfer.amount, 0)),
  }));
}
