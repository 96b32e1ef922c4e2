import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The areas of the portal whose pages share one lazy file (docs/decisions/214-route-areas.md). TanStack's code
 * splitting makes each route's loader and components a lazy module of their own; the build then gathers the routes
 * of one area into one dynamic import, so a user who opens one page of an area has the others at hand, and the service
 * worker precaches tens of files instead of hundreds. A route file matches the first prefix it starts with (paths
 * under src/routes, `/` separators); a route no prefix matches keeps its own lazy file.
 *
 * Each area is a set of pages a user moves between. The first page after signing in (the staff or partner home) and
 * /login are areas of their own: their weight is budgeted (issue 15, scripts/weigh-pages.ts).
 */
export const ROUTE_AREAS: readonly (readonly [prefix: string, area: string])[] = [
  ['_public.tsx', 'login'],
  ['_public/login.tsx', 'login'],
  ['_public/', 'public'],
  ['_app.tsx', 'staff-shell'],
  ['_app/index.tsx', 'staff-home'],
  ['_app/grants/index.tsx', 'grants'],
  ['_app/grants/new.tsx', 'grants'],
  ['_app/grants/$grantId/proposals/$proposalId', 'proposal'],
  ['_app/grants/$grantId', 'grant'],
  ['_app/proposals/', 'proposals'],
  ['_app/projects/index.tsx', 'projects'],
  ['_app/projects/$projectId', 'project'],
  ['_app/programs/', 'programs'],
  ['_app/ngos/', 'ngos'],
  ['_app/notifications.tsx', 'staff-notifications'],
  ['_app/inspire.tsx', 'inspire'],
  ['_app/settings', 'settings'],
  ['partner.tsx', 'partner-shell'],
  ['partner/index.tsx', 'partner-home'],
  ['partner/notifications.tsx', 'partner-notifications'],
  ['partner/calls/', 'partner-calls'],
  ['partner/organisation', 'partner-organisation'],
  ['partner/projects/', 'partner-projects'],
  ['partner/proposals/', 'partner-proposals'],
];

/** The area of a route file (its path under src/routes, `/` separators), or undefined when it has its own file. */
export function areaOf(routePath: string, areas: typeof ROUTE_AREAS = ROUTE_AREAS): string | undefined {
  return areas.find(([prefix]) => routePath.startsWith(prefix))?.[1];
}

/** A route file whose options hold a property TanStack's splitter moves to the lazy module (vite.config.ts). */
const SPLIT_PROPERTY = /\b(?:loader|component|pendingComponent|errorComponent|notFoundComponent)\s*:/;
/** The dynamic import the splitter writes into a route file: `import('<file>?tsr-split=<grouping>')`. */
const SPLIT_IMPORT = /import\((['"])([^'"?]+)\?tsr-split=([^'"]+)\1\)/g;
const AREA_PREFIX = '\0route-area:';

/** The route files under `directory` (not the `-` helpers the router ignores), as paths under it with `/` separators. */
export function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((part) => part.startsWith('-')))
    .toSorted();
}

/** The route files that have a part TanStack's splitter makes lazy, which belong in an area. */
export function lazyRouteFiles(directory: string): string[] {
  return routeFiles(directory).filter((path) => SPLIT_PROPERTY.test(readFileSync(join(directory, path), 'utf8')));
}

/** The name under which an area module exports one route's lazy module. */
function exportName(routePath: string): string {
  return `route_${routePath.replace(/[^A-Za-z0-9]/g, (character) => `_${character.charCodeAt(0).toString(16)}_`)}`;
}

/**
 * Rewrites each route file's lazy import into an import of its area's module, which re-exports the lazy modules of
 * every route of the area. Build only: the dev server keeps one module per route, which reloads faster.
 */
export function routeAreas({ routesDirectory, grouping }: { routesDirectory: string; grouping: string }): Plugin {
  const posix = (file: string) => relative(routesDirectory, file).split(sep).join('/');
  let members: Map<string, string[]> | undefined;
  const membersOf = () => {
    if (members) return members;
    members = new Map();
    for (const path of lazyRouteFiles(routesDirectory)) {
      const area = areaOf(path);
      if (area) members.set(area, [...(members.get(area) ?? []), join(routesDirectory, path)]);
    }
    return members;
  };
  return {
    name: 'donor-portal:route-areas',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      members = undefined;
    },
    resolveId(id) {
      return id.startsWith(AREA_PREFIX) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(AREA_PREFIX)) return undefined;
      const files = membersOf().get(id.slice(AREA_PREFIX.length)) ?? [];
      return files.map((file) => `export * as ${exportName(posix(file))} from ${JSON.stringify(`${file}?tsr-split=${grouping}`)};`).join('\n');
    },
    transform(code, id) {
      if (id.includes('?') || !id.startsWith(routesDirectory + sep) || !code.includes('?tsr-split=')) return undefined;
      const routePath = posix(id);
      const area = areaOf(routePath);
      if (!area) return undefined;
      if (!membersOf().get(area)?.includes(id)) {
        this.error(`${routePath} is split by TanStack's plugin but not listed in its area "${area}" (scripts/route-areas.ts)`);
      }
      return code.replace(SPLIT_IMPORT, (whole, _quote: string, file: string, splitGrouping: string) => {
        if (file !== id || splitGrouping !== grouping) {
          this.error(`${routePath}: unexpected lazy import ${whole} (scripts/route-areas.ts expects ?tsr-split=${grouping})`);
        }
        return `import(${JSON.stringify(AREA_PREFIX + area)}).then((area) => area.${exportName(routePath)})`;
      });
    },
  };
}
