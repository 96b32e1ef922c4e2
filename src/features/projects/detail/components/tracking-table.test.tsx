import { msg } from '@lingui/core/macro';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { TrackingTable, type TrackingColumn } from './tracking-table';

type Line = { id: number; category: string; planned: number };

const LINES: Line[] = [
  { id: 1, category: 'Staff', planned: 1200 },
  { id: 2, category: 'نقل', planned: 300 },
];

const columns = (total?: number): TrackingColumn<Line>[] => [
  { id: 'category', header: msg`Category`, look: 'text', cell: (line) => line.category, total: total === undefined ? undefined : 'Total' },
  { id: 'planned', header: msg`Planned`, look: 'number', cell: (line) => String(line.planned), total: total === undefined ? undefined : String(total) },
];

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'Budget' })).getAllByRole('row').slice(1);
}

describe('a follow-up table', () => {
  it('draws a row per entry, the organisation’s words in their own direction, figures at the end side', () => {
    renderWithProviders(<TrackingTable label="Budget" columns={columns()} rows={LINES} rowKey={(line) => line.id} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Category', 'Planned']);
    const rows = bodyRows();
    expect(rows.map((row) => row.textContent)).toEqual(['Staff1200', 'نقل300']);
    const [category, planned] = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(category?.getAttribute('dir')).toBe('auto');
    expect(planned?.getAttribute('dir')).toBeNull();
  });

  it('adds a totals row only when its columns give totals', () => {
    renderWithProviders(<TrackingTable label="Budget" columns={columns(1500)} rows={LINES} rowKey={(line) => line.id} />);
    expect(bodyRows().map((row) => row.textContent)).toEqual(['Staff1200', 'نقل300', 'Total1500']);
  });

  it('shows what an empty list says instead of the table', () => {
    renderWithProviders(<TrackingTable label="Budget" columns={columns(0)} rows={[]} rowKey={(line) => line.id} empty={<p>Nothing planned</p>} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nothing planned')).toBeTruthy();
  });

  it('keeps an empty table (with its totals) when it has nothing to say instead', () => {
    renderWithProviders(<TrackingTable label="Budget" columns={columns(0)} rows={[]} rowKey={(line) => line.id} />);
    expect(bodyRows().map((row) => row.textContent)).toEqual(['Total0']);
  });

  it('stands skeleton rows in while the rows load, and no totals', () => {
    renderWithProviders(<TrackingTable label="Budget" columns={columns(1500)} rows={undefined} rowKey={(line) => line.id} busy />);
    expect(screen.getByRole('table', { name: 'Budget' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByText('Total')).toBeNull();
  });
});
