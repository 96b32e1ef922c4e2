import { describe, expect, it } from 'vitest';
import { RequestStatus, TransferStatus } from '#contract/enums';
import type { ExpenditureBatch } from '#contract/proposals';
import { draftsFromBatches, draftsFromValues, installmentFieldsSchema, installmentsComplete, installmentsToSave } from './installments-draft';

function batch(id: number, percent: number, position: number, status: Partial<Pick<ExpenditureBatch, 'request_status' | 'transfer_status'>> = {}): ExpenditureBatch {
  return {
    id,
    title: `installments ${position}`,
    percent,
    amount: percent * 1000,
    donor_id: 1,
    proposal_id: 5,
    project_id: 8,
    position,
    request_status: RequestStatus.Requested,
    transfer_status: TransferStatus.Pending,
    ...status,
  };
}

describe('installments drafts', () => {
  it('lists the server’s installments in their order, locking those already approved, received or transferred', () => {
    const drafts = draftsFromBatches([
      batch(12, 30, 2, { transfer_status: TransferStatus.Transferred }),
      batch(11, 50, 1, { request_status: RequestStatus.Approved }),
      batch(13, 20, 3, { request_status: RequestStatus.UnderNegotiation }),
    ]);
    expect(drafts.map((draft) => [draft.id, draft.locked])).toEqual([
      [11, true],
      [12, true],
      [13, false],
    ]);
  });

  it('starts from a queued list, keeping the locks the server knows of', () => {
    const drafts = draftsFromValues([{ id: 11, title: 'Advance', percent: 60 }, { title: 'Rest', percent: 40 }], [batch(11, 50, 1, { request_status: RequestStatus.Received })]);
    expect(drafts.map(({ id, title, percent, locked }) => ({ id, title, percent, locked }))).toEqual([
      { id: 11, title: 'Advance', percent: 60, locked: true },
      { id: undefined, title: 'Rest', percent: 40, locked: false },
    ]);
  });

  it('saves existing installments with their ids and new ones without', () => {
    const saved = installmentsToSave([
      { key: 'batch-11', id: 11, title: 'installments 1', percent: 50, locked: false },
      { key: 'new-1', title: 'installments 2', percent: 50, locked: false },
    ]);
    expect(saved).toEqual([{ id: 11, title: 'installments 1', percent: 50 }, { title: 'installments 2', percent: 50 }]);
    expect('id' in (saved[1] ?? {})).toBe(false);
  });

  it('is complete only at exactly 100%', () => {
    expect(installmentsComplete([{ percent: 50 }, { percent: 30 }, { percent: 20 }])).toBe(true);
    expect(installmentsComplete([{ percent: 33.33 }, { percent: 33.33 }, { percent: 33.34 }])).toBe(true);
    expect(installmentsComplete([{ percent: 90 }])).toBe(false);
    expect(installmentsComplete([])).toBe(false);
  });

  it('checks one installment against what the others leave', () => {
    const schema = installmentFieldsSchema(20);
    expect(schema.safeParse({ title: 'installments 3', percent: '20' }).success).toBe(true);
    const over = schema.safeParse({ title: 'installments 3', percent: '21' });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.path).toEqual(['percent']);
    expect(JSON.parse(over.error?.issues[0]?.message ?? '{}')).toMatchObject({ key: 'max', max: 20 });
    expect(schema.safeParse({ title: 'installments 3', percent: '0' }).success).toBe(false);
    expect(schema.safeParse({ title: ' ', percent: '5' }).success).toBe(false);
  });
});
