import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission } from '#contract/enums';
import { canOpenPath, settingsLandingPath } from '#contract/routes';

export type SettingsPage = {
  to: '/settings/preferences' | '/settings/users' | '/settings/roles' | '/settings/activity' | '/settings/due-diligence';
  label: MessageDescriptor;
};

export type SettingsGroup = {
  /** null: the pages sit at the top of the menu, without a heading. */
  label: MessageDescriptor | null;
  pages: readonly SettingsPage[];
};

// Icons are looked up by the menu component (settings-nav.tsx): this file is read by route guards, which load
// with the first page, and must stay free of UI code.
const preferences: SettingsPage = { to: '/settings/preferences', label: msg`Preferences` };
const users: SettingsPage = { to: '/settings/users', label: msg`Users` };
const roles: SettingsPage = { to: '/settings/roles', label: msg`Roles` };
const activity: SettingsPage = { to: '/settings/activity', label: msg`Activity` };
const dueDiligence: SettingsPage = { to: '/settings/due-diligence', label: msg`Due diligence` };

/**
 * The settings menu of spec section 2: preferences, users, roles, and a "Raw Data" group with due diligence; then
 * the funder's activity (the audit trail, decision 164) after roles.
 * A group with nothing the user may open is not shown.
 */
export const SETTINGS_MENU: readonly SettingsGroup[] = [
  { label: null, pages: [preferences, users, roles, activity] },
  { label: msg`Raw Data`, pages: [dueDiligence] },
];


/** The menu as one user sees it: only pages they may open, and no empty group. */
export function settingsMenuFor(permissions: readonly Permission[] | null | undefined, menu: readonly SettingsGroup[] = SETTINGS_MENU): SettingsGroup[] {
  return menu
    .map((group) => ({ ...group, pages: group.pages.filter((page) => canOpenPath(page.to, permissions)) }))
    .filter((group) => group.pages.length > 0);
}

/** Where /settings alone lands: the first page of contract SETTINGS_LANDING_PATHS the user may open. */
export function settingsLandingFor(permissions: readonly Permission[] | null | undefined): SettingsPage | undefined {
  const path = settingsLandingPath(permissions);
  return [users, roles, preferences].find((page) => page.to === path);
}
