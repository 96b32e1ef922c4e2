import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ERROR_CODE_HEADER, RELATED_ERROR_CODE } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { IDEMPOTENT_REPLAY_HEADER } from '#contract/outbox';
import type {
  FrameworkIndicator,
  FrameworkItem,
  FrameworkKind,
  FrameworkList,
  FrameworkObjective,
  FrameworkOutcome,
  FrameworkRisk,
  FrameworkSaved,
} from '#contract/program-framework';
import { FRAMEWORK_KINDS } from '#contract/program-framework';
import { FRAMEWORK_KIND_SEGMENTS } from '#contract/program-pages';
import type { Program } from '#contract/programs';
import { auditTrail } from '../../platform/audit';
import { describeOnEachDialect, type TestApp } from '../../test/test-app';

const itemsUrl = (programId: number, kind: FrameworkKind) => `/api/DonorAccountProgram/${programId}/Framework/${FRAMEWORK_KIND_SEGMENTS[kind]}`;
const itemUrl = (programId: number, kind: FrameworkKind, id: number) => `${itemsUrl(programId, kind)}/${id}`;
const errorCode = (response: { headers: Record<string, unknown> }) => response.headers[ERROR_CODE_HEADER.toLowerCase()];

async function programByReference(app: TestApp, token: string, reference: string): Promise<number> {
  const page = (await app.call({ method: 'GET', url: `/api/Program?search=${reference}`, token })).json<{ data: Program[] }>();
  const program = page.data.find((item) => item.reference_id === reference);
  if (!program) throw new Error(`no program ${reference}`);
  return program.id;
}

