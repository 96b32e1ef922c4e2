import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SKELETON_ROWS } from '#contract/constants';
import { renderWithProviders } from './render-with-providers';
import { RecordsTable, type RecordColumn } from './records-table';
import { RowActionsMenu } from './row-actions-menu';

type Fruit = { id: number; name: string; stock: number };

const fruits: Fruit[] = [
  { id: 1, name: 'Apricot', stock: 12 },
  { id: 2, name: 'Quince', stock: 0 },
];

const columns: RecordColumn<Fruit>[] = [
  { key: 'name', header: 'Name', renderCell: (fruit) => fruit.name, cellProps: { dir: 'auto' } },
  { key: 'stock', header: 'Stock', renderCell: (fruit) => fruit.stock },
];

function fruitsTable(rows: readonly Fruit[] | undefined, onDelete = vi.fn()) {
  return (
    <RecordsTable
      label="Fruits"
      rows={rows}
      columns={columns}
      renderActions={(fruit) => (
        <RowActionsMenu
          label={`Actions for ${fruit.name}`}
          actions={fruit.stock > 0 ? [] : [{ key: 'delete', icon: <span />, label: 'Delete', onClick: () => onDelete(fruit) }]}
        />
      )}
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RecordsTable', { timeout: 20_000 }, () => {
  it('shows skeleton rows across every column, the actions one too, while the first page loads', () => {
    renderWithProviders(fruitsTable(undefined));
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(within(table).getByLabelText('Loading')).toBeTruthy();
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(SKELETON_ROWS);
    expect(rows[0]?.querySelectorAll('td')).toHaveLength(columns.length + 1);
  });

  it('heads its columns in order, with an actions column named for screen readers only', () => {
    renderWithProviders(fruitsTable(fruits));
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Stock', 'Actions']);
    expect(headers[2]?.querySelector('span[hidden]')?.textContent).toBe('Actions');
  });

  it('gives each record a row with its cells and its menu, and no menu when a row has no actions', async () => {
    const onDelete = vi.fn();
    renderWithProviders(fruitsTable(fruits, onDelete));
    const quince = (await screen.findByText('Quince')).closest('tr');
    expect(quince?.querySelector('td')?.getAttribute('dir')).toBe('auto');
    expect(screen.queryByRole('button', { name: 'Actions for Apricot' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Quince' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(fruits[1]);
  });

  it('greys out the row actions offline, since each needs the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(fruitsTable(fruits));
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Quince' }));
    expect((await screen.findByRole('menuitem', { name: 'Delete' })).getAttribute('aria-disabled')).toBe('true');
  });
});
