import { RISK_SCALE, riskMatrix, type ProjectRisk, type ProjectRiskStatus, type RiskMatrixCell } from '#contract/project-tracking';
import { NO_RISK_FILTER, type RiskFilter } from '@/features/proposals';
import { levelLook, type RiskLevelColor } from '@/features/proposals';

/** A cell of the likelihood × impact matrix. */
export type RiskCell = { likelihood: number; impact: number };

/** The project register's filters: the proposal's (category, level), its status, and a matrix cell; null shows all. */
export type ProjectRiskFilter = RiskFilter & { status: ProjectRiskStatus | null; cell: RiskCell | null };

export const NO_PROJECT_RISK_FILTER: ProjectRiskFilter = { ...NO_RISK_FILTER, status: null, cell: null };

/** The filters the project adds to the proposal's: status and cell (category and level are checked by filterRisks). */
export function matchesStatusAndCell(risk: ProjectRisk, filter: Pick<ProjectRiskFilter, 'status' | 'cell'>): boolean {
  return (
    (filter.status === null || risk.status === filter.status) &&
    (filter.cell === null || (risk.likelihood === filter.cell.likelihood && risk.impact === filter.cell.impact))
  );
}

/**
 * The matrix of the risks the category and status filters select. The level and the cell are not applied: they
 * pick within the matrix, which keeps showing where the other risks are.
 */
export function projectRiskMatrix(risks: readonly ProjectRisk[], filter: ProjectRiskFilter): RiskMatrixCell[] {
  return riskMatrix(risks.filter((risk) => (filter.category === null || risk.category === filter.category) && (filter.status === null || risk.status === filter.status)));
}

/**
 * The matrix's rows as drawn: the most likely at the top, impact growing towards the end side (right in English,
 * left in Arabic, since the grid follows the document's direction).
 */
export function matrixRows(cells: readonly RiskMatrixCell[]): RiskMatrixCell[][] {
  return RISK_SCALE.toReversed().map((likelihood) =>
    RISK_SCALE.flatMap((impact) => cells.filter((cell) => cell.likelihood === likelihood && cell.impact === impact)),
  );
}

/** A cell is coloured by its level, like the level chips of the register. */
export function cellTone(cell: Pick<RiskMatrixCell, 'level'>): RiskLevelColor {
  return levelLook(cell.level).color;
}

export function sameCell(a: RiskCell | null, b: RiskCell): boolean {
  return a !== null && a.likelihood === b.likelihood && a.impact === b.impact;
}

/**
 * Clicking a cell shows its risks; clicking the selected cell again shows every cell's. A cell has one level, so
 * the level filter gives way to it (a cell and another level would select nothing).
 */
export function toggleCell(filter: ProjectRiskFilter, cell: RiskCell): ProjectRiskFilter {
  return { ...filter, level: null, cell: sameCell(filter.cell, cell) ? null : { likelihood: cell.likelihood, impact: cell.impact } };
}
