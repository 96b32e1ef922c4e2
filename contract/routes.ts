import type { Permission } from './enums';

/**
 * The page guard of spec section 6: the permission a page needs, found from its path.
 * The PWA uses it to show the 403 page; the server applies the same permissions to the calls behind each page.
 */
const SEGMENT_PERMISSIONS: Record<string, Permission> = {
  users: 'manage_users',
  roles: 'manage_users',
  preferences: 'manage_settings',
  programs: 'manage_programs',
};

/**
 * Settings pages, looked up only under /settings: a grant also has a "due-diligence" page, and it follows the
 * grants rule, not the settings one.
 */
const SETTINGS_PAGE_PERMISSIONS: Record<string, Permission> = {
  ...SEGMENT_PERMISSIONS,
  'due-diligence': 'manage_settings',
  activity: 'manage_settings',
};

/**
 * Pages whose purpose is to write: the form ends in a call that needs a permission, so a user without it is refused
 * the page itself, not the change after filling the form in (docs/decisions/146-writing-pages-need-their-permission.md).
 * Keyed by the page's whole path.
 */
const WRITING_PAGE_PERMISSIONS: Record<string, Permission> = {
  '/grants/new': 'manage_grants',
};

/** Sections whose sub-pages (programs/x/y) inherit the section's permission. */
const SECTION_PERMISSIONS: Record<string, Permission> = {
  programs: 'manage_programs',
};

/**
 * Grants are readable by every member of the funder's staff (spec section 6 excludes grant paths from the 403
 * denial); the grant controls are enabled by manage_grants and the in-charge check instead, and the page that only
 * creates a grant needs manage_grants. See docs/decisions/005-page-guard.md.
 */
export function permissionForPath(pathname: string): Permission | null {
  const segments = pathname.split('/').filter(Boolean);
  const writing = WRITING_PAGE_PERMISSIONS[`/${segments.join('/')}`];
  if (writing) return writing;
  if (segments[0] === 'settings') {
    const page = segments[1];
    return page ? (SETTINGS_PAGE_PERMISSIONS[page] ?? null) : null;
  }
  const section = segments[0];
  if (section && segments.length > 1 && SECTION_PERMISSIONS[section]) return SECTION_PERMISSIONS[section];
  const last = segments.at(-1);
  return last ? (SEGMENT_PERMISSIONS[last] ?? null) : null;
}

/** A user whose permission list is unknown (not loaded) is let through; the server still checks every call. */
export function canOpenPath(pathname: string, permissions: readonly Permission[] | null | undefined): boolean {
  const needed = permissionForPath(pathname);
  if (!needed || !permissions) return true;
  return permissions.includes(needed);
}

/**
 * Where the settings section opens, for the main menu's Settings entry and for /settings alone: the first of these
 * the user may open (docs/decisions/041-settings-menu-and-landing.md). A user with only manage_settings lands on
 * preferences.
 */
export const SETTINGS_LANDING_PATHS = ['/settings/users', '/settings/roles', '/settings/preferences'] as const;
export type SettingsLandingPath = (typeof SETTINGS_LANDING_PATHS)[number];

export function settingsLandingPath(permissions: readonly Permission[] | null | undefined): SettingsLandingPath | undefined {
  return SETTINGS_LANDING_PATHS.find((path) => canOpenPath(path, permissions));
}

export const PUBLIC_PATHS = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/check-inbox',
  '/check-token',
  '/confirm-email',
  '/accept-invitation',
  '/setup-account',
  '/setup-profile',
] as const;
