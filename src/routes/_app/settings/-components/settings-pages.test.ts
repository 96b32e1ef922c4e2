import { describe, expect, it } from 'vitest';
import { SETTINGS_MENU, settingsLandingFor, settingsMenuFor } from './settings-pages';

const paths = (groups: ReturnType<typeof settingsMenuFor>) => groups.flatMap((group) => group.pages.map((page) => page.to));

describe('settings menu', () => {
  it('lists preferences, users and roles for a user with every permission', () => {
    expect(paths(settingsMenuFor(['manage_users', 'manage_settings', 'manage_grants', 'manage_programs']))).toEqual([
      '/settings/preferences',
      '/settings/users',
      '/settings/roles',
    ]);
  });

  it('shows only the pages a user may open', () => {
    expect(paths(settingsMenuFor(['manage_settings']))).toEqual(['/settings/preferences']);
    expect(paths(settingsMenuFor(['manage_users']))).toEqual(['/settings/users', '/settings/roles']);
    expect(settingsMenuFor(['manage_grants'])).toEqual([]);
  });

  it('never shows an empty group (Raw Data waits for its due-diligence page)', () => {
    expect(SETTINGS_MENU.some((group) => group.pages.length === 0)).toBe(true);
    expect(settingsMenuFor(['manage_users', 'manage_settings']).every((group) => group.pages.length > 0)).toBe(true);
  });

  it('lands /settings on users, then roles, then preferences', () => {
    expect(settingsLandingFor(['manage_users', 'manage_settings'])?.to).toBe('/settings/users');
    expect(settingsLandingFor(['manage_settings'])?.to).toBe('/settings/preferences');
    expect(settingsLandingFor(['manage_grants'])).toBeUndefined();
  });
});
