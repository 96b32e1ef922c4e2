import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaOf, lazyRouteFiles, ROUTE_AREAS, routeFiles } from './route-areas';

const routes = fileURLToPath(new URL('../src/routes', import.meta.url));

describe('route areas', () => {
  it('gives a route file the area of the first prefix it starts with', () => {
    expect(areaOf('_app/grants/index.tsx')).toBe('grants');
    expect(areaOf('_app/grants/$grantId/overview.tsx')).toBe('grant');
    expect(areaOf('_app/grants/$grantId/proposals/index.tsx')).toBe('grant');
    expect(areaOf('_app/grants/$grantId/proposals/$proposalId/$page.tsx')).toBe('proposal');
    expect(areaOf('_public/login.tsx')).toBe('login');
    expect(areaOf('_public/register.tsx')).toBe('public');
    expect(areaOf('partner/index.tsx')).toBe('partner-home');
    expect(areaOf('partner/projects/$projectId_.months.$month.tsx')).toBe('partner-projects');
    expect(areaOf('somewhere/else.tsx')).toBeUndefined();
  });

  it('places every route that has a lazy part in an area, so that no page adds a file of its own', () => {
    const lazy = lazyRouteFiles(routes);
    expect(lazy.length).toBeGreaterThan(50);
    expect(lazy.filter((path) => path !== '__root.tsx' && areaOf(path) === undefined)).toEqual([]);
  });

  it('lists no prefix that a route before it already covers, and no prefix that matches no route', () => {
    const files = routeFiles(routes);
    ROUTE_AREAS.forEach(([prefix, area], index) => {
      const matched = files.filter((path) => path.startsWith(prefix) && areaOf(path) === area);
      expect(matched.length, `${prefix} -> ${area}`).toBeGreaterThan(0);
      expect(areaOf(prefix, ROUTE_AREAS.slice(0, index)), `${prefix} is covered by an earlier prefix`).toBeUndefined();
    });
  });
});
