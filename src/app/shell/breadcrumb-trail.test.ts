import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, isPendingLabel } from './breadcrumb-trail';

const ids = (labels: unknown[]) =>
  labels.map((label) => (typeof label === 'string' ? label : (label as { id?: string; message?: string }).message));

describe('breadcrumbTrail', () => {
  it('starts with home on the home page', () => {
    const trail = breadcrumbTrail('/');
    expect(trail.map((crumb) => crumb.path)).toEqual(['/']);
    expect(ids(trail.map((crumb) => crumb.label))).toEqual(['Home']);
  });

  it('builds one crumb per matched segment, each with its own path', () => {
    const trail = breadcrumbTrail('/settings/users');
    expect(trail.map((crumb) => crumb.path)).toEqual(['/', '/settings', '/settings/users']);
    expect(ids(trail.map((crumb) => crumb.label))).toEqual(['Home', 'Settings', 'Users']);
  });

  it('starts a partner page with the partner home, /partner, and names the organisation page and its tabs', () => {
    expect(breadcrumbTrail('/partner').map((crumb) => crumb.path)).toEqual(['/partner']);
    const trail = breadcrumbTrail('/partner/organisation/contacts');
    expect(trail.map((crumb) => crumb.path)).toEqual(['/partner', '/partner/organisation', '/partner/organisation/contacts']);
    expect(ids(trail.map((crumb) => crumb.label))).toEqual(['Home', 'Organisation', 'Contacts']);
  });

  it('sends the settings crumb to /settings, which opens the first settings page the user may open', () => {
    expect(breadcrumbTrail('/settings/roles')[1]?.to).toBe('/settings');
  });

  it('shows a placeholder for an entity id until its page provides a label', () => {
    const pending = breadcrumbTrail('/grants/12/overview');
    expect(pending[2]?.label).toBe(':12');
    expect(isPendingLabel(pending[2]?.label ?? '')).toBe(true);

    const named = breadcrumbTrail('/grants/12/overview', { '/grants/12': 'Clean water for Aleppo' });
    expect(named[2]?.label).toBe('Clean water for Aleppo');
    expect(isPendingLabel(named[2]?.label ?? '')).toBe(false);
    expect(ids([named[3]?.label])).toEqual(['Overview']);
  });

  it('ignores a trailing slash', () => {
    expect(breadcrumbTrail('/settings/users/').map((crumb) => crumb.path)).toEqual(['/', '/settings', '/settings/users']);
  });
});
