import type { Plugin, Rolldown } from 'vite';

/**
 * The families of lazy entries whose shared code travels together (docs/decisions/214-route-areas.md). A module that
 * two or more lazy entries load goes into one file per set of families that load it, instead of one file per set of
 * entries: far fewer files for the service worker to precache, at the cost of a page fetching a little code that only
 * a page of its own family uses. An entry matches the first pattern its module id matches; one that matches none is a
 * family of its own. Route areas are named by scripts/route-areas.ts. /login and the two homes are alone or with their
 * shell: their weight is budgeted (scripts/weigh-pages.ts).
 */
export const CHUNK_FAMILIES: readonly (readonly [pattern: RegExp, family: string])[] = [
  [/route-area:login$/, 'login'],
  [/route-area:public$|terms-dialog|token-sign-in/, 'public'],
  [/route-area:staff-(?:shell|home|notifications)$|[\\/]src[\\/](?:app|offline|lib|ui[\\/]toasts)[\\/]|account[\\/]components|notification-menu/, 'staff-shell'],
  [/route-area:(?:grants|grant|programs|ngos|inspire|settings)$|features[\\/](?:grants|inspire|ngos|program-framework)[\\/]/, 'grants'],
  [/route-area:(?:proposal|proposals)$|features[\\/]proposals[\\/]/, 'proposals'],
  [/route-area:(?:project|projects)$|features[\\/]projects[\\/]/, 'projects'],
  [/route-area:partner-(?:shell|home|notifications)$/, 'partner-shell'],
  [/route-area:partner-|features[\\/]partner-/, 'partner'],
  [/[\\/]src[\\/]locales[\\/]/, 'catalogs'],
];

/**
 * Code that many families share (Fluent's components, forms, the query and offline layers) goes into one file:
 * whichever page needs one of those modules first fetches them all, once. The set of families of such a module only
 * grows along its imports, so this keeps the files free of cycles as long as the families kept apart (whose pages'
 * weight is budgeted) stay apart: a set that holds one of them keeps holding it further down the imports.
 */
const COMMON_FROM = 4;
const KEPT_APART: ReadonlySet<string> = new Set(['login']);

/** The family of a lazy entry, by its module id. */
export function familyOf(entryId: string, families: typeof CHUNK_FAMILIES = CHUNK_FAMILIES): string {
  return families.find(([pattern]) => pattern.test(entryId))?.[1] ?? /([^\\/:]+?)(?:\.[a-z]+)?$/.exec(entryId)?.[1] ?? entryId;
}

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'moduleIds' | 'imports'>;

/**
 * Which lazy entries load each module, read from a build split the default way (one file per set of entries, after
 * tree shaking, so an unused re-export of a library's index does not count). An entry whose module other files also
 * import statically is not a boundary of its own (its file only re-exports): it is left out. Modules the first page
 * loads are left out too: they go to `boot`.
 */
export function entriesByModule(chunks: readonly Chunk[]): Map<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Chunk) => {
    const seen = new Set<Chunk>();
    const pending: (Chunk | undefined)[] = [start];
    while (pending.length > 0) {
      const chunk = pending.pop();
      if (!chunk || seen.has(chunk)) continue;
      seen.add(chunk);
      pending.push(...chunk.imports.map((file) => byFile.get(file)));
    }
    return seen;
  };
  const first = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]));
  const result = new Map<string, string[]>();
  for (const entry of chunks) {
    const id = entry.facadeModuleId;
    if (!entry.isDynamicEntry || !id || !entry.moduleIds.includes(id)) continue;
    for (const chunk of closure(entry)) {
      if (first.has(chunk)) continue;
      for (const module of chunk.moduleIds) result.set(module, [...(result.get(module) ?? []), id]);
    }
  }
  return result;
}

/** A cycle among the files' static imports (file names in order), or undefined: such files could run a module early. */
export function importCycle(chunks: readonly Pick<Chunk, 'fileName' | 'imports'>[]): string[] | undefined {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of byFile.get(file)?.imports ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return undefined;
}

/** Set while the probe build runs, so that its configuration leaves the families (and the probe) out. */
export const PROBE_ENV = 'DONOR_PORTAL_CHUNK_PROBE';

/**
 * The code-splitting group after `boot` (which must be listed first and call `claimBoot` from its `name`): one file per
 * set of families for the modules two or more lazy entries share; a module only one entry loads stays in that entry's
 * file. The sets come from a probe build split the default way (`plugin`, run at the start of each build). Keys
 * respect inclusion: whatever loads a module's importer loads the module, so its set of families is at least theirs,
 * and the files never import each other in a cycle, which keeps every module's execution order.
 */
export function chunkFamilies({ probe }: { probe: () => Promise<readonly Chunk[]> }) {
  const boot = new Set<string>();
  let entries: Map<string, string[]> | undefined;
  return {
    /** Call from the `boot` group's `name`: the modules it took, which the families leave alone. */
    claimBoot(id: string) {
      boot.add(id);
    },
    plugin: {
      name: 'donor-portal:chunk-families',
      apply: 'build',
      async buildStart() {
        entries = entriesByModule(await probe());
      },
      generateBundle(_options, bundle) {
        const cycle = importCycle(Object.values(bundle).filter((item) => item.type === 'chunk'));
        if (cycle) this.error(`chunk families: the files import each other in a cycle: ${cycle.join(' -> ')}`);
      },
    } satisfies Plugin,
    group: {
      name: (id: string) => {
        if (!entries) throw new Error('chunk families: the probe build did not run (scripts/chunk-families.ts)');
        const loaders = entries.get(id);
        if (!loaders || loaders.length < 2) return null;
        const families = [...new Set(loaders.map((entry) => familyOf(entry)))].toSorted();
        if (families.length >= COMMON_FROM && !families.some((family) => KEPT_APART.has(family))) return 'shared-common';
        return `shared-${families.join('+')}`;
      },
      test: (id: string) => !boot.has(id) && !/[\\/]node_modules[\\/]@zxcvbn-ts[\\/]/.test(id),
      includeDependenciesRecursively: false,
    } satisfies Rolldown.CodeSplittingGroup,
  };
}
