import { expect, it } from 'vitest';
import { OPERATIONS } from '#contract/enums';
import { createReadyDraft, daysFromToday, demoReferences } from '../modules/grants/grant-test-helpers';
import { describeOnEachDialect } from '../test/test-app';
import { auditTrail, writeAudit } from './audit';

describeOnEachDialect('audit log', (t) => {
  it('records each grant change with its operation, its author and nothing for refusals', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createReadyDraft(t(), officer, refs);
    await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Deadline`, token: officer, payload: { deadline: daysFromToday(8) } });
    await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Publish`, token: officer, payload: { deadline: daysFromToday(8) } });
    await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Deadline`, token: officer, payload: { deadline: daysFromToday(9) } });
    await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Draft`, token: officer });
    await t().call({ method: 'DELETE', url: `/api/DonorGrant/${draft.id}`, token: officer });

    const trail = await auditTrail(t().database.db, refs.donorId, 'grant', draft.id);
    expect(trail.map((entry) => entry.operation)).toEqual(['Add', 'Update', 'Update', 'Publish', 'Update', 'Draft', 'Delete']);
    expect(trail.every((entry) => entry.user_id === refs.userId('grants@demo.test'))).toBe(true);
    expect(trail[3]?.details).toEqual({ deadline: daysFromToday(8) });
    expect(trail.every((entry) => (OPERATIONS as readonly string[]).includes(entry.operation))).toBe(true);
  });

  it('writes and reads back an entry with its details', async () => {
    const refs = await demoReferences(t());
    const db = t().database.db;
    await writeAudit(db, { donorId: refs.donorId, userId: null, entity: 'programObjective', entityId: 987, operation: 'Close', details: { why: 'test' } });
    expect(await auditTrail(db, refs.donorId, 'programObjective', 987)).toMatchObject([{ user_id: null, operation: 'Close', details: { why: 'test' } }]);
    expect(await auditTrail(db, refs.donorId + 1000, 'programObjective', 987)).toEqual([]);
  });
});
