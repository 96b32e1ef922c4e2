import { describe, expect, it } from 'vitest';
import { chunkFamilies, entriesByModule, familyOf, importCycle } from './chunk-families';

type Chunk = Parameters<typeof entriesByModule>[0][number];

function chunk(fileName: string, moduleIds: string[], options: Partial<Chunk> = {}): Chunk {
  return { fileName, moduleIds, imports: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, ...options };
}

describe('entriesByModule', () => {
  // main.tsx (boot) loads two pages lazily; both use shared.ts, and one of them also uses a dialog that a third
  // module re-exports statically (a facade entry).
  const chunks = [
    chunk('boot.js', ['/src/main.tsx', '/src/react.ts'], { isEntry: true, facadeModuleId: '/src/main.tsx' }),
    chunk('grants.js', ['\0route-area:grants', '/src/grants-page.tsx'], {
      isDynamicEntry: true,
      facadeModuleId: '\0route-area:grants',
      imports: ['shared.js', 'boot.js'],
    }),
    chunk('projects.js', ['\0route-area:projects'], { isDynamicEntry: true, facadeModuleId: '\0route-area:projects', imports: ['shared.js'] }),
    chunk('shared.js', ['/src/shared.ts', '/src/dialog.tsx'], { imports: ['boot.js'] }),
    chunk('dialog.js', [], { isDynamicEntry: true, facadeModuleId: '/src/dialog.tsx', imports: ['shared.js'] }),
  ];

  it('lists, for each lazily loaded module, the lazy entries whose files load it', () => {
    const entries = entriesByModule(chunks);
    expect(entries.get('/src/shared.ts')).toEqual(['\0route-area:grants', '\0route-area:projects']);
    expect(entries.get('/src/grants-page.tsx')).toEqual(['\0route-area:grants']);
  });

  it('leaves out the first page (boot) and entries whose file only re-exports another file', () => {
    const entries = entriesByModule(chunks);
    expect(entries.has('/src/react.ts')).toBe(false);
    expect(entries.has('/src/main.tsx')).toBe(false);
    expect([...entries.values()].flat()).not.toContain('/src/dialog.tsx');
  });
});

describe('familyOf', () => {
  it('names the families of route areas and features, and a family of its own for any other entry', () => {
    expect(familyOf('\0route-area:login')).toBe('login');
    expect(familyOf('\0route-area:grant')).toBe('grants');
    expect(familyOf('\0route-area:partner-home')).toBe('partner-shell');
    expect(familyOf('\0route-area:partner-calls')).toBe('partner');
    expect(familyOf('/work/src/features/proposals/detail/pages/all-pages.ts')).toBe('proposals');
    expect(familyOf('/work/src/ui/charts/chart-kit.tsx')).toBe('chart-kit');
  });
});

/** The families group's name for each module, after a probe that gave each module (key) the entries listed. */
async function grouped(loaders: Record<string, string[]>) {
  const chunks = Object.entries(loaders).flatMap(([module, entries]) =>
    entries.map((entry, index) => chunk(`${module}-${index}.js`, [entry, `${module}`], { isDynamicEntry: true, facadeModuleId: entry })),
  );
  const families = chunkFamilies({ probe: async () => chunks });
  await (families.plugin.buildStart as () => Promise<void>)();
  return (id: string) => families.group.name(id);
}

describe('the families group', () => {
  it('keeps a module one entry loads in its file, and names shared modules by their set of families', async () => {
    const name = await grouped({ a: ['\0route-area:grants'], b: ['\0route-area:grants', '\0route-area:grant'], c: ['\0route-area:grants', '\0route-area:project'] });
    expect(name('a')).toBeNull();
    expect(name('b')).toBe('shared-grants');
    expect(name('c')).toBe('shared-grants+projects');
  });

  it('puts what four families or more share in one file, except what the login page loads', async () => {
    const areas = ['grants', 'proposal', 'project', 'partner-calls'].map((area) => `\0route-area:${area}`);
    const name = await grouped({ wide: areas, login: [...areas, '\0route-area:login'] });
    expect(name('wide')).toBe('shared-common');
    expect(name('login')).toBe('shared-grants+login+partner+projects+proposals');
  });

  it('refuses to name a module before the probe build ran', () => {
    expect(() => chunkFamilies({ probe: async () => [] }).group.name('x')).toThrow(/probe build did not run/);
  });
});

describe('importCycle', () => {
  it('finds files that import each other, and none in a tree', () => {
    expect(importCycle([chunk('a.js', [], { imports: ['b.js'] }), chunk('b.js', [], { imports: ['c.js'] }), chunk('c.js', [], { imports: ['a.js'] })])).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
    expect(importCycle([chunk('a.js', [], { imports: ['b.js', 'c.js'] }), chunk('b.js', [], { imports: ['c.js'] }), chunk('c.js', [])])).toBeUndefined();
  });
});
