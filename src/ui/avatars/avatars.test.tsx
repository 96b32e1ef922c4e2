import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { OrganisationAvatar, PersonAvatar } from './avatars';

describe('avatars', () => {
  it('shows a person’s initials in the name’s order in a right-to-left page (not "HL" for Layla Haddad)', () => {
    renderWithProviders(
      <>
        <PersonAvatar name="Layla Haddad" />
        <PersonAvatar name="ليلى حداد" />
      </>,
      { dir: 'rtl' },
    );
    expect(screen.getByText('LH')).toBeTruthy();
    expect(screen.queryByText('HL')).toBeNull();
    // Fluent gives an Arabic name no initials at all; ours are its first letters.
    expect(screen.getByText('لح')).toBeTruthy();
  });

  it('shows an organisation’s first two letters, in reading order, in both directions', () => {
    renderWithProviders(
      <>
        <OrganisationAvatar name="Amal Relief" />
        <OrganisationAvatar name="منظمة الأمل" />
      </>,
      { dir: 'rtl' },
    );
    expect(screen.getByText('AM')).toBeTruthy();
    expect(screen.getByText('من')).toBeTruthy();
  });
});
