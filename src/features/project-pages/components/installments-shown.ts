import { installmentAmount, percentTotal } from '#contract/proposals';
import type { ProjectBatch, ProjectInstallments } from '#contract/project-tracking';
import type { InstallmentValues } from '@/features/projects/api/project-queued';

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
 * outbox, that edit (kept installments with their statuses, new ones without), amounts from the project's budget.
 */
export function shownInstallments(data: ProjectInstallments, queued: readonly InstallmentValues[] | null): ShownInstallment[] {
  if (!queued) {
    return data.batches
      .toSorted((a, b) => a.position - b.position)
      .map((batch) => ({ key: `batch-${batch.id}`, title: batch.title, percent: batch.percent, amount: batch.amount, batch }));
  }
  return queued.map((value, index) => {
    const batch = value.id === undefined ? null : (data.batches.find((candidate) => candidate.id === value.id) ?? null);
    const percent = Number(value.percent);
    return {
      key: batch ? `batch-${batch.id}` : `queued-${index}`,
      title: value.title,
      percent,
      amount: installmentAmount(data.total_budget, percent),
      batch,
    };
  });
}

export type InstallmentTotals = { percent: number; amount: number };

export function installmentTotals(rows: readonly ShownInstallment[]): InstallmentTotals {
  return { percent: percentTotal(rows), amount: Math.round(rows.reduce((sum, row) => sum + row.amount, 0) * 1000) / 1000 };
}
