import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canOpenPath, permissionForPath, settingsLandingPath } from './routes';

const ROUTES_DIR = join(import.meta.dirname, '..', 'src', 'routes');

/** The address of every file route that only creates something (`new.tsx`), e.g. `/grants/new`. */
function creationPagePaths(): string[] {
  return readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(/[\\/]/))
    .filter((segments) => segments.at(-1) === 'new.tsx')
    // `_app` and the like are layouts without a segment of their own in the address.
    .map((segments) => `/${segments.filter((segment) => !segment.startsWith('_')).join('/').replace(/\.tsx$/, '')}`);
}

describe('the page guard (spec section 6)', () => {
  it('asks manage_users for users and roles, manage_settings for preferences and the due-diligence list', () => {
    expect(permissionForPath('/settings/users')).toBe('manage_users');
    expect(permissionForPath('/settings/roles')).toBe('manage_users');
    expect(permissionForPath('/settings/preferences')).toBe('manage_settings');
    expect(permissionForPath('/settings/due-diligence')).toBe('manage_settings');
    expect(permissionForPath('/settings/activity')).toBe('manage_settings');
  });

  it('asks manage_programs for the initiatives and their sub-pages', () => {
    expect(permissionForPath('/programs')).toBe('manage_programs');
    expect(permissionForPath('/programs/4')).toBe('manage_programs');
    expect(permissionForPath('/programs/4/objectives')).toBe('manage_programs');
  });

  it("lets every staff member read grants, their due-diligence page included", () => {
    expect(permissionForPath('/grants')).toBeNull();
    expect(permissionForPath('/grants/7/due-diligence')).toBeNull();
    expect(permissionForPath('/grants/7/dueDiligence')).toBeNull();
    expect(canOpenPath('/grants/7/due-diligence', [])).toBe(true);
  });

  it('refuses the new-grant page to a user without manage_grants, before any form is filled in', () => {
    expect(permissionForPath('/grants/new')).toBe('manage_grants');
    expect(permissionForPath('/grants/new/')).toBe('manage_grants');
    expect(canOpenPath('/grants/new', [])).toBe(false);
    expect(canOpenPath('/grants/new', ['manage_programs', 'manage_settings', 'manage_users'])).toBe(false);
    expect(canOpenPath('/grants/new', ['manage_grants'])).toBe(true);
    // Reading a grant stays open to everyone.
    expect(canOpenPath('/grants/7', [])).toBe(true);
    expect(canOpenPath('/grants/7/overview', [])).toBe(true);
  });

  it('asks a permission for every page whose only purpose is to create something', () => {
    const pages = creationPagePaths();
    expect(pages).toContain('/grants/new');
    for (const page of pages) expect(permissionForPath(page), page).not.toBeNull();
  });

  it('lets a user whose permissions are unknown through, and refuses a known list without the permission', () => {
    expect(canOpenPath('/settings/users', null)).toBe(true);
    expect(canOpenPath('/settings/users', [])).toBe(false);
    expect(canOpenPath('/settings/users', ['manage_users'])).toBe(true);
  });

  it('opens the settings section on the first page the user may open, preferences for manage_settings alone', () => {
    expect(settingsLandingPath(['manage_users'])).toBe('/settings/users');
    expect(settingsLandingPath(['manage_settings'])).toBe('/settings/preferences');
    expect(settingsLandingPath(['manage_grants', 'manage_programs'])).toBeUndefined();
    expect(settingsLandingPath(null)).toBe('/settings/users');
  });
});
