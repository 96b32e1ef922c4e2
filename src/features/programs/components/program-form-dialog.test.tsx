import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/http';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { ProgramFormDialog } from './program-form-dialog';

vi.mock('@/lib/http', () => ({ api: vi.fn() }));

const users = [
  { id: 1, name: 'Amal Haddad', email: 'amal@demo.test', image: null },
  { id: 2, name: 'Bilal Nasser', email: 'bilal@demo.test', image: null },
];

describe('ProgramFormDialog', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('says "Title is required" and sends nothing when the title is empty', async () => {
    renderWithProviders(<ProgramFormDialog users={users} onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('limits the reference to 50 characters', async () => {
    renderWithProviders(<ProgramFormDialog users={users} onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Clean water' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reference/ }), { target: { value: 'R'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reference must be at most 50 characters')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends title, reference, manager and the strategic switch to POST /Program', async () => {
    vi.mocked(api).mockResolvedValue({ id: 9 });
    const onClose = vi.fn();
    renderWithProviders(<ProgramFormDialog users={users} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: ' Clean water ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reference/ }), { target: { value: 'CW-01' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Manager/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bilal Nasser' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Strategic initiative' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/Program', {
      method: 'POST',
      json: { title: 'Clean water', reference_id: 'CW-01', manager_id: 2, strategic: true },
    });
  });

  it('sends an initiative without reference or manager as nulls', async () => {
    vi.mocked(api).mockResolvedValue({ id: 9 });
    const onClose = vi.fn();
    renderWithProviders(<ProgramFormDialog users={users} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Clean water' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/Program', {
      method: 'POST',
      json: { title: 'Clean water', reference_id: null, manager_id: null, strategic: false },
    });
  });
});
