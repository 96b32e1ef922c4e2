import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Country } from '#contract/reference';
import { referenceKeys } from '@/features/reference';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { CountryFilter } from './country-filter';

const countries: Country[] = [
  { id: 1, name: 'Lebanon', name_ar: 'لبنان', code: 'LB' },
  { id: 2, name: 'Jordan', name_ar: 'الأردن', code: 'JO' },
  { id: 3, name: 'Iraq', name_ar: 'العراق', code: 'IQ' },
];
const cached = [[referenceKeys.countries(), countries]] as const;

describe('CountryFilter', () => {
  it('offers the reference countries in alphabetical order, and narrows them as the user types', async () => {
    await renderWithRouter(<CountryFilter value={undefined} onChange={vi.fn()} />, { cached });
    const box = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.click(box);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['All countries', 'Iraq', 'Jordan', 'Lebanon']);
    fireEvent.change(box, { target: { value: 'jor' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Jordan']);
  });

  it('filters by the chosen country', async () => {
    const onChange = vi.fn();
    await renderWithRouter(<CountryFilter value={undefined} onChange={onChange} />, { cached });
    fireEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Jordan' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows the chosen country, and "All countries" goes back to every country', async () => {
    const onChange = vi.fn();
    await renderWithRouter(<CountryFilter value={3} onChange={onChange} />, { cached });
    const box = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    expect(box.value).toBe('Iraq');
    fireEvent.click(box);
    fireEvent.click(await screen.findByRole('option', { name: 'All countries' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('names the countries in Arabic when the portal is in Arabic', async () => {
    await renderWithRouter(<CountryFilter value={2} onChange={vi.fn()} />, { cached, locale: 'ar', dir: 'rtl' });
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement).value).toBe('الأردن');
  });
});
