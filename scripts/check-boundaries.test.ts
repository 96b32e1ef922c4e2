import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.mjs';

let folder = '';

/** A small src/ tree: each entry a path under src and its text. */
function tree(files: Record<string, string>): string {
  folder = mkdtempSync(join(tmpdir(), 'boundaries-'));
  const src = join(folder, 'src');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return src;
}

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

describe('the feature boundaries (decision 211)', () => {
  it("refuses a feature reaching into another feature's files, and accepts the same thing through its index.ts", () => {
    const reaching = tree({
      'features/grants/index.ts': "export { grantKeys } from './api/grant-keys';\n",
      'features/grants/api/grant-keys.ts': 'export const grantKeys = {};\n',
      'features/proposals/api/cache.ts': "import { grantKeys } from '@/features/grants/api/grant-keys';\nexport const x = grantKeys;\n",
    });
    expect(checkBoundaries(reaching)).toEqual([
      expect.stringMatching(/^src\/features\/proposals\/api\/cache\.ts:1: the feature "proposals" reaches into "grants"/),
    ]);
    const through = tree({
      'features/grants/index.ts': "export { grantKeys } from './api/grant-keys';\n",
      'features/grants/api/grant-keys.ts': 'export const grantKeys = {};\n',
      'features/proposals/api/cache.ts': "import { grantKeys } from '@/features/grants';\nexport const x = grantKeys;\n",
    });
    expect(checkBoundaries(through)).toEqual([]);
  });

  it('refuses relative paths and lazy imports across features as well', () => {
    const src = tree({
      'features/grants/components/page.tsx': 'export const Page = 1;\n',
      'features/ngos/components/list.tsx': "import { Page } from '../../grants/components/page';\nconst later = () => import('@/features/grants/components/page');\nexport { Page, later };\n",
    });
    expect(checkBoundaries(src)).toHaveLength(2);
  });

  it('keeps src/ui, src/lib and src/offline free of features and of the composition', () => {
    const src = tree({
      'features/account/index.ts': 'export const me = 1;\n',
      'app/shell/top-bar.tsx': 'export const TopBar = 1;\n',
      'ui/menu.tsx': "import { me } from '@/features/account';\nexport const m = me;\n",
      'lib/clock.ts': "import { TopBar } from '@/app/shell/top-bar';\nexport const t = TopBar;\n",
      'offline/engine.ts': "import { me } from '../features/account';\nexport const e = me;\n",
    });
    const breaches = checkBoundaries(src);
    expect(breaches).toHaveLength(3);
    expect(breaches.join('\n')).toMatch(/src\/ui imports the feature "account"/);
    expect(breaches.join('\n')).toMatch(/src\/lib imports the composition/);
    expect(breaches.join('\n')).toMatch(/src\/offline imports the feature "account"/);
  });

  it('lets the composition (routes, the app shell, the root files) use any module of a feature', () => {
    const src = tree({
      'features/grants/components/grants-page.tsx': 'export const GrantsPage = 1;\n',
      'routes/_app/grants.tsx': "import { GrantsPage } from '@/features/grants/components/grants-page';\nexport const r = GrantsPage;\n",
      'app/shell/side-menu.tsx': "import { GrantsPage } from '@/features/grants/components/grants-page';\nexport const s = GrantsPage;\n",
      'main.tsx': "import { GrantsPage } from './features/grants/components/grants-page';\nexport const m = GrantsPage;\n",
    });
    expect(checkBoundaries(src)).toEqual([]);
  });

  it('refuses what the build would drop: a bare import in a feature, ui or lib, and zod set up for an effect', () => {
    const src = tree({
      'features/grants/index.ts': "import './register-actions';\nexport const g = 1;\n",
      'features/grants/register-actions.ts': 'export const r = 1;\n',
      'ui/locale.ts': "import { z } from 'zod';\nz.config({ localeError: () => 'x' });\nexport const l = 1;\n",
      'lib/side.test.ts': "import './helper';\n",
      'main.tsx': "import './styles.css';\nexport const m = 1;\n",
    });
    const breaches = checkBoundaries(src).toSorted();
    expect(breaches).toEqual([
      expect.stringMatching(/^src\/features\/grants\/index\.ts:1: a bare import of '\.\/register-actions'/),
      expect.stringMatching(/^src\/ui\/locale\.ts:2: zod is set up for an effect \(z\.config\)/),
    ]);
  });

  it('refuses a feature importing the composition, and features using each other in a circle', () => {
    const src = tree({
      'routes/__root.tsx': 'export const Route = 1;\n',
      'features/a/index.ts': "export { a } from './a';\n",
      'features/a/a.ts': "import { b } from '@/features/b';\nimport { Route } from '@/routes/__root';\nexport const a = b + Route;\n",
      'features/b/index.ts': "export { b } from './b';\n",
      'features/b/b.ts': "import { c } from '@/features/c';\nexport const b = c;\n",
      'features/c/index.ts': "export { c } from './c';\n",
      'features/c/c.ts': "import type { a } from '@/features/a';\nexport const c = 1 as typeof a;\n",
    });
    const breaches = checkBoundaries(src);
    expect(breaches.join('\n')).toMatch(/the feature "a" imports the composition/);
    expect(breaches.filter((breach) => breach.startsWith('features in a circle'))).toEqual([expect.stringMatching(/^features in a circle: a → b → c → a/)]);
  });

  it('finds the portal itself within its boundaries', () => {
    expect(checkBoundaries()).toEqual([]);
  });
});
