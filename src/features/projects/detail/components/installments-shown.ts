import { installmentAmounts, percentTotal, sumMoney } from '#contract/money';
import type { ProjectBatch, ProjectInstallments } from '#contract/project-tracking';
import type { InstallmentValues } from '../../api/project-queued';

/** One row of the installments table: the server's installment, or one the user saved and the server has not yet. */
export type ShownInstallment = {
  key: string;
  title: string;
  percent: number;
  amount: number;
  /** The server's installment behind the row; null for one added in a change that waits to be sent. */
  batch: ProjectBatch | null;
};

/**
 * The installments as the user should see them: the server's list, or, while an edit of theirs waits in the
 * outbox, that edit (kept installments with their statuses, new ones without), with the amounts the server will
 * store: the budget shared out in the currency's minor unit, locked ones as agreed, the last taking the remainder.
 */
export function shownInstallments(data: ProjectInstallments, queued: readonly InstallmentValues[] | null, currencyCode: string): ShownInstallment[] {
  if (!queued) {
    return data.batches
      .toSorted((a, b) => a.position - b.position)
      .map((batch) => ({ key: `batch-${batch.id}`, title: batch.title, percent: batch.percent, amount: batch.amount, batch }));
  }
  const rows = queued.map((value) => ({
    value,
    batch: value.id === undefined ? null : (data.batches.find((candidate) => candidate.id === value.id) ?? null),
  }));
  const amounts = installmentAmounts(
    data.total_budget,
    rows.map(({ value, batch }) => ({ percent: Number(value.percent), fixedAmount: batch?.locked ? batch.amount : null })),
    currencyCode,
  );
  return rows.map(({ value, batch }, index) => ({
    key: batch ? `batch-${batch.id}` : `queued-${index}`,
    title: value.title,
    percent: Number(value.percent),
    amount: amounts[index] ?? 0,
    batch,
  }));
}

export type InstallmentTotals = { percent: number; amount: number };

export function installmentTotals(rows: readonly ShownInstallment[], currencyCode: string): InstallmentTotals {
  return {
    percent: percentTotal(rows),
    amount: sumMoney(
      rows.map((row) => row.amount),
      currencyCode,
    ),
  };
}
