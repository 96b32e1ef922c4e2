import { expect, it } from 'vitest';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { GrantStatus } from '#contract/enums';
import type { Grant } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import { describeOnEachDialect } from '../../test/test-app';
import { createDraft, createReadyDraft, daysFromToday, demoReferences, grantInput } from './grant-test-helpers';

const errorCode = (response: { headers: Record<string, unknown> }) => response.headers[ERROR_CODE_HEADER.toLowerCase()];

describeOnEachDialect('grants', (t) => {
  // First: the later tests add grants of their own.
  it('seeds each funder with grants that exercise the cards and the publish checks', async () => {
    for (const email of ['admin@demo.test', 'admin@other.test']) {
      const admin = await t().signIn(email);
      const grants = (await t().call({ method: 'GET', url: '/api/DonorGrant?rows=100', token: admin })).json<{ total: number; data: Grant[] }>();
      expect(grants.total).toBeGreaterThanOrEqual(6);
      expect(grants.total).toBeLessThanOrEqual(10);
      expect(grants.data.some((grant) => grant.countries.length > 10)).toBe(true);
      expect(grants.data.every((grant) => Math.round(grant.programs.reduce((sum, program) => sum + program.percent, 0)) === 100)).toBe(true);
      const drafts = grants.data.filter((grant) => grant.status === GrantStatus.Draft);
      const checks = await Promise.all(
        drafts.map(async (grant) => (await t().call({ method: 'GET', url: `/api/DonorGrant/GrantValidation/${grant.id}`, token: admin })).json()),
      );
      expect(checks).toContainEqual({ GrantObjective: true, ProgramsPercent: true, GrantDueDiligence: true });
      expect(checks.some((check) => check.GrantObjective === false)).toBe(true);
    }
  });

  it('lists the funder’s demo grants in every state, paged, searched, filtered and sorted', async () => {
    const viewer = await t().signIn('viewer@demo.test');
    const all = await t().call({ method: 'GET', url: '/api/DonorGrant?rows=100', token: viewer });
    expect(all.statusCode).toBe(200);
    const page = all.json<{ total: number; data: Grant[] }>();
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(new Set(page.data.map((grant) => grant.status))).toEqual(new Set([GrantStatus.Draft, GrantStatus.Published, GrantStatus.Closed]));
    expect(page.data.map((grant) => grant.title).join()).not.toContain('Sudan');

    const second = (await t().call({ method: 'GET', url: '/api/DonorGrant?rows=2&page=2', token: viewer })).json<{ total: number; data: Grant[] }>();
    expect(second.total).toBe(page.total);
    expect(second.data.map((grant) => grant.id)).toEqual(page.data.slice(2, 4).map((grant) => grant.id));
    // A page past the end still answers the total (the page's rows carry it otherwise).
    const pastTheEnd = (await t().call({ method: 'GET', url: '/api/DonorGrant?rows=2&page=50', token: viewer })).json<{ total: number; data: Grant[] }>();
    expect(pastTheEnd).toEqual({ total: page.total, data: [] });

    const searched = (await t().call({ method: 'GET', url: `/api/DonorGrant?search=${encodeURIComponent('JORDAN')}`, token: viewer })).json<{
      data: Grant[];
    }>();
    expect(searched.data.map((grant) => grant.title)).toEqual(["Girls' Education in Rural Jordan / تعليم الفتيات في ريف الأردن"]);
    const byDescription = (
      await t().call({ method: 'GET', url: `/api/DonorGrant?search=${encodeURIComponent('kitchen gardens')}`, token: viewer })
    ).json<{ data: Grant[] }>();
    expect(byDescription.data).toHaveLength(1);

    const closed = (await t().call({ method: 'GET', url: `/api/DonorGrant?status=${GrantStatus.Closed}`, token: viewer })).json<{
      total: number;
      data: Grant[];
    }>();
    expect(closed.total).toBe(1);
    expect(closed.data[0]?.deadline && closed.data[0].deadline < daysFromToday(0)).toBe(true);

    const bySize = (await t().call({ method: 'GET', url: '/api/DonorGrant?order_by=max_size&is_desc=true&rows=100', token: viewer })).json<{
      data: Grant[];
    }>();
    const sizes = bySize.data.map((grant) => grant.max_size);
    expect(sizes).toEqual(sizes.toSorted((a, b) => b - a));
    const byDeadline = (await t().call({ method: 'GET', url: '/api/DonorGrant?order_by=deadline&rows=100', token: viewer })).json<{
      data: Grant[];
    }>();
    const deadlines = byDeadline.data.map((grant) => grant.deadline);
    const dated = deadlines.filter((deadline): deadline is string => deadline !== null);
    expect(dated).toEqual(dated.toSorted());
    expect(deadlines.slice(dated.length).every((deadline) => deadline === null)).toBe(true);

    expect((await t().call({ method: 'GET', url: '/api/DonorGrant?order_by=status', token: viewer })).statusCode).toBe(400);
  });

  it('creates a draft whose author is its manager in charge, reads it back, and updates it', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    expect(draft).toMatchObject({
      status: GrantStatus.Draft,
      deadline: null,
      version: 1,
      min_size: 1000,
      max_size: 5000.25,
      created_by: refs.userId('grants@demo.test'),
      users_in_charge: [{ admin_id: refs.userId('grants@demo.test'), is_manager: true }],
      countries: refs.countryIds.slice(0, 2),
      currency: { id: refs.currencyId, symbol: '$' },
      objectives_count: 0,
      due_diligences_count: 0,
      proposals_count: 0,
    });
    expect(draft.programs.map((program) => program.percent)).toEqual([60, 40]);
    expect(draft.programs[0]?.title).toBeTruthy();

    const viewer = await t().signIn('viewer@demo.test');
    const read = await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}`, token: viewer });
    expect(read.json()).toEqual(draft);
    const programs = await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}/Program`, token: viewer });
    expect(programs.json()).toEqual(draft.programs);

    const updated = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}`,
      token: officer,
      payload: grantInput(refs, { title: 'Renamed', programs: [{ programId: refs.programId(2), percent: 100 }], min_size: 10.555 }),
    });
    expect(updated.statusCode).toBe(400);
    const renamed = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}`,
      token: officer,
      payload: grantInput(refs, { title: 'Renamed', programs: [{ programId: refs.programId(2), percent: 100 }] }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Renamed', version: 2, programs: [{ programId: refs.programId(2), percent: 100 }] });
  });

  it('holds program percentages to exactly 100, without duplicates, and the maximum size to at least the minimum', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const short = await t().call({
      method: 'POST',
      url: '/api/DonorGrant',
      token: officer,
      payload: grantInput(refs, {
        programs: [
          { programId: refs.programId(0), percent: 60 },
          { programId: refs.programId(1), percent: 30 },
        ],
      }),
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().ModelState)).toContain(formatMessage('programsPercent'));

    const twice = await t().call({
      method: 'POST',
      url: '/api/DonorGrant',
      token: officer,
      payload: grantInput(refs, {
        programs: [
          { programId: refs.programId(0), percent: 50 },
          { programId: refs.programId(0), percent: 50 },
        ],
      }),
    });
    expect(twice.statusCode).toBe(400);

    const inverted = await t().call({
      method: 'POST',
      url: '/api/DonorGrant',
      token: officer,
      payload: grantInput(refs, { min_size: 900, max_size: 100 }),
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().ModelState.max_size).toEqual([formatMessage('sizeRange')]);

    const theirs = await t().call({
      method: 'POST',
      url: '/api/DonorGrant',
      token: officer,
      payload: grantInput(refs, { programs: [{ programId: refs.otherProgramId, percent: 100 }] }),
    });
    expect(theirs.statusCode).toBe(400);
    expect(Object.keys(theirs.json().ModelState)).toEqual(['programs']);
  });

  it('refuses to publish until the grant is ready, then publishes with a future deadline', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const validation = await t().call({ method: 'GET', url: `/api/DonorGrant/GrantValidation/${draft.id}`, token: officer });
    expect(validation.json()).toEqual({ GrantObjective: false, ProgramsPercent: true, GrantDueDiligence: false });

    const early = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/Publish`,
      token: officer,
      payload: { deadline: daysFromToday(30) },
    });
    expect(early.statusCode).toBe(400);
    expect(errorCode(early)).toBe('grantNotReady');

    await t().call({ method: 'POST', url: `/api/DonorGrant/${draft.id}/Objective`, token: officer, payload: { title: 'Reach 2,000 children' } });
    const withDueDiligence = await t().call({
      method: 'POST',
      url: `/api/DonorGrant/${draft.id}/DueDiligence`,
      token: officer,
      payload: { due_diligence_id: refs.dueDiligenceIds[0] },
    });
    expect(withDueDiligence.json()).toMatchObject({ objectives_count: 1, due_diligences_count: 1, version: 3 });
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/GrantValidation/${draft.id}`, token: officer })).json()).toEqual({
      GrantObjective: true,
      ProgramsPercent: true,
      GrantDueDiligence: true,
    });

    const past = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/Publish`,
      token: officer,
      payload: { deadline: daysFromToday(-1) },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().ModelState.deadline).toEqual([formatMessage('futureDate', { field: 'deadline' })]);
    const today = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/Publish`,
      token: officer,
      payload: { deadline: daysFromToday(0) },
    });
    expect(today.statusCode).toBe(400);

    const published = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/Publish`,
      token: officer,
      payload: { deadline: daysFromToday(30) },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: GrantStatus.Published, deadline: daysFromToday(30), version: 4 });

    const again = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/Publish`,
      token: officer,
      payload: { deadline: daysFromToday(30) },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(formatMessage('wrongStatus', { field: 'grant' }));
  });

  it('changes the deadline of a published grant only, and redrafts a published grant only', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createReadyDraft(t(), officer, refs);
    const draftDeadline = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/Deadline`,
      token: officer,
      payload: { deadline: daysFromToday(9) },
    });
    expect(draftDeadline.statusCode).toBe(409);
    const draftRedraft = await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Draft`, token: officer });
    expect(draftRedraft.statusCode).toBe(409);

    await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Publish`, token: officer, payload: { deadline: daysFromToday(30) } });
    const moved = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/Deadline`,
      token: officer,
      payload: { deadline: daysFromToday(60) },
    });
    expect(moved.json()).toMatchObject({ status: GrantStatus.Published, deadline: daysFromToday(60) });

    const frozen = await t().call({
      method: 'POST',
      url: `/api/DonorGrant/${draft.id}/Objective`,
      token: officer,
      payload: { title: 'Late addition' },
    });
    expect(frozen.statusCode).toBe(409);

    const redrafted = await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/Draft`, token: officer });
    expect(redrafted.statusCode).toBe(200);
    expect(redrafted.json()).toMatchObject({ status: GrantStatus.Draft, deadline: null });
  });

  it('treats a grant past its deadline as closed and read-only', async () => {
    const officer = await t().signIn('grants@demo.test');
    const closed = (await t().call({ method: 'GET', url: `/api/DonorGrant?status=${GrantStatus.Closed}`, token: officer })).json<{ data: Grant[] }>()
      .data[0];
    if (!closed) throw new Error('the demo has a closed grant');
    expect(closed.users_in_charge.map((user) => user.admin_id)).toContain((await demoReferences(t())).userId('grants@demo.test'));
    for (const [method, url, payload] of [
      ['PUT', `/api/DonorGrant/${closed.id}/Deadline`, { deadline: daysFromToday(10) }],
      ['PUT', `/api/DonorGrant/${closed.id}/Draft`, undefined],
      ['DELETE', `/api/DonorGrant/${closed.id}`, undefined],
    ] as const) {
      expect((await t().call({ method, url, token: officer, payload })).statusCode, `${method} ${url}`).toBe(409);
    }
  });

  it('deletes drafts and published grants, answering their id', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const deleted = await t().call({ method: 'DELETE', url: `/api/DonorGrant/${draft.id}`, token: officer });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: draft.id });
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}`, token: officer })).statusCode).toBe(404);

    const ready = await createReadyDraft(t(), officer, refs);
    await t().call({ method: 'PUT', url: `/api/DonorGrant/${ready.id}/Publish`, token: officer, payload: { deadline: daysFromToday(5) } });
    expect((await t().call({ method: 'DELETE', url: `/api/DonorGrant/${ready.id}`, token: officer })).json()).toEqual({ id: ready.id });
    const left = await t().database.db.selectFrom('grant_objectives').select('id').where('grant_id', '=', ready.id).execute();
    expect(left).toEqual([]);
  });

  it('manages objectives and due diligences of a draft', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    await t().call({ method: 'POST', url: `/api/DonorGrant/${draft.id}/Objective`, token: officer, payload: { title: 'First / الأول' } });
    const objectives = (await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}/Objective`, token: officer })).json();
    expect(objectives).toMatchObject([{ title: 'First / الأول', grant_id: draft.id }]);
    const renamed = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/Objective/${objectives[0].id}`,
      token: officer,
      payload: { title: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}/Objective`, token: officer })).json()[0].title).toBe('Renamed');
    const removed = await t().call({ method: 'DELETE', url: `/api/DonorGrant/${draft.id}/Objective/${objectives[0].id}`, token: officer });
    expect(removed.json()).toMatchObject({ objectives_count: 0 });
    expect((await t().call({ method: 'DELETE', url: `/api/DonorGrant/${draft.id}/Objective/${objectives[0].id}`, token: officer })).statusCode).toBe(
      404,
    );

    const added = await t().call({
      method: 'POST',
      url: `/api/DonorGrant/${draft.id}/DueDiligence`,
      token: officer,
      payload: { due_diligence_id: refs.dueDiligenceIds[1] },
    });
    expect(added.json()).toMatchObject({ due_diligences_count: 1 });
    const duplicate = await t().call({
      method: 'POST',
      url: `/api/DonorGrant/${draft.id}/DueDiligence`,
      token: officer,
      payload: { due_diligence_id: refs.dueDiligenceIds[1] },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(errorCode(duplicate)).toBe('unique');
    const theirs = await t().call({
      method: 'POST',
      url: `/api/DonorGrant/${draft.id}/DueDiligence`,
      token: officer,
      payload: { due_diligence_id: refs.otherDueDiligenceId },
    });
    expect(theirs.statusCode).toBe(400);
    const links = (await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}/DueDiligence`, token: officer })).json();
    expect(links).toMatchObject([{ grant_id: draft.id, due_diligence_id: refs.dueDiligenceIds[1] }]);
    expect(links[0].name).toBeTruthy();
    const unlinked = await t().call({ method: 'DELETE', url: `/api/DonorGrant/${draft.id}/DueDiligence/${links[0].id}`, token: officer });
    expect(unlinked.json()).toMatchObject({ due_diligences_count: 0 });

    const countries = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/countries`,
      token: officer,
      payload: { countries: [refs.countryIds[2]] },
    });
    expect(countries.json()).toMatchObject({ countries: [refs.countryIds[2]] });
    expect(
      (await t().call({ method: 'PUT', url: `/api/DonorGrant/${draft.id}/countries`, token: officer, payload: { countries: [] } })).statusCode,
    ).toBe(400);
  });

  it('replaces the users in charge, never without the author, and only with active colleagues', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createDraft(t(), officer, refs);
    const author = refs.userId('grants@demo.test');
    const url = `/api/DonorGrant/${draft.id}/users-in-charge`;
    const set = await t().call({
      method: 'PUT',
      url,
      token: officer,
      payload: {
        users: [
          { admin_id: author, is_manager: true },
          { admin_id: refs.userId('finance@demo.test'), is_manager: false },
        ],
      },
    });
    expect(set.statusCode).toBe(200);
    expect((await t().call({ method: 'GET', url, token: officer })).json()).toMatchObject([
      { admin_id: author, is_manager: true },
      { admin_id: refs.userId('finance@demo.test'), is_manager: false },
    ]);

    const withoutAuthor = await t().call({
      method: 'PUT',
      url,
      token: officer,
      payload: { users: [{ admin_id: refs.userId('finance@demo.test'), is_manager: true }] },
    });
    expect(withoutAuthor.statusCode).toBe(400);
    expect(withoutAuthor.json().ModelState.users).toEqual([formatMessage('authorInCharge', { field: 'grant' })]);

    const invited = await t().call({
      method: 'PUT',
      url,
      token: officer,
      payload: { users: [{ admin_id: author }, { admin_id: refs.userId('karim@demo.test') }] },
    });
    expect(invited.statusCode).toBe(400);
    const otherAdmin = await t().database.db.selectFrom('users').select('id').where('email', '=', 'admin@other.test').executeTakeFirstOrThrow();
    const stranger = await t().call({ method: 'PUT', url, token: officer, payload: { users: [{ admin_id: author }, { admin_id: otherAdmin.id }] } });
    expect(stranger.statusCode).toBe(400);
    expect((await t().call({ method: 'PUT', url, token: officer, payload: { users: [] } })).statusCode).toBe(400);
  });

  it('lets only the users in charge work the grant controls', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createReadyDraft(t(), officer, refs);
    const outsider = await t().signIn('programs@demo.test');
    const id = draft.id;
    const controls = [
      ['PUT', `/api/DonorGrant/${id}`, grantInput(refs)],
      ['DELETE', `/api/DonorGrant/${id}`, undefined],
      ['PUT', `/api/DonorGrant/${id}/Publish`, { deadline: daysFromToday(9) }],
      ['PUT', `/api/DonorGrant/${id}/Deadline`, { deadline: daysFromToday(9) }],
      ['PUT', `/api/DonorGrant/${id}/Draft`, undefined],
      ['PUT', `/api/DonorGrant/${id}/countries`, { countries: refs.countryIds }],
      ['PUT', `/api/DonorGrant/${id}/users-in-charge`, { users: [{ admin_id: refs.userId('programs@demo.test') }] }],
      ['POST', `/api/DonorGrant/${id}/Objective`, { title: 'x' }],
      ['PUT', `/api/DonorGrant/${id}/Objective/1`, { title: 'x' }],
      ['DELETE', `/api/DonorGrant/${id}/Objective/1`, undefined],
      ['POST', `/api/DonorGrant/${id}/DueDiligence`, { due_diligence_id: refs.dueDiligenceIds[2] }],
      ['DELETE', `/api/DonorGrant/${id}/DueDiligence/1`, undefined],
    ] as const;
    for (const [method, url, payload] of controls) {
      const response = await t().call({ method, url, token: outsider, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorCode(response)).toBe('notInCharge');
    }
    const viewer = await t().signIn('viewer@demo.test');
    for (const [method, url, payload] of [...controls, ['POST', '/api/DonorGrant', grantInput(refs)] as const]) {
      expect((await t().call({ method, url, token: viewer, payload })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/${id}`, token: outsider })).json()).toEqual(draft);
  });

  it('hides another funder’s grants: reading and changing them answers 404', async () => {
    const refs = await demoReferences(t());
    const officer = await t().signIn('grants@demo.test');
    const draft = await createReadyDraft(t(), officer, refs);
    const otherAdmin = await t().signIn('admin@other.test');
    for (const url of ['', '/Program', '/Objective', '/DueDiligence', '/users-in-charge']) {
      expect((await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}${url}`, token: otherAdmin })).statusCode, url).toBe(404);
    }
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/GrantValidation/${draft.id}`, token: otherAdmin })).statusCode).toBe(404);
    const publish = await t().call({
      method: 'PUT',
      url: `/api/DonorGrant/${draft.id}/Publish`,
      token: otherAdmin,
      payload: { deadline: daysFromToday(3) },
    });
    expect(publish.statusCode).toBe(404);
    expect((await t().call({ method: 'DELETE', url: `/api/DonorGrant/${draft.id}`, token: otherAdmin })).statusCode).toBe(404);
    expect((await t().call({ method: 'GET', url: `/api/DonorGrant/${draft.id}`, token: officer })).json()).toEqual(draft);
  });

  it('documents the grant routes in the OpenAPI description', async () => {
    const docs = (await t().call({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/DonorGrant', '/api/DonorGrant/{id}/Publish', '/api/DonorGrant/GrantValidation/{id}']),
    );
  });
});
