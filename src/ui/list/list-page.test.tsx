import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagingQuery } from '#contract/paging';
import { ListPage } from './list-page';
import { renderWithProviders } from './render-with-providers';

type Fruit = { id: number; name: string };
type FruitColumn = 'created_at' | 'name';

const firstPage: PagingQuery<FruitColumn> = { order_by: 'created_at', is_desc: false, page: 1, rows: 10 };
const loaded = (data: Fruit[]) => ({ data: { data, total: data.length }, dataUpdatedAt: Date.now(), isFetching: false });
const loading = { data: undefined, dataUpdatedAt: 0, isFetching: true };
const sortOptions = [
  { value: 'created_at', label: 'Created on' },
  { value: 'name', label: 'Name' },
] as const;

/** A loaded page without rows, led by the given cards. */
function emptyPage(leading: { key: string; card: string }[]) {
  return (
    <ListPage
      title="Fruit"
      list={loaded([])}
      search={{ page: 1, rows: 10 }}
      onSearchChange={vi.fn()}
      cards={{ label: 'Fruit list', renderCard: (fruit: Fruit) => <p>{fruit.name}</p>, leading }}
      empty={<p>No fruit yet</p>}
    />
  );
}

describe('ListPage', () => {
  afterEach(cleanup);

  it('heads a section with its title, then search, filters, sort and action, the cards and the pager', () => {
    renderWithProviders(
      <ListPage
        title="Fruit"
        list={loaded([{ id: 1, name: 'Apple' }])}
        search={firstPage}
        onSearchChange={vi.fn()}
        searchLabel="Search fruit"
        filters={<button type="button">Ripe only</button>}
        sortOptions={sortOptions}
        action={<button type="button">New fruit</button>}
        cards={{ label: 'Fruit list', renderCard: (fruit) => <p>{fruit.name}</p> }}
        empty={<p>No fruit yet</p>}
      />,
    );
    expect(screen.getByRole('region', { name: 'Fruit' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Fruit' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search fruit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ripe only' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New fruit' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Fruit list' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Apple']);
    expect(screen.getByText('1 result')).toBeTruthy();
    expect(screen.queryByText('No fruit yet')).toBeNull();
  });

  it('shows skeleton cards, and no pager or empty state, while the first page loads', () => {
    renderWithProviders(
      <ListPage
        title="Fruit"
        list={loading}
        search={{ page: 1, rows: 10 }}
        onSearchChange={vi.fn()}
        cards={{ label: 'Fruit list', renderCard: (fruit: Fruit) => <p>{fruit.name}</p> }}
        empty={<p>No fruit yet</p>}
      />,
    );
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByText('No fruit yet')).toBeNull();
    // A list without a search label or sort options offers neither.
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });

  it('says the list is empty only when it shows no card, leading cards included', () => {
    const { unmount } = renderWithProviders(emptyPage([]));
    expect(screen.getByText('No fruit yet')).toBeTruthy();
    expect(screen.getByText('No results')).toBeTruthy();
    unmount();
    renderWithProviders(emptyPage([{ key: 'pending-1', card: 'Pear (pending)' }]));
    expect(screen.queryByText('No fruit yet')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Fruit list' })).getByRole('listitem').textContent).toBe('Pear (pending)');
  });

  it('heads a list inside another page with an h2 and the id it is given', () => {
    renderWithProviders(
      <ListPage
        title="Fruit"
        titleId="fruit-title"
        headingLevel="h2"
        list={loaded([])}
        search={{ page: 1, rows: 10 }}
        onSearchChange={vi.fn()}
        table={<table aria-label="Fruit table" />}
        empty={<p>No fruit yet</p>}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Fruit' });
    expect(heading.id).toBe('fruit-title');
    expect(screen.getByRole('table', { name: 'Fruit table' })).toBeTruthy();
  });

  it('goes back to page 1 when the search or the sort changes, and pages with the pager', async () => {
    const onSearchChange = vi.fn();
    renderWithProviders(
      <ListPage
        title="Fruit"
        list={{ ...loaded([{ id: 1, name: 'Apple' }]), data: { data: [{ id: 1, name: 'Apple' }], total: 25 } }}
        search={{ ...firstPage, page: 2 }}
        onSearchChange={onSearchChange}
        searchLabel="Search fruit"
        sortOptions={sortOptions}
        cards={{ label: 'Fruit list', renderCard: (fruit) => <p>{fruit.name}</p> }}
        empty={null}
      />,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search fruit' }), { target: { value: 'pe' } });
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ search: 'pe', page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ order_by: 'created_at', is_desc: true, page: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 3, rows: 10 });
  });
});
