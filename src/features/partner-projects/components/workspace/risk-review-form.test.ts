import { describe, expect, it } from 'vitest';
import { riskReviewFormSchema } from './risk-review-form';

const review = { status: 'open', isMaterialized: false, mitigation: 'Move the clubs to the school', review_date: '2027-03-01' };

describe('the organisation’s review of a risk', () => {
  it('sends an emptied next review as none', () => {
    expect(riskReviewFormSchema.parse({ ...review, review_date: '' }).review_date).toBeNull();
    expect(riskReviewFormSchema.parse(review).review_date).toBe('2027-03-01');
  });

  it('needs a mitigation and refuses a date that is not one', () => {
    expect(riskReviewFormSchema.safeParse({ ...review, mitigation: ' ' }).success).toBe(false);
    expect(riskReviewFormSchema.safeParse({ ...review, review_date: '2027-02-30' }).success).toBe(false);
  });
});
