import { describe, expect, it } from 'vitest';
import { OUTBOX_ENTITIES } from '#contract/outbox';
import { actionModulesOf } from './outbox-action-modules';
import { definedOutboxActions } from './outbox-actions';

describe('where a queued record finds its action after a reload', () => {
  it('the feature named for each outbox entity defines actions of that entity', async () => {
    for (const entity of OUTBOX_ENTITIES) {
      const modules = actionModulesOf(entity);
      expect(modules.length, entity).toBeGreaterThan(0);
      await Promise.all(modules.map((load) => load()));
      expect(definedOutboxActions().filter((action) => action.entity === entity).length, entity).toBeGreaterThan(0);
    }
    // It loads every feature's api modules, which takes longer than the default 5 s on a busy two-core runner.
  }, 20_000);

  it('a name that is not an outbox entity loads nothing', () => {
    expect(actionModulesOf('grants')).toEqual([]);
    expect(actionModulesOf('../x')).toEqual([]);
  });
});
