import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RiskLevel, type RiskCategory } from '#contract/enums';
import type { ProjectRisk, ProjectRiskStatus } from '#contract/project-tracking';
import { riskLevel } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { NO_PROJECT_RISK_FILTER, cellTone, matchesStatusAndCell, matrixRows, projectRiskMatrix, toggleCell } from './risk-matrix';
import { RiskMatrix } from './risk-matrix-view';

function risk(id: number, category: RiskCategory, likelihood: number, impact: number, status: ProjectRiskStatus = 'open'): ProjectRisk {
  return {
    id,
    title: `Risk ${id}`,
    description: '',
    category,
    likelihood,
    impact,
    score: likelihood * impact,
    level: riskLevel(likelihood, impact),
    response_strategy: 'mitigation',
    mitigation: 'Monthly review',
    owner: 'Finance officer',
    isMaterialized: false,
    status,
    review_date: null,
    version: 1,
    reviewed_at: null,
    reviewed_by: null,
  };
}

const risks = [
  risk(1, 'fiduciary', 4, 4),
  risk(2, 'fiduciary', 4, 4, 'closed'),
  risk(3, 'operational', 4, 4),
  risk(4, 'operational', 1, 2),
  risk(5, 'safety_and_security', 5, 5),
  risk(6, 'ethical', 0, 3),
];

const countAt = (cells: ReturnType<typeof projectRiskMatrix>, likelihood: number, impact: number) =>
  cells.find((cell) => cell.likelihood === likelihood && cell.impact === impact)?.count;

const tone = (likelihood: number, impact: number) => cellTone({ level: riskLevel(likelihood, impact) });

/** Where the matrix puts the cell likelihood 4 × impact 5, whether 4 × 4 is pressed, and the direction, in one direction. */
function placeOf(dir: 'ltr' | 'rtl') {
  const { container, unmount } = renderWithProviders(
    <RiskMatrix cells={projectRiskMatrix(risks, NO_PROJECT_RISK_FILTER)} selected={{ likelihood: 4, impact: 4 }} level={null} unassessed={0} onCell={() => {}} />,
    { dir },
  );
  const cell = container.querySelector<HTMLElement>('[data-likelihood="4"][data-impact="5"]');
  const place = { style: cell?.getAttribute('style'), pressed: container.querySelector('[data-likelihood="4"][data-impact="4"]')?.getAttribute('aria-pressed') };
  const direction = container.querySelector('[dir]')?.getAttribute('dir');
  unmount();
  return { ...place, direction };
}

describe('the risk matrix', () => {
  it('has 25 cells, counts each assessed risk in its likelihood × impact cell, and leaves unassessed risks out', () => {
    const cells = projectRiskMatrix(risks, NO_PROJECT_RISK_FILTER);
    expect(cells).toHaveLength(25);
    expect(countAt(cells, 4, 4)).toBe(3);
    expect(countAt(cells, 1, 2)).toBe(1);
    expect(countAt(cells, 5, 5)).toBe(1);
    expect(cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(5);
  });

  it('counts only the risks of the chosen category and status, whatever the level or cell chosen', () => {
    expect(countAt(projectRiskMatrix(risks, { ...NO_PROJECT_RISK_FILTER, category: 'fiduciary' }), 4, 4)).toBe(2);
    expect(countAt(projectRiskMatrix(risks, { ...NO_PROJECT_RISK_FILTER, status: 'open' }), 4, 4)).toBe(2);
    const picked = projectRiskMatrix(risks, { ...NO_PROJECT_RISK_FILTER, level: RiskLevel.Low, cell: { likelihood: 1, impact: 2 } });
    expect(countAt(picked, 4, 4)).toBe(3);
  });

  it('draws the most likely row on top and impact growing along each row', () => {
    const rows = matrixRows(projectRiskMatrix(risks, NO_PROJECT_RISK_FILTER));
    expect(rows.map((row) => row[0]?.likelihood)).toEqual([5, 4, 3, 2, 1]);
    expect(rows[0]?.map((cell) => cell.impact)).toEqual([1, 2, 3, 4, 5]);
  });

  it('colours each cell by its level, like the level chips', () => {
    expect(tone(1, 1)).toBe('success');
    expect(tone(2, 3)).toBe('warning');
    expect(tone(2, 5)).toBe('severe');
    expect(tone(4, 5)).toBe('danger');
  });

  it('selects a cell (dropping the level filter, which a cell replaces) and clears it when selected again', () => {
    const selected = toggleCell({ ...NO_PROJECT_RISK_FILTER, level: RiskLevel.High, status: 'open' }, { likelihood: 4, impact: 4 });
    expect(selected).toEqual({ ...NO_PROJECT_RISK_FILTER, status: 'open', cell: { likelihood: 4, impact: 4 } });
    expect(risks.filter((entry) => matchesStatusAndCell(entry, selected)).map((entry) => entry.id)).toEqual([1, 3]);
    expect(toggleCell(selected, { likelihood: 4, impact: 4 }).cell).toBeNull();
  });

  it('renders a button per cell with its count, tone and meaning, the empty ones disabled', () => {
    const onCell = vi.fn();
    renderWithProviders(
      <RiskMatrix cells={projectRiskMatrix(risks, NO_PROJECT_RISK_FILTER)} selected={null} level={null} unassessed={1} onCell={onCell} />,
    );
    const matrix = screen.getByRole('group', { name: 'Risk matrix' });
    expect(within(matrix).getAllByRole('button')).toHaveLength(25);
    const busiest = within(matrix).getByRole('button', { name: 'Likelihood Likely, impact Major: 3 risks (High)' });
    expect(busiest.textContent).toBe('3');
    expect(busiest.getAttribute('data-tone')).toBe('severe');
    fireEvent.click(busiest);
    expect(onCell).toHaveBeenCalledWith(expect.objectContaining({ likelihood: 4, impact: 4 }));
    expect(within(matrix).getByRole('button', { name: 'Likelihood Rare, impact Insignificant: 0 risks (Low)' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/1 risk not yet assessed is on no cell/)).toBeTruthy();
  });

  it('lays the cells on grid columns, the same in both directions, so impact grows towards the end side in Arabic too', () => {
    const ltr = placeOf('ltr');
    const rtl = placeOf('rtl');
    // Impact 5 is the last of the five cell columns (after the axis title and the row labels), in the second row.
    expect(ltr.style).toBe('grid-column: 7; grid-row: 2;');
    expect(rtl.style).toBe(ltr.style);
    expect(ltr.pressed).toBe('true');
    expect(rtl.direction).toBe('rtl');
  });
});
