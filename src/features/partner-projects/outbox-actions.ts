/**
 * Every module of this feature that defines outbox actions ('partner-project' records). A record queued before a reload loads
 * this file, and only this file, to find its action (src/offline/outbox-action-modules.ts; docs/decisions/210-precache-in-few-files.md).
 */
export * as installmentActions from './api/installment-actions';
export * as progressReportActions from './api/progress-report-actions';
export * as riskReviewActions from './api/risk-review-actions';
