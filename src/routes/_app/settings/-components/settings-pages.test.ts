import { describe, expect, it } from 'vitest';
import { SETTINGS_MENU, settingsLandingFor, settingsMenuFor } from './settings-pages';

const paths = (groups: ReturnType<typeof settingsMenuFor>) => groups.flatMap((group) => group.pages.map((page) => page.to));

describe('settings menu', () => {
  it('lists preferences, users, roles, activity and, under Raw Data, due diligence for a user with every permission', () => {
    const menu = settingsMenuFor(['manage_users', 'manage_settings', 'manage_grants', 'manage_programs']);
    expect(paths(menu)).toEqual(['/settings/preferences', '/settings/users', '/settings/roles', '/settings/activity', '/settings/due-diligence']);
    expect(menu.at(-1)?.label?.message).toBe('Raw Data');
  });

  it('shows the activity and due diligence to a user with manage_settings', () => {
    expect(paths(settingsMenuFor(['manage_settings']))).toEqual(['/settings/preferences', '/settings/activity', '/settings/due-diligence']);
  });

  it('hides due diligence, and the Raw Data group, from users without manage_settings', () => {
    expect(paths(settingsMenuFor(['manage_users']))).toEqual(['/settings/users', '/settings/roles']);
    expect(settingsMenuFor(['manage_users']).some((group) => group.label?.message === 'Raw Data')).toBe(false);
    expect(settingsMenuFor(['manage_grants', 'manage_programs'])).toEqual([]);
  });

  it('never shows an empty group', () => {
    expect(SETTINGS_MENU.every((group) => group.pages.length > 0)).toBe(true);
    expect(settingsMenuFor(['manage_users']).every((group) => group.pages.length > 0)).toBe(true);
  });

  it('lands /settings on users, then roles, then preferences', () => {
    expect(settingsLandingFor(['manage_users', 'manage_settings'])?.to).toBe('/settings/users');
    expect(settingsLandingFor(['manage_settings'])?.to).toBe('/settings/preferences');
    expect(settingsLandingFor(['manage_grants'])).toBeUndefined();
  });
});
