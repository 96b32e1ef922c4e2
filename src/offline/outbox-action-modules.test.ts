import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTBOX_ENTITIES } from '#contract/outbox';
import { actionModulesOf } from './outbox-action-modules';
import { definedOutboxActions } from './outbox-actions';

const featuresRoot = join(process.cwd(), 'src', 'features');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('where a queued record finds its action after a reload', () => {
  it('the module named for each outbox entity defines actions of that entity', async () => {
    for (const entity of OUTBOX_ENTITIES) {
      const modules = actionModulesOf(entity);
      expect(modules.length, entity).toBe(1);
      await Promise.all(modules.map((load) => load()));
      expect(definedOutboxActions().filter((action) => action.entity === entity).length, entity).toBeGreaterThan(0);
    }
    // Loading every feature's actions compiles a good part of the app: slow on a busy two-core machine.
  }, 30_000);

  it("every module that defines an outbox action is listed in its feature's outbox-actions.ts", () => {
    const unlisted: string[] = [];
    for (const feature of readdirSync(featuresRoot)) {
      const folder = join(featuresRoot, feature);
      const definers = sourceFiles(folder).filter((file) => /defineOutboxAction\s*[<(]/.test(readFileSync(file, 'utf8')));
      if (definers.length === 0) continue;
      let list = '';
      try {
        list = readFileSync(join(folder, 'outbox-actions.ts'), 'utf8');
      } catch {
        list = '';
      }
      for (const file of definers) {
        const specifier = `./${relative(folder, file).replace(/\.tsx?$/, '')}`;
        if (!list.includes(` from '${specifier}';`)) unlisted.push(`${feature}: ${specifier}`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('a name that is not an outbox entity loads nothing', () => {
    expect(actionModulesOf('grants')).toEqual([]);
    expect(actionModulesOf('../x')).toEqual([]);
  });
});
