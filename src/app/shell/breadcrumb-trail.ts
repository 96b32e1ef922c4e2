import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type Crumb = {
  /** The path this crumb stands for; also the React key. */
  path: string;
  /** Where clicking it goes (a section without a page of its own opens its first page). */
  to: string;
  /** A translated label, or a route-provided text. A text starting with ':' is still loading (spec section 2). */
  label: MessageDescriptor | string;
};

/** Labels of the path segments the portal knows. A page with a data-dependent label provides it (breadcrumb.tsx). */
const SEGMENTS: Record<string, { label: MessageDescriptor; to?: string }> = {
  programs: { label: msg`Initiatives` },
  grants: { label: msg`Grants` },
  proposals: { label: msg`Proposals` },
  projects: { label: msg`Projects` },
  ngos: { label: msg`Organizations` },
  notifications: { label: msg`Notifications` },
  inspire: { label: msg`Inspire` },
  // /settings itself redirects to the first settings page the user may open (decision 041).
  settings: { label: msg`Settings` },
  users: { label: msg`Users` },
  roles: { label: msg`Roles` },
  preferences: { label: msg`Preferences` },
  'due-diligence': { label: msg`Due diligence` },
  activity: { label: msg`Activity` },
  history: { label: msg`History` },
  overview: { label: msg`Overview` },
  objectives: { label: msg`Objectives` },
  // The partner side (issue 13): /partner is its home, /partner/calls the open calls.
  partner: { label: msg`Partner portal` },
  calls: { label: msg`Open calls` },
  // The partner's organisation page and its tabs (src/features/partner-organisation/organisation-tabs.ts).
  organisation: { label: msg`Organisation` },
  contacts: { label: msg`Contacts` },
  documents: { label: msg`Documents` },
  // A project's months (issue 14): the staff's project page and the partner's months, which open the latest month.
  'monthly-reports': { label: msg`Monthly reports` },
  months: { label: msg`Monthly reports` },
};

const HOME_LABEL = msg`Home`;
const PARTNER_HOME = '/partner';

/** An entity id in the path: until its page names it, its crumb is a placeholder. */
function isEntityId(segment: string): boolean {
  return /^\d+$/.test(segment) || /^[0-9a-f-]{32,36}$/i.test(segment);
}

export function isPendingLabel(label: MessageDescriptor | string): label is string {
  return typeof label === 'string' && label.startsWith(':');
}

/**
 * The crumbs of a path, starting with home (spec section 2). `provided` holds labels that pages give for
 * their own path (a grant's title for /grants/12), which win over the table.
 */
export function breadcrumbTrail(pathname: string, provided: Readonly<Record<string, string>> = {}): Crumb[] {
  const all = pathname.split('/').filter(Boolean);
  // The partner organisations' pages live under their own home, /partner (decision 182).
  const base = all[0] === PARTNER_HOME.slice(1) ? [all[0]] : [];
  const home = base.length > 0 ? PARTNER_HOME : '/';
  const segments = all.slice(base.length);
  const trail: Crumb[] = [{ path: home, to: home, label: provided[home] ?? HOME_LABEL }];
  segments.forEach((segment, index) => {
    const path = `/${[...base, ...segments.slice(0, index + 1)].join('/')}`;
    const known = SEGMENTS[segment];
    const text = decodeURIComponent(segment);
    const label = provided[path] ?? known?.label ?? (isEntityId(segment) ? `:${text}` : text);
    trail.push({ path, to: known?.to ?? path, label });
  });
  return trail;
}
