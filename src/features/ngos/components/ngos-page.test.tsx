import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NGO_SORT_COLUMNS } from '#contract/list-columns';
import type { Ngo } from '#contract/ngos';
import type { Paged } from '#contract/paging';
import type { Country } from '#contract/reference';
import { referenceKeys } from '@/features/reference';
import { listSearchDefaults } from '@/ui/list/list-search';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { ngoKeys, type NgoListQuery } from '../api/ngo-keys';
import { NgosPage } from './ngos-page';

const firstPage: NgoListQuery = listSearchDefaults(NGO_SORT_COLUMNS);
const jordan: Country = { id: 7, name: 'Jordan', name_ar: 'الأردن', code: 'JO' };

const amal: Ngo = {
  id: 9,
  name: 'Amal Relief',
  shortcut: 'ARO',
  description: null,
  country_id: 7,
  coun_name: 'Jordan',
  email: 'info@amal.org',
  phone: null,
  website: null,
  created_at: '2025-11-02T08:00:00.000Z',
  proposals_count: 2,
  projects_count: 1,
};

function renderPage(search: NgoListQuery, page: Paged<Ngo>, onSearchChange = vi.fn()) {
  return renderWithRouter(<NgosPage search={search} onSearchChange={onSearchChange} />, {
    cached: [
      [ngoKeys.list(search), page],
      [referenceKeys.countries(), [jordan]],
    ],
  });
}

describe('NgosPage', () => {
  it('lists the organisations as cards with the total', async () => {
    await renderPage(firstPage, { total: 1, data: [amal] });
    expect(screen.getByRole('list', { name: 'Organizations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Amal Relief' })).toBeTruthy();
    expect(screen.getByText('1 result')).toBeTruthy();
  });

  it('filters by country, back on page 1', async () => {
    const onSearchChange = vi.fn();
    await renderPage({ ...firstPage, page: 2 }, { total: 11, data: [amal] }, onSearchChange);
    fireEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Jordan' }));
    expect(onSearchChange).toHaveBeenCalledWith({ country_id: 7, page: 1 });
  });

  it('says why the list is empty: none yet, none in the country, or none matching the search', async () => {
    const { unmount } = await renderPage(firstPage, { total: 0, data: [] });
    expect(screen.getByText('No organizations yet')).toBeTruthy();
    expect(screen.getByText('Organizations appear here once they submit a proposal to one of your grants.')).toBeTruthy();
    unmount();
    const inCountry = await renderPage({ ...firstPage, country_id: 7 }, { total: 0, data: [] });
    expect(screen.getByText('No organizations in this country')).toBeTruthy();
    inCountry.unmount();
    await renderPage({ ...firstPage, search: 'hope' }, { total: 0, data: [] });
    expect(screen.getByText('No organization matches "hope"')).toBeTruthy();
  });
});
