import type { RiskCategory } from '#contract/enums';
import type { Risk } from '#contract/proposals';

/** The register's filters; null shows every value. */
export type RiskFilter = { category: RiskCategory | null; level: number | null };

export const NO_RISK_FILTER: RiskFilter = { category: null, level: null };

/** The risks matching the filters, the most serious first (score, then level, then title). */
export function filterRisks<Entry extends Risk>(risks: readonly Entry[], filter: RiskFilter): Entry[] {
  return risks
    .filter((risk) => (filter.category === null || risk.category === filter.category) && (filter.level === null || risk.level === filter.level))
    .toSorted((a, b) => b.score - a.score || b.level - a.level || a.title.localeCompare(b.title));
}

export function isFiltered(filter: RiskFilter): boolean {
  return filter.category !== null || filter.level !== null;
}
