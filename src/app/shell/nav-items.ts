import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  AlertRegular,
  BriefcaseRegular,
  BuildingPeopleRegular,
  DocumentBulletListRegular,
  HomeRegular,
  LightbulbFilamentRegular,
  MegaphoneRegular,
  MoneyHandRegular,
  SettingsRegular,
  SparkleRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { Permission } from '#contract/enums';
import { canOpenPath, permissionForPath, settingsLandingPath } from '#contract/routes';

export type NavItem = {
  id: string;
  icon: FluentIcon;
  label: MessageDescriptor;
  /** What the section is for, shown on the home page's tile. */
  description: MessageDescriptor;
  path: string;
  /** The item is the current page for every path under this prefix (settings has several pages). */
  section: string;
  /** The item is current on its own path only (a home page, whose path prefixes every other). */
  exact?: boolean;
  /** The permission its page needs, from the one page-guard table (contract/routes.ts); null: everyone. */
  permission: Permission | null;
  /**
   * For a section of several pages: the page this user lands on, or undefined when they may open none. The entry
   * then links there, so a user who may open only some of the section's pages still finds it (decision 041).
   */
  landing?: (permissions: readonly Permission[] | null | undefined) => string | undefined;
};

function item(entry: Omit<NavItem, 'permission'>): NavItem {
  return { ...entry, permission: permissionForPath(entry.path) };
}

/**
 * The main menu (spec section 2): one list for the side menu and the home page's tiles.
 * Only pages that exist are listed. Each later section (initiatives /programs, grants /grants, proposals
 * /proposals, projects /projects, organizations /ngos) adds its entry here, in the spec's order, when its
 * route is written: home, initiatives, grants, proposals, projects, organizations, settings.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  item({
    id: 'home',
    icon: HomeRegular,
    label: msg`Home`,
    description: msg`Your overview of the portal.`,
    path: '/',
    section: '/',
  }),
  item({
    id: 'initiatives',
    icon: LightbulbFilamentRegular,
    label: msg`Initiatives`,
    description: msg`The funder's programs: who runs each one and the objectives grants are measured against.`,
    path: '/programs',
    section: '/programs',
  }),
  item({
    id: 'grants',
    icon: MoneyHandRegular,
    label: msg`Grants`,
    description: msg`Open grants to proposals: sizes, programs, countries, deadlines and who is in charge.`,
    path: '/grants',
    section: '/grants',
  }),
  item({
    id: 'proposals',
    icon: DocumentBulletListRegular,
    label: msg`Proposals`,
    description: msg`What partner organizations submitted to your grants: review, negotiate, accept or reject.`,
    path: '/proposals',
    section: '/proposals',
  }),
  item({
    id: 'projects',
    icon: BriefcaseRegular,
    label: msg`Projects`,
    description: msg`Accepted proposals at work: budgets, durations and how far each has got.`,
    path: '/projects',
    section: '/projects',
  }),
  item({
    id: 'organizations',
    icon: BuildingPeopleRegular,
    label: msg`Organizations`,
    description: msg`The partner organizations that applied to your grants: contacts, documents, proposals and projects.`,
    path: '/ngos',
    section: '/ngos',
  }),
  item({
    id: 'inspire',
    icon: SparkleRegular,
    label: msg`Inspire`,
    description: msg`Stories of change and results across your projects, from approved monthly reports: to share and to print.`,
    path: '/inspire',
    section: '/inspire',
  }),
  item({
    id: 'settings',
    icon: SettingsRegular,
    label: msg`Settings`,
    description: msg`Invite users, give them roles and choose what each role may do.`,
    path: '/settings/users',
    section: '/settings',
    landing: settingsLandingPath,
  }),
];

/**
 * The entries a user may open, each linking to a page they may open. An unknown permission list (not loaded)
 * shows everything; the guard decides.
 */
export function navItemsFor(permissions: readonly Permission[] | null | undefined, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.flatMap((entry) => {
    if (!entry.landing) return canOpenPath(entry.path, permissions) ? [entry] : [];
    const path = entry.landing(permissions);
    return path ? [{ ...entry, path, permission: permissionForPath(path) }] : [];
  });
}

/**
 * The partner organisations' main menu (docs/decisions/182-partner-accounts.md): their own pages under /partner, in
 * the order a partner works (home, open calls, proposals, projects, organisation). No permission list: an
 * organisation's users all see it, and the server refuses a member what only the admin may do.
 */
export const PARTNER_NAV_ITEMS: readonly NavItem[] = [
  {
    id: 'partner-home',
    icon: HomeRegular,
    label: msg`Home`,
    description: msg`Your organisation's overview.`,
    path: '/partner',
    section: '/partner',
    exact: true,
    permission: null,
  },
  {
    id: 'partner-calls',
    icon: MegaphoneRegular,
    label: msg`Open calls`,
    description: msg`Grants of every funder open to proposals: what each asks for, its size and its deadline. Apply from here.`,
    path: '/partner/calls',
    section: '/partner/calls',
    permission: null,
  },
  {
    id: 'partner-proposals',
    icon: DocumentBulletListRegular,
    label: msg`Proposals`,
    description: msg`Your organisation's proposals: write the pages, submit, and answer the funder's negotiation.`,
    path: '/partner/proposals',
    section: '/partner/proposals',
    permission: null,
  },
  {
    id: 'partner-projects',
    icon: BriefcaseRegular,
    label: msg`Projects`,
    description: msg`What your accepted proposals became: their funder, period, budget and installments.`,
    path: '/partner/projects',
    section: '/partner/projects',
    permission: null,
  },
  {
    id: 'partner-organisation',
    icon: BuildingPeopleRegular,
    label: msg`Organisation`,
    description: msg`Your organisation's profile, contacts and users.`,
    path: '/partner/organisation',
    section: '/partner/organisation',
    permission: null,
  },
  {
    id: 'partner-notifications',
    icon: AlertRegular,
    label: msg`Notifications`,
    description: msg`What the funders did with your proposals, and deadlines coming up.`,
    path: '/partner/notifications',
    section: '/partner/notifications',
    permission: null,
  },
];

export function isCurrentSection(entry: NavItem, pathname: string): boolean {
  if (entry.exact) return pathname === entry.path;
  if (entry.section === '/') return pathname === '/';
  return pathname === entry.section || pathname.startsWith(`${entry.section}/`);
}
