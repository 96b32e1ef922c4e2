import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES } from './audit';
import { ENTITY_KINDS, entityNamesIn, type EntityPart } from './entities';
import { NOTIFICATION_ENTITIES } from './notifications';
import { OUTBOX_ENTITIES } from './outbox';
import { FRAMEWORK_KIND_ENTITIES } from './program-pages';

describe('the one table of entity kinds (contract/entities.ts)', () => {
  it('gives each part the names it stores and sends, which never change', () => {
    // Queued records in IndexedDB name their lane; a renamed lane would strand them after an update.
    expect([...OUTBOX_ENTITIES].toSorted()).toEqual(
      ['grant', 'monthly-report', 'negotiation', 'ngo', 'partner-project', 'partner-proposal', 'program-framework', 'project', 'proposal', 'story'],
    );
    // Audit rows keep their entity; the Activity page's filter lists them in this order.
    expect(AUDIT_ENTITIES).toEqual([
      'grant',
      'proposal',
      'project',
      'negotiation',
      'programObjective',
      'programOutcome',
      'programOutput',
      'programIndicator',
      'programActivity',
      'programVerificationMethod',
      'programMonitoring',
      'programRisk',
    ]);
    // Notifications are stored and pushed through the hub with their entity (spec section 4).
    expect([...NOTIFICATION_ENTITIES].toSorted()).toEqual(
      [
        'dueDiligence',
        'grant',
        'grantDueDiligence',
        'grantObjective',
        'negotiation',
        'program',
        'programActivity',
        'programIndicator',
        'programMonitoring',
        'programObjective',
        'programOutcome',
        'programOutput',
        'programRisk',
        'programVerificationMethod',
        'project',
        'proposal',
        'role',
      ].toSorted(),
    );
  });

  it('names no two kinds alike within one part', () => {
    for (const part of ['outbox', 'audit', 'notification'] as const satisfies readonly EntityPart[]) {
      const names = entityNamesIn(part);
      expect(new Set(names).size, part).toBe(names.length);
    }
  });

  it("records every results-framework item in the audit log and tells of it, under the framework's one outbox lane", () => {
    for (const entity of Object.values(FRAMEWORK_KIND_ENTITIES)) {
      expect(AUDIT_ENTITIES).toContain(entity);
      expect(NOTIFICATION_ENTITIES).toContain(entity);
    }
    expect(ENTITY_KINDS.programFramework.outbox).toBe('program-framework');
  });
});
