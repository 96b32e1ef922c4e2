import { RequestStatus, TransferStatus } from '#contract/enums';
import { issue } from '#contract/messages';
import { installmentAmounts, totalsExactlyHundred } from '#contract/money';
import { installmentInputSchema, type ExpenditureBatch } from '#contract/proposals';
import type { InstallmentValues } from '../api/proposal-overlays';

/** One installment as the form edits it; `key` names it in the list, also before the server gives it an id. */
export type InstallmentDraft = {
  key: string;
  /** The server's id; absent for an installment added in this form. */
  id?: number | undefined;
  title: string;
  percent: number;
  /** Already approved, received or transferred: it stays, and its percent cannot change (contract installmentLocked). */
  locked: boolean;
  /** A locked installment's amount as agreed: it keeps it, as on the server (contract/money.ts installmentAmounts). */
  agreedAmount?: number | undefined;
};

export type { InstallmentValues };

let drafted = 0;
/** A key for an installment that has no id yet, unique within the page. */
export function newInstallmentKey(): string {
  drafted += 1;
  return `new-${drafted}`;
}

/** Money already on its way cannot be taken back: approved or received requests, transferred installments. */
export function isInstallmentLocked(batch: Pick<ExpenditureBatch, 'request_status' | 'transfer_status'>): boolean {
  return (
    batch.transfer_status === TransferStatus.Transferred ||
    batch.request_status === RequestStatus.Approved ||
    batch.request_status === RequestStatus.Received
  );
}

export function draftsFromBatches(batches: readonly ExpenditureBatch[]): InstallmentDraft[] {
  return batches
    .toSorted((a, b) => a.position - b.position)
    .map((batch) => {
      const locked = isInstallmentLocked(batch);
      return { key: `batch-${batch.id}`, id: batch.id, title: batch.title, percent: batch.percent, locked, agreedAmount: locked ? batch.amount : undefined };
    });
}

/**
 * Installments the user saved but the server has not received yet (a queued update), with the locks the
 * server's list knows of: the form starts from what the user last decided, not from the older server list.
 */
export function draftsFromValues(values: readonly InstallmentValues[], batches: readonly ExpenditureBatch[] = []): InstallmentDraft[] {
  return values.map((value) => {
    const batch = value.id === undefined ? undefined : batches.find((candidate) => candidate.id === value.id);
    const locked = batch ? isInstallmentLocked(batch) : false;
    return {
      key: value.id === undefined ? newInstallmentKey() : `batch-${value.id}`,
      id: value.id,
      title: value.title,
      percent: Number(value.percent),
      locked,
      agreedAmount: locked ? batch?.amount : undefined,
    };
  });
}

/** What the server receives: existing installments keep their ids, new ones are sent without. */
export function installmentsToSave(drafts: readonly InstallmentDraft[]): InstallmentValues[] {
  return drafts.map(({ id, title, percent }) => (id === undefined ? { title, percent } : { id, title, percent }));
}

/** Spec sections 4, 5 and 9: the installments are complete when their percents total exactly 100, in decimal. */
export function installmentsComplete(drafts: readonly Pick<InstallmentDraft, 'percent'>[]): boolean {
  return drafts.length > 0 && totalsExactlyHundred(drafts);
}

/** Each installment's amount as the server will store it: the budget shared out exactly, locked ones as agreed. */
export function draftAmounts(drafts: readonly InstallmentDraft[], totalBudget: number, currencyCode: string): number[] {
  return installmentAmounts(
    totalBudget,
    drafts.map((draft) => ({ percent: draft.percent, fixedAmount: draft.locked ? draft.agreedAmount : undefined })),
    currencyCode,
  );
}

/**
 * One installment's fields, as the contract checks them (title required, percent 1 to 100), and no more than
 * `maxPercent`: what the other installments leave (spec section 5).
 */
export function installmentFieldsSchema(maxPercent: number) {
  return installmentInputSchema.refine((value) => Number(value.percent) <= maxPercent, {
    path: ['percent'],
    error: issue('max', { field: 'percent', max: maxPercent }),
  });
}