async function list<Kind extends FrameworkKind>(app: TestApp, token: string, id: number, kind: Kind): Promise<FrameworkList<Kind>> {
  const response = await app.call({ method: 'GET', url: itemsUrl(id, kind), token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FrameworkList<Kind>>();
}

describeOnEachDialect('program results framework', (t) => {
  /** A new program of the first funder, with a framework built through the API: one item of every kind, linked up. */
  async function newFramework(token: string) {
    const program = (await t().call({ method: 'POST', url: '/api/Program', token, payload: { title: `Framework ${randomUUID().slice(0, 6)}` } })).json<Program>();
    const add = async <Kind extends FrameworkKind>(kind: Kind, payload: Record<string, unknown>) => {
      const response = await t().call({ method: 'POST', url: itemsUrl(program.id, kind), token, payload });
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      return response.json<FrameworkSaved<Kind>>().item;
    };
    const objective = await add('objective', { code: 'OBJ1', title: 'Children learn to read / يتعلم الأطفال القراءة' });
    const outcome = await add('outcome', { code: 'OC1', title: 'Reading scores rise', objective_id: objective.id });
    const output = await add('output', { code: 'OP1.1', title: 'Reading clubs run', outcome_id: outcome.id });
    const method = await add('verification_method', { code: 'MV1', title: 'Reading test', source: 'Tests by the partner' });
    const indicator = await add('indicator', {
      code: 'IND1',
      title: 'Children reading at grade level',
      result_id: output.id,
      unit: '%',
      baseline: '20',
      target: 60,
      frequency: 'annual',
      verification_method_id: method.id,
    });
    const activity = await add('activity', { code: 'A1', title: 'Train club leaders', output_id: output.id, start_date: '2026-02-01', end_date: '2026-03-31' });
    const monitoring = await add('monitoring', { title: 'Club visits', method: 'field_visit', frequency: 'monthly', responsible: 'M&E officer' });
    const risk = await add('risk', {
      title: 'Clubs close in winter',
      category: 'operational',
      likelihood: 4,
      impact: 3,
      response_strategy: 'mitigation',
      mitigation: 'Indoor venues booked ahead',
    });
    return { program, objective, outcome, output, method, indicator, activity, monitoring, risk };
  }

  it('lists every kind of a demo program’s framework, linked up, with its version', async () => {
    const token = await t().signIn('programs@demo.test');
    const id = await programByReference(t(), token, 'ANDF-EDU-01');

    const objectives = await list(t(), token, id, 'objective');
    expect(objectives.version).toBe(1);
    expect(objectives.items.map((item) => item.code)).toEqual(['OBJ1', 'OBJ2', 'OBJ3']);
    const [first] = objectives.items as [FrameworkObjective];
    expect(first).toMatchObject({ title: expect.stringContaining('Raise pre-school enrolment'), outcomes_count: 1 });
    // Proposals under grants targeting the program cite its objectives in their logical frameworks; some became projects.
    const cited = objectives.items.reduce((sum, item) => sum + item.proposals_count, 0);
    expect(cited).toBeGreaterThan(0);
    expect(objectives.items.flatMap((item) => item.projects).every((project) => project.id > 0 && project.title.length > 0)).toBe(true);

    const outcomes = await list(t(), token, id, 'outcome');
    expect(outcomes.items.map((item) => item.code)).toEqual(['OC1', 'OC2', 'OC3']);
    expect(outcomes.items[0]).toMatchObject({ objective_id: first.id, outputs_count: 2, indicators_count: 1 });

    const outputs = await list(t(), token, id, 'output');
    expect(outputs.items.map((item) => item.code)).toEqual(['OP1.1', 'OP1.2', 'OP2.1', 'OP3.1']);

    const indicators = await list(t(), token, id, 'indicator');
    expect(indicators.items.map((item) => item.code)).toEqual(['IND1', 'IND2', 'IND3', 'IND4', 'IND5', 'IND6']);
    const [ind1, ind2] = indicators.items as [FrameworkIndicator, FrameworkIndicator];
    expect(ind1).toMatchObject({ result_kind: 'outcome', unit: '%', baseline: 38, target: 60, frequency: 'annual', disaggregation: 'sex, district, nationality' });
    expect(ind2.result_kind).toBe('output');

    const methods = await list(t(), token, id, 'verification_method');
    expect(methods.items.find((item) => item.code === 'MV1')).toMatchObject({ indicators_count: 2 });
    expect((await list(t(), token, id, 'activity')).items).toHaveLength(7);
    expect((await list(t(), token, id, 'monitoring')).items.map((item) => item.method)).toEqual(['survey', 'field_visit', 'data_review', 'learning_review']);

    const risks = (await list(t(), token, id, 'risk')).items as FrameworkRisk[];
    // Likelihood × impact gives the score and the level of spec section 3 (3 × 3 = 9: moderate; 1 × 5 = 5: moderate; 4 × 2 = 8).
    expect(risks.map((risk) => [risk.code, risk.score, risk.level])).toEqual([
      ['R1', 9, 3],
      ['R2', 8, 3],
      ['R3', 5, 3],
    ]);
    expect(risks[1]?.isMaterialized).toBe(true);
  });

  it('adds, changes and deletes an item of every kind, moving the version, auditing and notifying those in charge', async () => {
    const token = await t().signIn('admin@demo.test');
    const built = await newFramework(token);
    const { program } = built;
    const start = (await list(t(), token, program.id, 'risk')).version;
    expect(start).toBe(8);

    const indicator = built.indicator as FrameworkIndicator;
    expect(indicator).toMatchObject({ result_kind: 'output', baseline: 20, target: 60 });
    expect(built.risk).toMatchObject({ score: 12, level: 4, isMaterialized: false, owner: null });

    const changed = await t().call({
      method: 'PUT',
      url: itemUrl(program.id, 'indicator', indicator.id),
      token,
      headers: { 'if-match': String(start) },
      payload: { ...indicator, title: 'Children reading fluently', result_id: built.outcome.id, target: 75 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ version: start + 1, item: { title: 'Children reading fluently', result_kind: 'outcome', target: 75 } });
    expect((await list(t(), token, program.id, 'outcome')).items[0]).toMatchObject({ indicators_count: 1 });

    const renamed = await t().call({
      method: 'PUT',
      url: itemUrl(program.id, 'objective', built.objective.id),
      token,
      payload: { code: 'OBJ-A', title: 'Children read / يقرأ الأطفال', description: 'By the end of grade 3' },
    });
    expect(renamed.json()).toMatchObject({ version: start + 2, item: { code: 'OBJ-A', description: 'By the end of grade 3', outcomes_count: 1 } });

    // Deleting leaves first (they hold nothing), then their parents.
    let version = start + 2;
    for (const kind of ['activity', 'indicator', 'output', 'outcome', 'objective', 'verification_method', 'monitoring', 'risk'] as const) {
      const item: FrameworkItem = built[kind === 'verification_method' ? 'method' : kind];
      const deleted = await t().call({ method: 'DELETE', url: itemUrl(program.id, kind, item.id), token, headers: { 'if-match': String(version) } });
      expect(deleted.statusCode, `${kind}: ${deleted.body}`).toBe(200);
      version += 1;
      expect(deleted.json()).toEqual({ version, id: item.id });
      expect((await list(t(), token, program.id, kind)).items).toEqual([]);
    }

    const audit = await auditTrail(t().database.db, program.donor_id, 'programIndicator', indicator.id);
    expect(audit.map((entry) => entry.operation)).toEqual(['Add', 'Update', 'Delete']);
    expect(audit[0]?.details).toMatchObject({ program_id: program.id, title: 'Children reading at grade level' });

    // The program's users in charge hear of it (its creator is the actor: only its other users). A program created
    // here has only its author in charge, so a colleague is added first.
    const colleague = await t().signIn('programs@demo.test');
    const colleagueId = (await t().database.db.selectFrom('users').select('id').where('email', '=', 'programs@demo.test').executeTakeFirstOrThrow()).id;
    await t().call({
      method: 'PUT',
      url: `/api/DonorAccountProgram/${program.id}/UsersInCharge`,
      token,
      payload: { users: [{ admin_id: program.users[0]?.admin_id, is_manager: true }, { admin_id: colleagueId }] },
    });
    const added = await t().call({ method: 'POST', url: itemsUrl(program.id, 'monitoring'), token, payload: { title: 'Final evaluation', method: 'evaluation', frequency: 'once', responsible: 'External evaluator' } });
    expect(added.statusCode).toBe(200);
    const inbox = (await t().call({ method: 'GET', url: '/api/DonorNotification', token: colleague })).json<{ data: { data: Record<string, unknown> }[] }>();
    expect(inbox.data[0]?.data).toMatchObject({ entity: 'programMonitoring', operation: 'Update', parent_id: program.id, object_id: added.json().item.id, title: program.title });
  });

  it('refuses bad input with the field’s message, in the caller’s language, and changes nothing', async () => {
    const token = await t().signIn('admin@demo.test');
    const built = await newFramework(token);
    const { program } = built;
    const before = await Promise.all(FRAMEWORK_KINDS.map((kind) => list(t(), token, program.id, kind)));
    const refuse = async (kind: FrameworkKind, payload: Record<string, unknown>, field: string, message: string, language = 'en') => {
      const response = await t().call({ method: 'POST', url: itemsUrl(program.id, kind), token, payload, headers: { 'accept-language': language } });
      expect(response.statusCode, `${kind} ${field}: ${response.body}`).toBe(400);
      expect(response.json().ModelState[field], `${kind} ${field}`).toEqual([message]);
    };

    await refuse('outcome', { title: ' ', objective_id: built.objective.id }, 'title', formatMessage('required', { field: 'title' }, 'ar'), 'ar');
    await refuse('output', { title: 'No outcome' }, 'outcome_id', 'Outcome is required');
    const indicator = { title: 'Reading', result_id: built.output.id, unit: '%', baseline: 10, target: 50, frequency: 'annual', verification_method_id: built.method.id };
    await refuse('indicator', { ...indicator, baseline: -1 }, 'baseline', 'Baseline should be greater than or equal to 0!');
    await refuse('indicator', { ...indicator, target: '' }, 'target', 'Target is required');
    await refuse('indicator', { ...indicator, target: 'many' }, 'target', 'Target is not valid');
    await refuse('indicator', { ...indicator, frequency: 'weekly' }, 'frequency', 'Frequency is required');
    await refuse('indicator', { ...indicator, result_id: built.activity.id }, 'result_id', 'Result measured is not valid');
    await refuse('indicator', { ...indicator, verification_method_id: built.risk.id }, 'verification_method_id', 'Verification method is not valid');
    await refuse('activity', { title: 'Late', output_id: built.output.id, start_date: '2026-05-01', end_date: '2026-04-30' }, 'end_date', 'End date should be greater than or equal to 2026-05-01!');
    await refuse('risk', { title: 'Risky', category: 'operational', likelihood: 6, impact: 1, response_strategy: 'mitigation', mitigation: 'x' }, 'likelihood', 'Likelihood should be less than or equal to 5');
    await refuse('monitoring', { title: 'Visits', method: 'field_visit', frequency: 'monthly', responsible: '' }, 'responsible', 'Responsible is required');
    await refuse('objective', { code: 'obj1', title: 'Same code, other case' }, 'code', 'Code is already used');

    // An outcome of another program is not a link this program can make.
    const other = await newFramework(token);
    await refuse('output', { title: 'Borrowed outcome', outcome_id: other.outcome.id }, 'outcome_id', 'Outcome is not valid');

    const after = await Promise.all(FRAMEWORK_KINDS.map((kind) => list(t(), token, program.id, kind)));
    expect(after).toEqual(before);
  });

  it('refuses to delete an item that others refer to with the related message, and deletes it once they are gone', async () => {
    const token = await t().signIn('admin@demo.test');
    const built = await newFramework(token);
    const { program } = built;
    const refused: [FrameworkKind, number][] = [
      ['objective', built.objective.id],
      ['outcome', built.outcome.id],
      ['output', built.output.id],
      ['verification_method', built.method.id],
    ];
    for (const [kind, id] of refused) {
      const response = await t().call({ method: 'DELETE', url: itemUrl(program.id, kind, id), token, headers: { 'accept-language': 'ar' } });
      expect(response.statusCode, kind).toBe(400);
      expect(errorCode(response), kind).toBe(RELATED_ERROR_CODE);
      expect(response.json().Message).toBe(formatMessage('related', {}, 'ar'));
    }
    // The overview's own objective delete follows the same rule.
    const legacy = await t().call({ method: 'DELETE', url: `/api/DonorAccountProgram/${program.id}/Objective/${built.objective.id}`, token });
    expect(errorCode(legacy)).toBe(RELATED_ERROR_CODE);
    expect((await list(t(), token, program.id, 'objective')).items).toHaveLength(1);
    expect((await list(t(), token, program.id, 'risk')).version).toBe(8);

    // A seeded objective that proposals cite stays, even without outcomes (no foreign key guards this one).
    const seeded = await Promise.all(['ANDF-EDU-01', 'ANDF-WASH-02', 'ANDF-LIV-03', 'ANDF-FSL-04'].map((reference) => programByReference(t(), token, reference)));
    const objectives = (await Promise.all(seeded.map(async (id) => (await list(t(), token, id, 'objective')).items))).flat();
    const cited = objectives.find((item) => item.proposals_count > 0 && item.outcomes_count === 0);
    expect(cited).toBeDefined();
    if (cited) {
      expect(errorCode(await t().call({ method: 'DELETE', url: itemUrl(cited.program_id, 'objective', cited.id), token }))).toBe(RELATED_ERROR_CODE);
      const viaOverview = await t().call({ method: 'DELETE', url: `/api/DonorAccountProgram/${cited.program_id}/Objective/${cited.id}`, token });
      expect(errorCode(viaOverview)).toBe(RELATED_ERROR_CODE);
    }

    // Deleting the program takes its whole framework along.
    expect((await t().call({ method: 'DELETE', url: `/api/Program/${program.id}`, token })).statusCode).toBe(200);
    const left = await t().database.db.selectFrom('program_framework_items').select('id').where('program_id', '=', program.id).execute();
    expect(left).toEqual([]);
  });

  it('answers 412 with the framework as it is now when the change is based on an old version', async () => {
    const token = await t().signIn('admin@demo.test');
    const built = await newFramework(token);
    const { program } = built;
    const stale = await t().call({
      method: 'PUT',
      url: itemUrl(program.id, 'risk', built.risk.id),
      token,
      headers: { 'if-match': '3' },
      payload: { title: 'Old view', category: 'ethical', likelihood: 1, impact: 1, response_strategy: 'acceptance', mitigation: 'none' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ version: 8, item: { id: built.risk.id, title: 'Clubs close in winter' } });
    expect((await list(t(), token, program.id, 'risk')).items[0]?.title).toBe('Clubs close in winter');
  });

  it('replays an action sent twice with the same key instead of adding a second item', async () => {
    const token = await t().signIn('admin@demo.test');
    const built = await newFramework(token);
    const headers = { 'idempotency-key': randomUUID(), 'if-match': '8' };
    const payload = { code: 'OC2', title: 'Parents read with their children', objective_id: built.objective.id };
    const first = await t().call({ method: 'POST', url: itemsUrl(built.program.id, 'outcome'), token, headers, payload });
    const again = await t().call({ method: 'POST', url: itemsUrl(built.program.id, 'outcome'), token, headers, payload });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(again.body).toBe(first.body);
    const outcomes = await list(t(), token, built.program.id, 'outcome');
    expect(outcomes.items.map((item: FrameworkOutcome) => item.code)).toEqual(['OC1', 'OC2']);
    expect(outcomes.version).toBe(9);
  });

  it('needs manage_programs to read or change a framework', async () => {
    const admin = await t().signIn('admin@demo.test');
    const id = await programByReference(t(), admin, 'ANDF-EDU-01');
    const before = await list(t(), admin, id, 'risk');
    for (const email of ['grants@demo.test', 'viewer@demo.test']) {
      const token = await t().signIn(email);
      expect((await t().call({ method: 'GET', url: itemsUrl(id, 'risk'), token })).statusCode, email).toBe(403);
      const add = await t().call({
        method: 'POST',
        url: itemsUrl(id, 'risk'),
        token,
        payload: { title: 'Not mine', category: 'ethical', likelihood: 1, impact: 1, response_strategy: 'acceptance', mitigation: 'none' },
      });
      expect(add.statusCode, email).toBe(403);
      expect((await t().call({ method: 'DELETE', url: itemUrl(id, 'risk', before.items[0]?.id ?? 0), token })).statusCode, email).toBe(403);
    }
    expect(await list(t(), admin, id, 'risk')).toEqual(before);
  });

  it('answers 404 for another funder’s program, whatever the call', async () => {
    const admin = await t().signIn('admin@demo.test');
    const id = await programByReference(t(), admin, 'ANDF-WASH-02');
    const risk = (await list(t(), admin, id, 'risk')).items[0];
    const other = await t().signIn('admin@other.test');
    const payload = { title: 'Foreign', category: 'ethical', likelihood: 1, impact: 1, response_strategy: 'acceptance', mitigation: 'none' };
    for (const call of [
      { method: 'GET' as const, url: itemsUrl(id, 'risk') },
      { method: 'POST' as const, url: itemsUrl(id, 'risk'), payload },
      { method: 'PUT' as const, url: itemUrl(id, 'risk', risk?.id ?? 0), payload },
      { method: 'DELETE' as const, url: itemUrl(id, 'risk', risk?.id ?? 0) },
    ]) {
      const response = await t().call({ ...call, token: other });
      expect(response.statusCode, call.method).toBe(404);
    }
    expect((await list(t(), admin, id, 'risk')).items[0]).toEqual(risk);
  });
});
