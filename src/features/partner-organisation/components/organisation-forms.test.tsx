import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartnerOrganisation } from '#contract/partner-organisation';
import { api } from '@/lib/http';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { ContactDialog } from './contact-dialog';
import { InviteColleagueDialog } from './invite-colleague-dialog';
import { OrganisationProfileForm } from './organisation-profile-form';

vi.mock('@/lib/http', () => ({ api: vi.fn() }));

const ORGANISATION: PartnerOrganisation = {
  id: 4,
  name: 'Jasmine Civil Society Platform',
  name_ar: 'منصة الياسمين',
  shortcut: 'JCSP',
  description: null,
  country_id: 7,
  coun_name: 'Jordan',
  email: 'info@jasmine.example',
  phone: null,
  website: null,
  logo: null,
  status: 'active',
};

function answer(path: string) {
  if (path === '/Country') return Promise.resolve([{ id: 7, code: 'JO', name: 'Jordan', name_ar: 'الأردن' }]);
  return Promise.resolve(ORGANISATION);
}

describe('the organisation profile form', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('saves the profile with PUT /PartnerOrganisation', async () => {
    vi.mocked(api).mockImplementation(answer);
    const onSaved = vi.fn();
    renderWithProviders(<OrganisationProfileForm organisation={ORGANISATION} canEdit onSaved={onSaved} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Website/ }), { target: { value: 'https://jasmine.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/PartnerOrganisation', {
      method: 'PUT',
      json: {
        name: 'Jasmine Civil Society Platform',
        name_ar: 'منصة الياسمين',
        shortcut: 'JCSP',
        description: null,
        country_id: 7,
        email: 'info@jasmine.example',
        phone: null,
        website: 'https://jasmine.example',
      },
    });
  });

  it('refuses a website that is not an address and an empty name, sending nothing', async () => {
    vi.mocked(api).mockImplementation(answer);
    renderWithProviders(<OrganisationProfileForm organisation={ORGANISATION} canEdit />);
    fireEvent.change(screen.getByRole('textbox', { name: /Name in English/ }), { target: { value: ' ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Website/ }), { target: { value: 'jasmine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Website is not valid')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(vi.mocked(api).mock.calls.filter(([path]) => path !== '/Country')).toEqual([]);
  });

  it('shows a member the profile with its fields disabled and no Save button', () => {
    vi.mocked(api).mockImplementation(answer);
    renderWithProviders(<OrganisationProfileForm organisation={ORGANISATION} canEdit={false} />);
    // Disabled by the form's fieldset, as a browser reads it.
    expect(screen.getByRole('textbox', { name: /Name in English/ }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('the contact dialog', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('requires every field, then adds the contact with POST', async () => {
    vi.mocked(api).mockResolvedValue({ id: 1 });
    const onClose = vi.fn();
    renderWithProviders(<ContactDialog contact={null} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Position is required')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Omar Said' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Position/ }), { target: { value: 'Finance officer' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'omar@jasmine.example' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), { target: { value: '+963 11 000 0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/PartnerOrganisation/Contacts', {
      method: 'POST',
      json: { name: 'Omar Said', position: 'Finance officer', email: 'omar@jasmine.example', phone: '+963 11 000 0000' },
    });
  });

  it('edits an existing contact with PUT on its id', async () => {
    vi.mocked(api).mockResolvedValue({ id: 5 });
    const onClose = vi.fn();
    renderWithProviders(<ContactDialog contact={{ id: 5, name: 'Omar Said', position: 'Officer', email: 'omar@jasmine.example', phone: '1' }} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Position/ }), { target: { value: 'Manager' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/PartnerOrganisation/Contacts/5', { method: 'PUT', json: { name: 'Omar Said', position: 'Manager', email: 'omar@jasmine.example', phone: '1' } });
  });
});

describe('the invite-a-colleague dialog', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('invites a member by default, or the role chosen', async () => {
    vi.mocked(api).mockResolvedValue({});
    const onClose = vi.fn();
    renderWithProviders(<InviteColleagueDialog onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Rami Khoury' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'Rami@Jasmine.example' } });
    fireEvent.click(screen.getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Organisation admin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/PartnerOrganisation/Users', { method: 'POST', json: { name: 'Rami Khoury', email: 'rami@jasmine.example', role: 'admin' } });
  });
});
