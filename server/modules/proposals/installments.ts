import { z } from 'zod';
import { RequestStatus, TransferStatus } from '#contract/enums';
import { HandledStatus } from '#contract/errors';
import { MESSAGES, type MessageKey, type MessageParams } from '#contract/messages';
import { installmentAmounts } from '#contract/money';
import { installmentsInputSchema, type ProposalHeader } from '#contract/proposals';
import { ApiError, fieldError } from '../../platform/errors';
import { deleteBatches, insertBatches, updateBatch, type BatchRow, type BatchValues } from './batch-repository';

/**
 * Setting a proposal's installments, at acceptance and afterwards: existing rows keep their ids (money may already
 * hang off them), new ones are added, missing ones are removed, all in the order given. A batch the organisation
 * already requested and the funder approved, or one already transferred, is money on its way: it may be renamed
 * or moved but not removed, and its percent is fixed (docs/decisions/121-proposal-decisions.md).
 */

export type InstallmentFields = ApiError['fields'];

/** The body field that carries the installments, in PUT …/ExpenditureBatch and in the Accept form alike. */
const BATCHES_FIELD = 'batches';

export type Installment = z.output<typeof installmentsInputSchema>[number];

export function isLockedBatch(batch: Pick<BatchRow, 'request_status' | 'transfer_status'>): boolean {
  return (
    batch.transfer_status === TransferStatus.Transferred ||
    batch.request_status === RequestStatus.Approved ||
    batch.request_status === RequestStatus.Received
  );
}

function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && key in MESSAGES.en;
}

/** Reads a contract issue (a JSON record of key and params, contract/messages.ts issue()) back into a field problem. */
export function problemOf(message: string, field: string): InstallmentFields[string][number] {
  try {
    const parsed: unknown = JSON.parse(message);
    if (parsed && typeof parsed === 'object' && 'key' in parsed && isMessageKey(parsed.key)) {
      const { key, ...params } = parsed as { key: MessageKey } & MessageParams;
      return { key, params: { field, ...params } };
    }
  } catch {
    // A library's own message: fall through to the generic one.
  }
  return { key: 'invalid', params: { field } };
}

/** The same per-field shape Fastify's validation gives a JSON body with `batches` (server/platform/error-handler.ts). */
function fieldsOf(error: z.ZodError): InstallmentFields {
  const fields: InstallmentFields = {};
  for (const issue of error.issues) {
    const path = [BATCHES_FIELD, ...issue.path.map(String)];
    const named = path.filter((segment) => !/^\d+$/.test(segment)).at(-1);
    const field = !named || named === BATCHES_FIELD ? 'installments' : named;
    const key = path.join('.');
    fields[key] = [...(fields[key] ?? []), problemOf(issue.message, field)];
  }
  return fields;
}

/** The Accept form's `batches` text: JSON of the installments, checked with the same schema as PUT …/ExpenditureBatch. */
export function installmentsFromText(text: string | null): { installments: Installment[] } | { problems: InstallmentFields } {
  if (text === null || text.trim() === '') return { problems: { [BATCHES_FIELD]: [{ key: 'required', params: { field: 'installments' } }] } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problems: { [BATCHES_FIELD]: [{ key: 'invalid', params: { field: 'installments' } }] } };
  }
  const parsed = installmentsInputSchema.safeParse(json);
  return parsed.success ? { installments: parsed.data } : { problems: fieldsOf(parsed.error) };
}

export type BatchPlan = {
  updates: (BatchValues & { id: number })[];
  inserts: BatchValues[];
  deletes: number[];
};

function samePercent(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-9;
}

/** The budget the installments share out, and its currency (whose minor unit rounds the amounts). */
export type InstallmentBudget = { totalBudget: number; currencyCode: string };

/** A proposal's or its project's budget (both carry the proposal's header). */
export function budgetOf(header: Pick<ProposalHeader, 'total_budget' | 'cur_code'>): InstallmentBudget {
  return { totalBudget: header.total_budget, currencyCode: header.cur_code };
}

/**
 * Decides what happens to each row, or refuses: an id that is not the proposal's (400), a locked batch (409).
 * Amounts are the budget shared out exactly (contract/money.ts installmentAmounts): a locked batch keeps the amount
 * already agreed, and the last other one takes the remainder, so the rows always total the budget.
 */
export function planBatches(existing: readonly BatchRow[], installments: readonly Installment[], budget: InstallmentBudget): BatchPlan {
  const byId = new Map(existing.map((batch) => [batch.id, batch]));
  const kept = new Set<number>();
  const rows = installments.map((installment) => {
    if (installment.id === undefined) return { installment, current: undefined };
    const current = byId.get(installment.id);
    if (!current || kept.has(installment.id)) throw fieldError(BATCHES_FIELD, 'invalid', { field: 'installments' });
    if (isLockedBatch(current) && !samePercent(current.percent, installment.percent)) throw installmentLocked();
    kept.add(installment.id);
    return { installment, current };
  });
  const amounts = installmentAmounts(
    budget.totalBudget,
    rows.map(({ installment, current }) => ({ percent: installment.percent, fixedAmount: current && isLockedBatch(current) ? current.amount : null })),
    budget.currencyCode,
  );
  const plan: BatchPlan = { updates: [], inserts: [], deletes: [] };
  for (const [index, { installment, current }] of rows.entries()) {
    const values = { title: installment.title, percent: installment.percent, amount: amounts[index] ?? 0, position: index + 1 };
    if (current) plan.updates.push({ id: current.id, ...values });
    else plan.inserts.push(values);
  }
  const removed = existing.filter((batch) => !kept.has(batch.id));
  if (removed.some(isLockedBatch)) throw installmentLocked();
  plan.deletes = removed.map((batch) => batch.id);
  return plan;
}

function installmentLocked(): ApiError {
  return new ApiError(HandledStatus.Conflict, 'installmentLocked', { field: 'installment' });
}

/** Writes the plan; every batch of the proposal ends up linked to its project (a re-accept keeps the same one). */
export async function applyBatches(
  trx: Parameters<typeof insertBatches>[0],
  owner: { donorId: number; proposalId: number; projectId: number | null },
  plan: BatchPlan,
): Promise<void> {
  await deleteBatches(trx, plan.deletes);
  for (const { id, ...values } of plan.updates) await updateBatch(trx, id, { ...values, project_id: owner.projectId });
  await insertBatches(trx, owner, plan.inserts);
}
