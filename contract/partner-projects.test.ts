import { describe, expect, it } from 'vitest';
import { installmentRequestInputSchema, riskReviewInputSchema } from './partner-projects';
import { batchStatusInputSchema, progressReportReviewInputSchema, TRANSFER_REFERENCE_MAX_LENGTH } from './project-tracking';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), JSON.parse(issue.message).key as string]);

describe("the organisation's workspace inputs", () => {
  it('asks for an installment by its id, with a justification', () => {
    expect(installmentRequestInputSchema.parse({ batch_id: '12', justification: '  Q1 done  ' })).toEqual({ batch_id: 12, justification: 'Q1 done' });
    expect(messagesOf(installmentRequestInputSchema.safeParse({ batch_id: '', justification: ' ' }))).toEqual([
      ['batch_id', 'required'],
      ['justification', 'required'],
    ]);
  });

  it('reviews a risk: an open one may carry its next review date, a closed one none', () => {
    expect(riskReviewInputSchema.parse({ status: 'closed', isMaterialized: false, mitigation: 'Done' })).toEqual({
      status: 'closed',
      isMaterialized: false,
      mitigation: 'Done',
      review_date: null,
    });
    expect(messagesOf(riskReviewInputSchema.safeParse({ status: 'gone', isMaterialized: 'yes', mitigation: '', review_date: '2026-02-30' }))).toEqual([
      ['status', 'invalid'],
      ['isMaterialized', 'invalid'],
      ['mitigation', 'required'],
      ['review_date', 'invalid'],
    ]);
  });

  it('returns a progress report only with a comment; accepts one without', () => {
    expect(progressReportReviewInputSchema.safeParse({ status: 'accepted' }).success).toBe(true);
    expect(messagesOf(progressReportReviewInputSchema.safeParse({ status: 'returned', comment: '  ' }))).toEqual([['comment', 'required']]);
    expect(messagesOf(progressReportReviewInputSchema.safeParse({ status: 'submitted' }))).toEqual([['status', 'invalid']]);
  });

  it('records a transfer with an optional date and a bounded reference', () => {
    expect(batchStatusInputSchema.parse({ transfer_status: 1, transfer_date: '2026-02-03', transfer_reference: ' SWIFT-1 ' })).toMatchObject({
      transfer_date: '2026-02-03',
      transfer_reference: 'SWIFT-1',
    });
    expect(batchStatusInputSchema.parse({ transfer_status: 1 })).toMatchObject({ transfer_reference: null });
    expect(messagesOf(batchStatusInputSchema.safeParse({ transfer_status: 1, transfer_reference: 'x'.repeat(TRANSFER_REFERENCE_MAX_LENGTH + 1) }))).toEqual([
      ['transfer_reference', 'maxLength'],
    ]);
  });
});
