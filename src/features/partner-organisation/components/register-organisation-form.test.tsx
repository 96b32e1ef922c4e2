import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/http';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { RegisterOrganisationForm } from './register-organisation-form';

vi.mock('@/lib/http', () => ({ api: vi.fn() }));

const COUNTRIES = [
  { id: 7, code: 'JO', name: 'Jordan', name_ar: 'الأردن' },
  { id: 9, code: 'LB', name: 'Lebanon', name_ar: 'لبنان' },
];

function answer(path: string) {
  if (path === '/Country') return Promise.resolve(COUNTRIES);
  return Promise.resolve({ ok: true });
}

describe('RegisterOrganisationForm', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('asks for both names, the country, the admin’s name and email before sending anything', async () => {
    vi.mocked(api).mockImplementation(answer);
    renderWithProviders(<RegisterOrganisationForm onRegistered={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register the organisation' }));
    await waitFor(() => expect(screen.getByText('Name in Arabic is required')).toBeTruthy());
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Country is required')).toBeTruthy();
    expect(screen.getByText('Your name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(vi.mocked(api).mock.calls.filter(([path]) => path !== '/Country')).toEqual([]);
  });

  it('sends the registration to POST /PartnerAccount/Register and reports the address it was sent to', async () => {
    vi.mocked(api).mockImplementation(answer);
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterOrganisationForm onRegistered={onRegistered} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Organisation name in English/ }), { target: { value: 'Olive Grove Relief' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Organisation name in Arabic/ }), { target: { value: 'إغاثة بستان الزيتون' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Huda Saleh' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Your email/ }), { target: { value: 'Huda@OliveGrove.test' } });
    const country = screen.getByRole('combobox', { name: /Country/ });
    await waitFor(() => expect(country.hasAttribute('disabled')).toBe(false));
    fireEvent.click(country);
    fireEvent.click(await screen.findByRole('option', { name: 'Lebanon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register the organisation' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('huda@olivegrove.test'));
    expect(api).toHaveBeenCalledWith('/PartnerAccount/Register', {
      method: 'POST',
      json: { name: 'Olive Grove Relief', name_ar: 'إغاثة بستان الزيتون', country_id: 9, email: 'huda@olivegrove.test', admin_name: 'Huda Saleh' },
    });
  });
});
