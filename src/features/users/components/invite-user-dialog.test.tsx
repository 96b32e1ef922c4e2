import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/http';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { InviteUserDialog } from './invite-user-dialog';

vi.mock('@/lib/http', () => ({ api: vi.fn() }));

const roles = [
  { id: 1, name: 'Administrator' },
  { id: 2, name: 'Grants officer' },
];

describe('InviteUserDialog', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockClear();
  });

  it('shows "Email must be a valid email address" for a bad email and sends nothing', async () => {
    renderWithProviders(<InviteUserDialog roles={roles} onClose={vi.fn()} />);

    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Amal Haddad' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'amal@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Email must be a valid email address')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('asks for a role before sending', async () => {
    renderWithProviders(<InviteUserDialog roles={roles} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByText('Role is required')).toBeTruthy());
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends name, email and role to POST /InvitedUser', async () => {
    vi.mocked(api).mockResolvedValue({});
    const onClose = vi.fn();
    renderWithProviders(<InviteUserDialog roles={roles} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Amal Haddad' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'Amal@Example.org' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Grants officer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/InvitedUser', {
      method: 'POST',
      json: { name: 'Amal Haddad', email: 'amal@example.org', role_id: 2 },
    });
  });
});
