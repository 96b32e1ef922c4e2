import { expect, it } from 'vitest';
import { ERROR_CODE_HEADER, RELATED_ERROR_CODE } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import type { Program, ProgramObjective, UserInCharge } from '#contract/programs';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';
import { linkToGrant } from '../reference/grant-link-fixture';

async function userId(app: TestApp, email: string): Promise<number> {
  return (await app.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

async function programByReference(app: TestApp, token: string, reference: string): Promise<Program> {
  const page = (await app.call({ method: 'GET', url: `/api/Program?search=${reference}`, token })).json<{ data: Program[] }>();
  const program = page.data.find((item) => item.reference_id === reference);
  if (!program) throw new Error(`no program ${reference}`);
  return program;
}

describeOnEachDialect('programs', (t) => {
  it('pages the funder’s programs with their users in charge and objective counts, searching title and reference', async () => {
    const token = await t().signIn('programs@demo.test');
    const all = (await t().call({ method: 'GET', url: '/api/Program', token })).json<{ total: number; data: Program[] }>();
    expect(all.total).toBe(4);
    expect(all.data.map((program) => program.reference_id)).not.toContain('CRF-SHL-01');
    const education = all.data.find((program) => program.reference_id === 'ANDF-EDU-01');
    expect(education).toMatchObject({ title: 'Early Childhood Education', manager_name: 'يوسف النجار', strategic: true, objectives_count: 3 });
    expect(education?.users.map((user) => user.name)).toEqual(expect.arrayContaining(['Layla Haddad', 'يوسف النجار', 'عمر الخطيب']));

    const byReference = (await t().call({ method: 'GET', url: '/api/Program?search=wash', token })).json();
    expect(byReference.data.map((program: Program) => program.reference_id)).toEqual(['ANDF-WASH-02']);
    const byTitle = (await t().call({ method: 'GET', url: `/api/Program?search=${encodeURIComponent('الأمن الغذائي')}`, token })).json();
    expect(byTitle.total).toBe(1);

    const sorted = (await t().call({ method: 'GET', url: '/api/Program?order_by=title&is_desc=true&rows=2&page=2', token })).json();
    const titles = all.data.map((program) => program.title).toSorted((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    expect(sorted).toMatchObject({ total: 4 });
    expect(sorted.data.map((program: Program) => program.title)).toEqual(titles.slice(2, 4));
    expect((await t().call({ method: 'GET', url: '/api/Program?order_by=manager', token })).statusCode).toBe(400);
  });

  it('creates a program with the creator and the manager in charge, updates it, and deletes it', async () => {
    const admin = await t().signIn('admin@demo.test');
    const managerId = await userId(t(), 'finance@demo.test');
    const created = await t().call({
      method: 'POST',
      url: '/api/Program',
      token: admin,
      payload: { title: ' Youth Employment / تشغيل الشباب ', reference_id: 'ANDF-YTH-05', manager_id: managerId, strategic: true },
    });
    expect(created.statusCode).toBe(200);
    const program = created.json<Program>();
    expect(program).toMatchObject({ title: 'Youth Employment / تشغيل الشباب', manager_id: managerId, manager_name: 'Nour Saleh / نور صالح', objectives_count: 0, grants_count: 0 });
    expect(program.users).toEqual(
      expect.arrayContaining([
        { admin_id: await userId(t(), 'admin@demo.test'), name: 'Layla Haddad', is_manager: true },
        { admin_id: managerId, name: 'Nour Saleh / نور صالح', is_manager: true },
      ]),
    );

    const updated = await t().call({ method: 'PUT', url: `/api/Program/${program.id}`, token: admin, payload: { title: 'Youth Employment', manager_id: null, strategic: false } });
    expect(updated.json()).toMatchObject({ id: program.id, title: 'Youth Employment', reference_id: null, manager_id: null, manager_name: null, strategic: false });
    expect((await t().call({ method: 'GET', url: `/api/Program/${program.id}`, token: admin })).json()).toEqual(updated.json());

    expect((await t().call({ method: 'DELETE', url: `/api/Program/${program.id}`, token: admin })).json()).toEqual({ id: program.id });
    expect((await t().call({ method: 'GET', url: `/api/Program/${program.id}`, token: admin })).statusCode).toBe(404);
  });

  it('creates a program without a reference when the form sends it as null', async () => {
    const admin = await t().signIn('admin@demo.test');
    const created = await t().call({ method: 'POST', url: '/api/Program', token: admin, payload: { title: 'No reference yet', reference_id: null, manager_id: null, strategic: false } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ title: 'No reference yet', reference_id: null });
  });

  it('refuses a manager who is not an active user of the funder, and a missing title', async () => {
    const admin = await t().signIn('admin@demo.test');
    for (const email of ['field@other.test', 'karim@demo.test']) {
      const response = await t().call({ method: 'POST', url: '/api/Program', token: admin, payload: { title: 'Refused', manager_id: await userId(t(), email) } });
      expect(response.statusCode, email).toBe(400);
      expect(Object.keys(response.json().ModelState), email).toEqual(['manager_id']);
    }
    const untitled = await t().call({ method: 'POST', url: '/api/Program', token: admin, payload: { title: '' }, headers: { 'accept-language': 'ar' } });
    expect(untitled.json().ModelState.title).toEqual([formatMessage('required', { field: 'title' }, 'ar')]);
    const list = (await t().call({ method: 'GET', url: '/api/Program/list', token: admin })).json();
    expect(list.map((program: Program) => program.title)).not.toContain('Refused');
  });

  it('refuses to delete a program that a grant targets, with the related message', async () => {
    const admin = await t().signIn('admin@demo.test');
    const program = (await t().call({ method: 'POST', url: '/api/Program', token: admin, payload: { title: 'Targeted program' } })).json<Program>();
    const unlink = await linkToGrant(t(), 'program', program.id, program.donor_id, await userId(t(), 'admin@demo.test'));
    try {
      const refused = await t().call({ method: 'DELETE', url: `/api/Program/${program.id}`, token: admin });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe(RELATED_ERROR_CODE);
      expect(refused.json().Message).toBe(formatMessage('related'));
      expect((await t().call({ method: 'GET', url: `/api/Program/${program.id}`, token: admin })).json()).toMatchObject({ grants_count: 1 });
    } finally {
      await unlink();
    }
    expect((await t().call({ method: 'DELETE', url: `/api/Program/${program.id}`, token: admin })).statusCode).toBe(200);
  });

  it('reads users in charge under both spellings and replaces them as a whole', async () => {
    const token = await t().signIn('programs@demo.test');
    const program = await programByReference(t(), token, 'ANDF-WASH-02');
    const read = await t().call({ method: 'GET', url: `/api/DonorAccountProgram/${program.id}/UsersIncharge`, token });
    expect(read.statusCode).toBe(200);
    expect((await t().call({ method: 'GET', url: `/api/DonorAccountProgram/${program.id}/UsersInCharge`, token })).json()).toEqual(read.json());

    const author = await userId(t(), 'admin@demo.test');
    const viewer = await userId(t(), 'viewer@demo.test');
    const replaced = await t().call({
      method: 'PUT',
      url: `/api/DonorAccountProgram/${program.id}/UsersInCharge`,
      token,
      payload: { users: [{ admin_id: author, is_manager: true }, { admin_id: viewer }, { admin_id: viewer, is_manager: false }] },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<UserInCharge[]>()).toEqual([
      { admin_id: author, name: 'Layla Haddad', is_manager: true },
      { admin_id: viewer, name: 'Sarah Mitchell', is_manager: false },
    ]);
    expect((await programByReference(t(), token, 'ANDF-WASH-02')).users).toEqual(replaced.json());
  });

  it('refuses an empty list, another funder’s or an invited user, and leaving out the author, changing nothing', async () => {
    const token = await t().signIn('programs@demo.test');
    const program = await programByReference(t(), token, 'ANDF-LIV-03');
    const url = `/api/DonorAccountProgram/${program.id}/UsersInCharge`;
    const before = (await t().call({ method: 'GET', url, token })).json();
    const author = await userId(t(), 'admin@demo.test');

    const empty = await t().call({ method: 'PUT', url, token, payload: { users: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().ModelState.users).toEqual([formatMessage('multiselect', { field: 'user' })]);

    for (const email of ['admin@other.test', 'karim@demo.test']) {
      const response = await t().call({ method: 'PUT', url, token, payload: { users: [{ admin_id: author }, { admin_id: await userId(t(), email) }] } });
      expect(response.statusCode, email).toBe(400);
      expect(Object.keys(response.json().ModelState)).toEqual(['users']);
    }

    const withoutAuthor = await t().call({ method: 'PUT', url, token, payload: { users: [{ admin_id: await userId(t(), 'programs@demo.test'), is_manager: true }] } });
    expect(withoutAuthor.statusCode).toBe(400);
    expect(withoutAuthor.headers[ERROR_CODE_HEADER.toLowerCase()]).toBe('authorInCharge');
    expect((await t().call({ method: 'GET', url, token })).json()).toEqual(before);
  });

  it('adds, renames and deletes a program’s objectives', async () => {
    const token = await t().signIn('programs@demo.test');
    const program = await programByReference(t(), token, 'ANDF-FSL-04');
    const url = `/api/DonorAccountProgram/${program.id}/Objective`;
    const seeded = (await t().call({ method: 'GET', url, token })).json<ProgramObjective[]>();
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    expect(seeded.length).toBeLessThanOrEqual(4);

    const added = await t().call({ method: 'POST', url, token, payload: { title: 'Restore irrigation canals / إعادة تأهيل قنوات الري' } });
    expect(added.statusCode).toBe(200);
    const objective = added.json<ProgramObjective>();
    expect(objective).toMatchObject({ program_id: program.id, title: 'Restore irrigation canals / إعادة تأهيل قنوات الري' });
    expect((await programByReference(t(), token, 'ANDF-FSL-04')).objectives_count).toBe(seeded.length + 1);

    const renamed = await t().call({ method: 'PUT', url: `${url}/${objective.id}`, token, payload: { title: 'Restore irrigation canals' } });
    expect(renamed.json()).toEqual({ ...objective, title: 'Restore irrigation canals' });
    const missingTitle = await t().call({ method: 'PUT', url: `${url}/${objective.id}`, token, payload: {} });
    expect(missingTitle.statusCode).toBe(400);

    // An objective is reached only through its own program.
    const other = await programByReference(t(), token, 'ANDF-EDU-01');
    expect((await t().call({ method: 'DELETE', url: `/api/DonorAccountProgram/${other.id}/Objective/${objective.id}`, token })).statusCode).toBe(404);

    expect((await t().call({ method: 'DELETE', url: `${url}/${objective.id}`, token })).json()).toEqual({ id: objective.id });
    expect((await t().call({ method: 'GET', url, token })).json()).toEqual(seeded);
  });

  it('needs manage_programs for every program call, while the options list stays open to all staff', async () => {
    const token = await t().signIn('grants@demo.test');
    const admin = await t().signIn('admin@demo.test');
    const id = (await programByReference(t(), admin, 'ANDF-EDU-01')).id;
    for (const [method, url] of [
      ['GET', '/api/Program'],
      ['GET', `/api/Program/${id}`],
      ['POST', '/api/Program'],
      ['PUT', `/api/Program/${id}`],
      ['DELETE', `/api/Program/${id}`],
      ['GET', `/api/DonorAccountProgram/${id}/UsersIncharge`],
      ['PUT', `/api/DonorAccountProgram/${id}/UsersInCharge`],
      ['GET', `/api/DonorAccountProgram/${id}/Objective`],
      ['POST', `/api/DonorAccountProgram/${id}/Objective`],
      ['PUT', `/api/DonorAccountProgram/${id}/Objective/1`],
      ['DELETE', `/api/DonorAccountProgram/${id}/Objective/1`],
    ] as const) {
      const response = await t().call({ method, url, token, payload: method === 'POST' || method === 'PUT' ? { title: 'x' } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const options = await t().call({ method: 'GET', url: '/api/Program/list', token });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toContainEqual({ id, title: 'Early Childhood Education', reference_id: 'ANDF-EDU-01' });
  });

  it('answers 404 to another funder for every call on a program', async () => {
    const admin = await t().signIn('admin@demo.test');
    const program = await programByReference(t(), admin, 'ANDF-EDU-01');
    const objectives = (await t().call({ method: 'GET', url: `/api/DonorAccountProgram/${program.id}/Objective`, token: admin })).json<ProgramObjective[]>();
    const field = await t().signIn('field@other.test');
    const fieldId = await userId(t(), 'field@other.test');
    for (const [method, url, payload] of [
      ['GET', `/api/Program/${program.id}`, undefined],
      ['PUT', `/api/Program/${program.id}`, { title: 'Taken over' }],
      ['DELETE', `/api/Program/${program.id}`, undefined],
      ['GET', `/api/DonorAccountProgram/${program.id}/UsersInCharge`, undefined],
      ['PUT', `/api/DonorAccountProgram/${program.id}/UsersInCharge`, { users: [{ admin_id: fieldId }] }],
      ['GET', `/api/DonorAccountProgram/${program.id}/Objective`, undefined],
      ['POST', `/api/DonorAccountProgram/${program.id}/Objective`, { title: 'Taken over' }],
      ['PUT', `/api/DonorAccountProgram/${program.id}/Objective/${objectives[0]?.id}`, { title: 'Taken over' }],
      ['DELETE', `/api/DonorAccountProgram/${program.id}/Objective/${objectives[0]?.id}`, undefined],
    ] as const) {
      const response = await t().call({ method, url, token: field, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await programByReference(t(), admin, 'ANDF-EDU-01')).toEqual(program);
  });
});
