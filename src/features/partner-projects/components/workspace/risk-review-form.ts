import { z } from 'zod';
import { riskReviewInputSchema } from '#contract/partner-projects';

/** The review form's rules: the contract's, with an emptied date field meaning "no next review" (null on the wire). */
export const riskReviewFormSchema = riskReviewInputSchema.extend({
  review_date: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), riskReviewInputSchema.shape.review_date),
});
