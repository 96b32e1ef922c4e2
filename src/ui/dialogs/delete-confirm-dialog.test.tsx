import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { DeleteConfirmDialog, useDeleteConfirmation } from './delete-confirm-dialog';

type Fruit = { id: number; name: string };

function FruitList({ mutate }: { mutate: (id: number, options: { onSettled: () => void }) => void }) {
  const deletion = useDeleteConfirmation<Fruit>({ mutate, isPending: false });
  const name = deletion.row?.name;
  return (
    <>
      <button type="button" onClick={() => deletion.ask({ id: 7, name: 'Quince' })}>
        Delete Quince
      </button>
      <DeleteConfirmDialog confirmation={deletion} title="Delete fruit">
        {name ? `Delete ${name}? This cannot be undone.` : null}
      </DeleteConfirmDialog>
    </>
  );
}

describe('DeleteConfirmDialog', { timeout: 20_000 }, () => {
  it('asks about the record, deletes it by id and closes once the deletion has settled', async () => {
    let settle: (() => void) | undefined;
    const mutate = vi.fn((_id: number, options: { onSettled: () => void }) => {
      settle = options.onSettled;
    });
    renderWithProviders(<FruitList mutate={mutate} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Quince' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete fruit' });
    expect(dialog.textContent).toContain('Delete Quince? This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(mutate).toHaveBeenCalledWith(7, expect.anything());
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    act(() => settle?.());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('closes on cancel without deleting', async () => {
    const mutate = vi.fn();
    renderWithProviders(<FruitList mutate={mutate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Quince' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(mutate).not.toHaveBeenCalled();
  });
});
