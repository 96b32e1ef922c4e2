import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/http';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { InviteOrganisationDialog } from './invite-organisation-dialog';

vi.mock('@/lib/http', () => ({ api: vi.fn() }));

describe('InviteOrganisationDialog', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('shows "Email must be a valid email address" for a bad address and sends nothing', async () => {
    renderWithProviders(<InviteOrganisationDialog onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Organisation name/ }), { target: { value: 'Desert Bloom' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'hello@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email must be a valid email address')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the name and address to POST /ngo/invite and closes', async () => {
    vi.mocked(api).mockResolvedValue({ id: 3, name: 'Desert Bloom', email: 'hello@desertbloom.test', status: 'invited' });
    const onClose = vi.fn();
    renderWithProviders(<InviteOrganisationDialog onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Organisation name/ }), { target: { value: 'Desert Bloom' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'Hello@DesertBloom.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/ngo/invite', { method: 'POST', json: { name: 'Desert Bloom', email: 'hello@desertbloom.test' } });
  });

  it('puts the server’s "already exists" on the email field', async () => {
    const { ApiError } = await import('@/lib/api-error');
    vi.mocked(api).mockRejectedValue(new ApiError(400, { Message: 'Some of the data you sent is not valid.', ModelState: { email: ['A user with this email already exists.'] } }, 'emailTaken'));
    const onClose = vi.fn();
    renderWithProviders(<InviteOrganisationDialog onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Organisation name/ }), { target: { value: 'Desert Bloom' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'hello@desertbloom.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('A user with this email already exists.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
