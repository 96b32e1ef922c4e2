import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrganisationUser } from '#contract/partner-organisation';
import { api } from '@/lib/http';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { OrganisationUsers } from './organisation-users';

vi.mock('@/lib/http', () => ({ api: vi.fn() }));

const USERS: OrganisationUser[] = [
  { id: 1, name: 'Lina Kabbani', email: 'partner@demo.test', phone: null, image: null, ngo_role: 'admin', active: true, created_at: '2026-01-01T00:00:00Z' },
  { id: 2, name: 'Yaman Darwish', email: 'member@demo.test', phone: null, image: null, ngo_role: 'member', active: true, created_at: '2026-01-02T00:00:00Z' },
  { id: 3, name: 'Rami Khoury', email: 'rami@jasmine.example', phone: null, image: null, ngo_role: 'member', active: false, created_at: '2026-01-03T00:00:00Z' },
];

describe('the organisation’s users tab', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('shows a member the colleagues, their roles and who is still invited, with no controls', async () => {
    vi.mocked(api).mockResolvedValue(USERS);
    renderWithProviders(<OrganisationUsers canEdit={false} meId={2} />);
    expect(await screen.findByText('Rami Khoury')).toBeTruthy();
    expect(screen.getByText('Invited')).toBeTruthy();
    expect(screen.getAllByText('Member')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Invite a colleague' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lets the admin change a role and remove others, but offers no removal of themself', { timeout: 15_000 }, async () => {
    vi.mocked(api).mockResolvedValue(USERS);
    renderWithProviders(<OrganisationUsers canEdit meId={1} />);
    expect(await screen.findByRole('button', { name: 'Remove Yaman Darwish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Lina Kabbani' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Invite a colleague' })).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Role of Yaman Darwish' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Organisation admin' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith('/PartnerOrganisation/Users/2', { method: 'PUT', json: { role: 'admin' } }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Rami Khoury' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith('/PartnerOrganisation/Users/3', { method: 'DELETE' }));
  });
});
