import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { UsersInChargeDialog } from './users-in-charge-dialog';

const option = (id: number, name: string) => ({ id, name, email: `${name.toLowerCase()}@demo.test`, image: null });
const candidates = [option(1, 'Amal'), option(2, 'Bilal')];
const amal = { admin_id: 1, name: 'Amal', is_manager: true };
const bilal = { admin_id: 2, name: 'Bilal', is_manager: false };

describe('UsersInChargeDialog', () => {
  afterEach(cleanup);

  it('keeps the last user in charge: their delete button does nothing', () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderWithProviders(<UsersInChargeDialog title="Users in charge" selected={[amal]} candidates={candidates} onSave={onSave} onClose={vi.fn()} />);
    const remove = screen.getByRole('button', { name: 'Remove Amal' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove);
    expect(screen.getByRole('list', { name: 'Selected users' }).textContent).toContain('Amal');
  });

  it('does not let a locked user (the author) be removed, and saves the others’ removal', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <UsersInChargeDialog
        title="Users in charge"
        selected={[amal, bilal]}
        candidates={candidates}
        locked={new Map([[1, 'The author of the grant cannot be removed']])}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove Amal' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bilal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([{ admin_id: 1, is_manager: true }]));
  });
});
