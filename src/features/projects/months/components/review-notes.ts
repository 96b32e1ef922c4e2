import type { MonthlyReport, ReviewComment, ReviewItemKind } from '#contract/monthly-reports';

/** The comments of the funder's latest return: the ones the organisation answers now. */
export function latestRound(comments: readonly ReviewComment[]): ReviewComment[] {
  const round = comments.reduce((latest, comment) => Math.max(latest, comment.round), 0);
  return comments.filter((comment) => comment.round === round);
}

/** The comments on one item of the month (`key` null: the whole month or the people reached). */
export function commentsOn(comments: readonly ReviewComment[], kind: ReviewItemKind, key: string | number | null): ReviewComment[] {
  const wanted = key === null ? null : String(key);
  return comments.filter((comment) => comment.item_kind === kind && comment.item_key === wanted);
}

/** The comments shown beside the items: the latest return's while the month is back with the organisation or sent again. */
export function shownComments(report: Pick<MonthlyReport, 'status' | 'comments'>): ReviewComment[] {
  return report.status === 'approved' || report.status === 'draft' ? [] : latestRound(report.comments);
}
