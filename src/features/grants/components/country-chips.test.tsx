import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { CountryChips, splitCountryChips } from './country-chips';

const names = Array.from({ length: 13 }, (_, index) => `Country ${index + 1}`);

describe('CountryChips (spec section 9: 10 chips, the rest in a menu)', () => {
  it('shows the first 10 countries as chips and offers the rest under "See more"', async () => {
    renderWithProviders(<CountryChips names={names} />);
    for (const name of names.slice(0, 10)) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByText('Country 11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See more (3)' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Country 11', 'Country 12', 'Country 13']);
  });

  it('has no "See more" for 10 countries or fewer', () => {
    renderWithProviders(<CountryChips names={names.slice(0, 10)} />);
    expect(screen.queryByRole('button', { name: /See more/ })).toBeNull();
  });

  it('splits at 10', () => {
    expect(splitCountryChips(names)).toEqual({ chips: names.slice(0, 10), more: names.slice(10) });
  });
});
