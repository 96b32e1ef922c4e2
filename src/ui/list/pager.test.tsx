import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';
import { renderWithProviders } from './render-with-providers';

describe('Pager', () => {
  afterEach(cleanup);

  it('disables next on the last page and previous on the first', () => {
    renderWithProviders(<Pager page={3} rows={10} total={25} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
  });

  it('shows the total count and moves one page on', () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager page={1} rows={10} total={25} onChange={onChange} />);
    expect(screen.getByText('25 results')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith({ page: 2, rows: 10 });
  });

  it('goes back to page 1 when the page size changes', () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager page={2} rows={10} total={100} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(onChange).toHaveBeenCalledWith({ page: 1, rows: 50 });
  });

  it('disables next for an empty list', () => {
    renderWithProviders(<Pager page={1} rows={10} total={0} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByText('No results')).toBeTruthy();
  });
});
