import { describe, expect, it } from 'vitest';
import { canOpenPath, permissionForPath } from './routes';

describe('the page guard (spec section 6)', () => {
  it('asks manage_users for users and roles, manage_settings for preferences and the due-diligence list', () => {
    expect(permissionForPath('/settings/users')).toBe('manage_users');
    expect(permissionForPath('/settings/roles')).toBe('manage_users');
    expect(permissionForPath('/settings/preferences')).toBe('manage_settings');
    expect(permissionForPath('/settings/due-diligence')).toBe('manage_settings');
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

  it('lets a user whose permissions are unknown through, and refuses a known list without the permission', () => {
    expect(canOpenPath('/settings/users', null)).toBe(true);
    expect(canOpenPath('/settings/users', [])).toBe(false);
    expect(canOpenPath('/settings/users', ['manage_users'])).toBe(true);
  });
});
