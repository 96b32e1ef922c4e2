import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { GrantStatus } from '#contract/enums';
import type { Grant } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import { IDEMPOTENCY_KEY_RETENTION_DAYS, IDEMPOTENT_REPLAY_HEADER } from '#contract/outbox';
import { createDraft, createReadyDraft, daysFromToday, demoReferences } from '../modules/grants/grant-test-helpers';
import { describeOnEachDialect } from '../test/test-app';
import { auditTrail } from './audit';
import { purgeExpiredAnswers } from './idempotency';

const replayed = (response: { headers: Record<string, unknown> }) => response.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()];

describeOnEachDialect('actions: idempotency keys and If-Match', (t) => {
  it('answers a replayed key with the first response, marked replayed, and changes nothing more', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createReadyDraft(t(), officer, refs);
    const key = randomUUID();
    const publish = () =>
      t().call({
        method: 'PUT',
        url: `/api/DonorGrant/${draft.id}/Publish`,
        token: officer,
        headers: { 'idempotency-key': key, 'if-match': String(draft.version) },
        payload: { deadline: daysFromToday(20) },
      });
    const first = await publish();
    expect(first.statusCode).toBe(200);
    expect(replayed(first)).toBeUndefined();
    expect(first.json()).toMatchObject({ status: GrantStatus.Published, version: draft.version + 1 });

    const second = await publish();
    expect(second.statusCode).toBe(200);
    expect(replayed(second)).toBe('true');
    expect(second.body).toBe(first.body);
    const now = (await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}`, token: officer })).json<Grant>();
    expect(now.version).toBe(draft.version + 1);
    const publishes = (await auditTrail(t().database.db, refs.donorId, 'grant', draft.id)).filter((entry) => entry.operation === 'Publish');
    expect(publishes).toHaveLength(1);
  });

  it('creates once for a replayed key: the same grant comes back', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const key = randomUUID();
    const before = (await t().call({ method: 'GET', url: '/api/DonorGrant', token: officer })).json<{ total: number }>().total;
    const payload = { ...(await createDraft(t(), officer, refs)), id: undefined };
    const body = {
      title: 'Once only',
      currency_id: payload.currency_id,
      min_size: 1,
      max_size: 2,
      programs: [{ programId: refs.programId(0), percent: 100 }],
      countries: [refs.countryIds[0]],
    };
    const first = await t().call({ method: 'POST', url: '/api/DonorGrant', token: officer, headers: { 'idempotency-key': key }, payload: body });
    const again = await t().call({ method: 'POST', url: '/api/DonorGrant', token: officer, headers: { 'idempotency-key': key }, payload: body });
    expect(again.json().id).toBe(first.json().id);
    const after = (await t().call({ method: 'GET', url: '/api/DonorGrant', token: officer })).json<{ total: number }>().total;
    expect(after).toBe(before + 2);
  });

  it('applies concurrent identical requests with the same key once', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const key = randomUUID();
    const add = () =>
      t().call({
        method: 'POST',
        url: `/api/DonorGrant/${draft.id}/Objective`,
        token: officer,
        headers: { 'idempotency-key': key },
        payload: { title: 'Only once' },
      });
    const answers = await Promise.all([add(), add(), add()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => replayed(answer) === 'true')).toHaveLength(2);
    const objectives = (await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}/Objective`, token: officer })).json();
    expect(objectives).toHaveLength(1);
    const grant = (await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}`, token: officer })).json<Grant>();
    expect(grant.version).toBe(draft.version + 1);
  });

  it('refuses a key reused for another path or by another user, and a malformed key', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const key = randomUUID();
    const first = await t().call({
      method: 'POST',
      url: `/api/DonorGrant/${draft.id}/Objective`,
      token: officer,
      headers: { 'idempotency-key': key },
      payload: { title: 'One' },
    });
    expect(first.statusCode).toBe(200);
    const elsewhere = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/countries`,
      token: officer,
      headers: { 'idempotency-key': key },
      payload: { countries: [refs.countryIds[0]] },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().Message).toBe(formatMessage('idempotencyKeyReused'));
    const admin = await t().signIn('admin@demo.test');
    const someoneElse = await t().call({
      method: 'POST',
      url: `/api/DonorGrant/${draft.id}/Objective`,
      token: admin,
      headers: { 'idempotency-key': key },
      payload: { title: 'One' },
    });
    expect(someoneElse.statusCode).toBe(422);

    const malformed = await t().call({
      method: 'POST',
      url: `/api/DonorGrant/${draft.id}/Objective`,
      token: officer,
      headers: { 'idempotency-key': 'not-a-uuid' },
      payload: { title: 'Two' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('badIdempotencyKey');
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}/Objective`, token: officer })).json()).toHaveLength(1);
  });

  it('answers 412 with the grant as it is now when If-Match is stale, and stores that answer under the key', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const moved = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/countries`,
      token: officer,
      headers: { 'if-match': `W/"${draft.version}"` },
      payload: { countries: [refs.countryIds[1]] },
    });
    expect(moved.json()).toMatchObject({ version: draft.version + 1 });

    const key = randomUUID();
    const stale = () =>
      t().call({
        method: 'POST',
        url: `/api/DonorGrant/${draft.id}/Objective`,
        token: officer,
        headers: { 'idempotency-key': key, 'if-match': String(draft.version), 'accept-language': 'ar' },
        payload: { title: 'Based on an old view' },
      });
    const refused = await stale();
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toEqual({ Message: formatMessage('stale', { field: 'grant' }, 'ar'), current: moved.json() });
    const retried = await stale();
    expect(retried.statusCode).toBe(412);
    expect(replayed(retried)).toBe('true');
    expect(retried.body).toBe(refused.body);
    expect(retried.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('stale');
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}/Objective`, token: officer })).json()).toEqual([]);

    const current = await t().call({
      method: 'POST',
      url: `/api/DonorGrant/${draft.id}/Objective`,
      token: officer,
      headers: { 'if-match': `"${draft.version + 1}"` },
      payload: { title: 'Based on the current view' },
    });
    expect(current.statusCode).toBe(200);
    const garbage = await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Draft`, token: officer, headers: { 'if-match': 'yesterday' } });
    expect(garbage.statusCode).toBe(400);
  });

  it('stores refusals so that a retry gets the same answer, even after the state changed', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const key = randomUUID();
    const publish = () =>
      t().call({
        method: 'PUT',
        url: `/api/DonorGrant/${draft.id}/Publish`,
        token: officer,
        headers: { 'idempotency-key': key },
        payload: { deadline: daysFromToday(10) },
      });
    const refused = await publish();
    expect(refused.statusCode).toBe(400);
    await t().call({ method: 'POST', url: `/api/DonorGrant/${draft.id}/Objective`, token: officer, payload: { title: 'Now' } });
    await t().call({ method: 'POST', url: `/api/DonorGrant/${draft.id}/DueDiligence`, token: officer, payload: { due_diligence_id: refs.dueDiligenceIds[0] } });
    const retried = await publish();
    expect(retried.statusCode).toBe(400);
    expect(retried.body).toBe(refused.body);
    expect(retried.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('grantNotReady');
  });

  it('replays a retried delete although the grant is gone (the access rules checked before the body do not refuse a retry)', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const key = randomUUID();
    const remove = () => t().call({ method: 'DELETE', url: `/api/DonorGrant/${draft.id}`, token: officer, headers: { 'idempotency-key': key } });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    const retried = await remove();
    expect(retried.statusCode).toBe(200);
    expect(replayed(retried)).toBe('true');
    expect(retried.body).toBe(first.body);
    // Without the key, the same call is a plain 404: the grant is gone.
    expect((await t().call({ method: 'DELETE', url: `/api/DonorGrant/${draft.id}`, token: officer })).statusCode).toBe(404);
  });

  it('forgets answered keys after the retention days', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const key = randomUUID();
    await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/countries`, token: officer, headers: { 'idempotency-key': key }, payload: { countries: [refs.countryIds[0]] } });
    const db = t().database.db;
    const later = new Date(Date.now() + (IDEMPOTENCY_KEY_RETENTION_DAYS + 1) * 86_400_000);
    expect(await purgeExpiredAnswers(db, new Date())).toBe(0);
    expect(await purgeExpiredAnswers(db, later)).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst()).toBeUndefined();
  });
});
