import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isCurrentSection, navItemsFor } from './nav-items';

const ids = (items: { id: string }[]) => items.map((entry) => entry.id);

describe('main menu entries', () => {
  it('takes each entry’s permission from the page guard table', () => {
    expect(NAV_ITEMS.find((entry) => entry.id === 'settings')?.permission).toBe('manage_users');
    expect(NAV_ITEMS.find((entry) => entry.id === 'home')?.permission).toBeNull();
  });

  it('hides settings from a user who may open none of its pages', () => {
    expect(ids(navItemsFor(['manage_grants', 'manage_programs']))).not.toContain('settings');
  });

  it('shows settings to a user whose only permission is manage_settings, leading to preferences', () => {
    const settings = navItemsFor(['manage_settings']).find((entry) => entry.id === 'settings');
    expect(settings?.path).toBe('/settings/preferences');
    expect(settings?.permission).toBe('manage_settings');
  });

  it('shows settings to a user with manage_users', () => {
    expect(ids(navItemsFor(['manage_users']))).toContain('settings');
  });

  it('shows initiatives only to a user with manage_programs, after home', () => {
    expect(NAV_ITEMS.find((entry) => entry.id === 'initiatives')?.permission).toBe('manage_programs');
    expect(ids(navItemsFor(['manage_programs'])).slice(0, 2)).toEqual(['home', 'initiatives']);
    expect(ids(navItemsFor(['manage_grants', 'manage_users']))).not.toContain('initiatives');
  });

  it('shows everything while the permission list is unknown, leaving the decision to the page guard', () => {
    expect(ids(navItemsFor(undefined))).toEqual(ids([...NAV_ITEMS]));
  });

  it('marks settings current on every settings page, and home only on the home page', () => {
    const home = NAV_ITEMS.find((entry) => entry.id === 'home');
    const settings = NAV_ITEMS.find((entry) => entry.id === 'settings');
    if (!home || !settings) throw new Error('menu entries missing');
    expect(isCurrentSection(settings, '/settings/roles')).toBe(true);
    expect(isCurrentSection(settings, '/settingsx')).toBe(false);
    expect(isCurrentSection(home, '/')).toBe(true);
    expect(isCurrentSection(home, '/settings/users')).toBe(false);
  });
});
