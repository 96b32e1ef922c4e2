import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths';
import { ERROR_CODE_HEADER } from '#contract/errors';
import { formatMessage } from '#contract/messages';
import { FRAMEWORK_KIND_SEGMENTS, FRAMEWORK_KINDS } from '#contract/program-pages';
import { describeOnSqlite, type TestApp } from '../test/test-app';
import { ENTITY_SCOPES, OWN_SCOPES, PARTNER_SCOPES, accountKindOf, partnerRoleNeeded, staffAccess, type AccessRule, type OwnEntity, type PartnerEntity, type ScopedEntity } from './access';
import { ACCESS_EXTENSION } from './openapi';

/**
 * The authorisation matrix (ARCHITECTURE "Two kinds of account", docs/decisions/168-declared-access-rules.md): every
 * operation of the OpenAPI document, read with its declared rule (`x-access`, from the route's `config.access`), is
 * called as each kind of caller, with real ids of the entity its path names, and must answer as the rule says.
 */

/** The operations anyone may call without a token. Adding one here is a security decision: say why in its route. */
const PUBLIC_OPERATIONS = [
  'POST /connect/token',
  'POST /api/auth/ForgotPassword',
  'GET /api/auth/CheckToken',
  'POST /api/auth/CheckToken',
  'POST /api/auth/ResetPassword',
  'POST /api/auth/LoginByToken',
  'GET /api/DonorAccountSetup',
  'POST /api/DonorAccountSetup/SetUserCredentials',
  'POST /api/DonorAccountSetup/Setup',
  'POST /api/DonorAccount/CheckToken',
  'GET /api/images/{name}',
  // An organisation signs up before it has an account; rate-limited, answered alike for any address (decision 192).
  'POST /api/PartnerAccount/Register',
  // The country names the registration form offers (decision 192); the same for everyone.
  'GET /api/Country',
];

/**
 * Operations declared 'staff' whose permission depends on the query, so their service checks it: the audit trail
 * (decision 164) needs manage_settings for anything wider than one record the caller is in charge of.
 */
const CHECKED_BY_SERVICE = ['GET /api/Audit', 'GET /api/Audit/export'];

/**
 * Operations declared 'staff' whose path names a private file: the route finds the entity the file belongs to and
 * answers another funder's staff 404, as for a missing file (decision 156).
 */
const FILE_OWNER_CHECKED = ['GET /api/files/{name}', 'GET /api/files/{name}/address'];

/** Calls that end the caller's session when they succeed: each such call gets a token of its own. */
const SESSION_ENDING = [`POST /api${apiPaths.account.logout}`, `POST /api${apiPaths.account.signOutEverywhere}`];

const PARTNER_EMAIL = 'partner@demo.test';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = { key: string; method: string; path: string; rule: AccessRule | undefined; hasBody: boolean; security: unknown };

type Fixtures = {
  /** Funder A's entities, each the one `:id` of its kind is filled with. */
  ids: Record<ScopedEntity, number>;
  /** The administrator's own things (account calls both sides share). */
  ownIds: Record<OwnEntity, number>;
  /** The partner caller's organisation's entities. */
  partnerIds: Record<PartnerEntity, number>;
  /** The other path parameters, by `entity.param` (or `public.param`). */
  subIds: Record<string, (path: string) => number | string>;
  /** Strings only funder A's data contains: another funder's answers must not mention them. */
  canaries: string[];
};

type Callers = {
  /** Funder A's administrator: every permission, in charge of the fixture grant (hence its proposal and project). */
  allowed: string;
  /** Funder A's staff member with no permission. */
  viewer: string;
  /** Funder A's staff member with manage_grants, not in charge of the fixture grant, proposal or project. */
  notInCharge: string;
  /** Funder B's administrator: every permission, none of funder A's data. */
  otherFunder: string;
  expired: string;
  revoked: string;
  /** The admin of a partner organisation that applied to both funders (decision 182). */
  partner: string;
  /** A member (not admin) of the same organisation. */
  partnerMember: string;
  /** The admin of another organisation. */
  otherPartner: string;
};

/** The entity a rule's `:id` names, and which table of scopes it is in. */
function declaredEntity(rule: AccessRule | undefined): { table: 'ids' | 'ownIds' | 'partnerIds'; entity: string } | null {
  if (typeof rule !== 'object' || !rule.entity) return null;
  if ('account' in rule) return { table: 'ownIds', entity: rule.entity };
  if ('partner' in rule) return { table: 'partnerIds', entity: rule.entity };
  return { table: 'ids', entity: rule.entity };
}

/** The 404 a rule's entity names. */
function scopeField(rule: AccessRule | undefined): string | null {
  const declared = declaredEntity(rule);
  if (!declared) return null;
  const scopes: Record<string, { field: string }> = declared.table === 'ids' ? ENTITY_SCOPES : declared.table === 'ownIds' ? OWN_SCOPES : PARTNER_SCOPES;
  return scopes[declared.entity]?.field ?? null;
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] ?? {};
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        rule: operation[ACCESS_EXTENSION] as AccessRule | undefined,
        hasBody: operation.requestBody !== undefined,
        security: operation.security,
      };
    }),
  );
}

function urlOf(operation: Operation, fixtures: Fixtures): string {
  const declared = declaredEntity(operation.rule);
  return operation.path.replace(/\{(\w+)\}/g, (_, param: string) => {
    if (param === 'id' && declared) return String((fixtures[declared.table] as Record<string, number>)[declared.entity]);
    const prefix = declared?.table === 'partnerIds' ? 'partner-' : '';
    const owner = typeof operation.rule === 'string' && !['staff', 'account', 'partner'].includes(operation.rule) ? operation.rule : declared ? `${prefix}${declared.entity}` : 'none';
    const fill = fixtures.subIds[`${owner}.${param}`];
    if (!fill) {
      throw new Error(
        `${operation.key}: no real id for {${param}}. Declare which entity {id} names (config.access = { entity: ... }) ` +
          `or add '${owner}.${param}' to the matrix's fixtures.`,
      );
    }
    return String(fill(operation.path));
  });
}

const codeOf = (response: LightMyRequestResponse) => response.headers[ERROR_CODE_HEADER.toLowerCase()];

const isPublic = (operation: Operation) => operation.rule === 'public';
/** Proven by a signed address instead of a token (GET /api/files/{name}/signed, decision 156). */
const isSigned = (operation: Operation) => operation.rule === 'signedAddress';
const signedInOnly = (operation: Operation) => !isPublic(operation) && !isSigned(operation);
const ending = (operation: Operation) => SESSION_ENDING.includes(operation.key);
const needsPermission = (operation: Operation) => staffAccess(operation.rule).permission !== undefined;
/** Which side's token the operation takes (decision 182): staff, partner, or any. */
const sideOf = (operation: Operation) => accountKindOf(operation.rule);
const forStaff = (operation: Operation) => signedInOnly(operation) && sideOf(operation) !== 'partner';
const forPartners = (operation: Operation) => signedInOnly(operation) && sideOf(operation) !== 'staff';
const staffOnly = (operation: Operation) => signedInOnly(operation) && sideOf(operation) === 'staff';
const partnerOnly = (operation: Operation) => signedInOnly(operation) && sideOf(operation) === 'partner';
const adminOnly = (operation: Operation) => partnerOnly(operation) && partnerRoleNeeded(operation.rule) === 'admin';
const partnerScoped = (operation: Operation) => forPartners(operation) && declaredEntity(operation.rule)?.table === 'partnerIds';
/** Names a funder's entity or the caller's own thing: another funder's staff meet a 404. */
const scoped = (operation: Operation) => signedInOnly(operation) && ['ids', 'ownIds'].includes(declaredEntity(operation.rule)?.table ?? '');
const inChargeOnly = (operation: Operation) => signedInOnly(operation) && staffAccess(operation.rule).inCharge === true;
/** Reads, and changes with a body (sent empty, so the answer is a 400 and nothing changes); other changes would apply. */
const harmless = (operation: Operation) => signedInOnly(operation) && (operation.method === 'GET' || operation.hasBody);

const expectStatus = (status: number, code: string) => (_: Operation, response: LightMyRequestResponse) =>
  response.statusCode === status && codeOf(response) === code ? null : `expected ${status} ${code}`;

async function one<Row>(query: Promise<Row | undefined>, what: string): Promise<Row> {
  const row = await query;
  if (!row) throw new Error(`the demo seed has no ${what}`);
  return row;
}

/** The administrator's notification about the fixture grant (the demo seed raises none: its changes have no actor). */
async function notificationOf(db: TestApp['database']['db'], userId: number, donorId: number, grantId: number): Promise<number> {
  const row = await db
    .insertInto('notifications')
    .values({
      donor_id: donorId,
      user_id: userId,
      toast: 0,
      entity: 'grant',
      operation: 'Update',
      parent_id: grantId,
      object_id: null,
      page: 0,
      title: 'Matrix fixture',
      actor_id: userId,
      actor_name: 'Matrix fixture',
      ngo_user: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function loadFixtures(t: TestApp): Promise<{ fixtures: Fixtures; notInChargeEmail: string }> {
  const db = t.database.db;
  const user = (email: string) => one(db.selectFrom('users').select(['id', 'donor_id']).where('email', '=', email).executeTakeFirst(), email);
  const admin = await user('admin@demo.test');
  const other = await user('admin@other.test');
  const donorA = admin.donor_id ?? 0;
  const donorB = other.donor_id ?? 0;

  // A project of funder A whose grant has the administrator in charge and some manage_grants holder not in charge of it.
  const grantUsers = await db.selectFrom('grant_users_in_charge').select(['grant_id', 'user_id']).execute();
  const proposalUsers = await db.selectFrom('proposal_users_in_charge').select(['proposal_id', 'user_id']).execute();
  const officers = await db
    .selectFrom('users')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'users.role_id')
    .select(['users.id', 'users.email'])
    .where('users.donor_id', '=', donorA)
    .where('users.active', '=', 1)
    .where('users.deleted_at', 'is', null)
    .where('role_permissions.permission', '=', 'manage_grants')
    .where('users.id', '!=', admin.id)
    .execute();
  const projects = await db
    .selectFrom('projects')
    .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
    .select(['projects.id as project', 'proposals.id as proposal', 'proposals.grant_id as grant'])
    .where('projects.donor_id', '=', donorA)
    .orderBy('projects.id')
    .execute();
  const inCharge = (grant: number, proposal: number, userId: number) =>
    grantUsers.some((row) => row.grant_id === grant && row.user_id === userId) ||
    proposalUsers.some((row) => row.proposal_id === proposal && row.user_id === userId);
  const candidates = projects.flatMap((project) =>
    grantUsers.some((row) => row.grant_id === project.grant && row.user_id === admin.id)
      ? officers.filter((officer) => !inCharge(project.grant, project.proposal, officer.id)).map((officer) => ({ ...project, officer }))
      : [],
  );
  // The grant's and the project's own sub-entities; a comment or a report the chosen ones lack is taken from another of
  // funder A's proposals or projects: the refusals come before it is looked up, and the allowed caller's control
  // calls on those routes are bodiless changes, which the control does not make.
  const chosen = await one(
    (async () => {
      for (const candidate of candidates) {
        const [objective, link, line, batch] = await Promise.all([
          db.selectFrom('grant_objectives').select('id').where('grant_id', '=', candidate.grant).executeTakeFirst(),
          db.selectFrom('grant_due_diligences').select('id').where('grant_id', '=', candidate.grant).executeTakeFirst(),
          db.selectFrom('budget_lines').select('id').where('project_id', '=', candidate.project).executeTakeFirst(),
          db.selectFrom('expenditure_batches').select('id').where('project_id', '=', candidate.project).executeTakeFirst(),
        ]);
        if (objective && link && line && batch) return { ...candidate, objective: objective.id, link: link.id, line: line.id, batch: batch.id };
      }
      return undefined;
    })(),
    'project with budget lines and installments whose grant (with objectives and due diligences) has admin@demo.test in charge and a manage_grants holder not in charge',
  );
  const comment = await one(
    db
      .selectFrom('negotiation_comments')
      .select('id')
      .where('donor_id', '=', donorA)
      .orderBy((eb) => eb.case().when('proposal_id', '=', chosen.proposal).then(0).else(1).end())
      .executeTakeFirst(),
    'negotiation comment',
  );
  const report = await one(
    db
      .selectFrom('progress_reports')
      .innerJoin('projects', 'projects.id', 'progress_reports.project_id')
      .select('progress_reports.id')
      .where('projects.donor_id', '=', donorA)
      .orderBy((eb) => eb.case().when('projects.id', '=', chosen.project).then(0).else(1).end())
      .executeTakeFirst(),
    'progress report',
  );

  const program = await one(db.selectFrom('programs').select('id').where('donor_id', '=', donorA).orderBy('id').executeTakeFirst(), 'program');
  const frameworkItems = new Map<string, number>();
  const programObjective = await one(db.selectFrom('program_objectives').select('id').where('program_id', '=', program.id).executeTakeFirst(), 'program objective');
  for (const kind of FRAMEWORK_KINDS) {
    const item =
      kind === 'objective'
        ? programObjective
        : await one(db.selectFrom('program_framework_items').select('id').where('program_id', '=', program.id).where('kind', '=', kind).executeTakeFirst(), `${kind} of program ${program.id}`);
    frameworkItems.set(FRAMEWORK_KIND_SEGMENTS[kind], item.id);
  }
  const frameworkItem = (path: string) => {
    const segment = /\/Framework\/(\w+)\//.exec(path)?.[1] ?? '';
    const id = frameworkItems.get(segment);
    if (id === undefined) throw new Error(`${path}: no framework item of kind ${segment}`);
    return id;
  };

  // An organisation that applied to funder A's grants and never to funder B's (decision 122: B must not see it).
  const applicants = await db.selectFrom('proposals').select(['ngo_id', 'donor_id']).execute();
  const ngo = applicants.find((row) => row.donor_id === donorA && !applicants.some((other_) => other_.ngo_id === row.ngo_id && other_.donor_id !== donorA));
  if (!ngo) throw new Error('the demo seed has no organisation that applied to funder A only');

  const ids: Record<ScopedEntity, number> = {
    grant: chosen.grant,
    proposal: chosen.proposal,
    project: chosen.project,
    program: program.id,
    role: (await one(db.selectFrom('roles').select('id').where('donor_id', '=', donorA).executeTakeFirst(), 'role')).id,
    user: (await user('viewer@demo.test')).id,
    dueDiligenceType: (await one(db.selectFrom('due_diligence_types').select('id').where('donor_id', '=', donorA).executeTakeFirst(), 'due-diligence type')).id,
    ngo: ngo.ngo_id,
  };
  const ownIds: Record<OwnEntity, number> = {
    notification: await notificationOf(db, admin.id, donorA, chosen.grant),
    // A device of the administrator's own, signed in for this purpose (decision 162).
    session: await (async () => {
      await t.signIn('admin@demo.test');
      return (await one(db.selectFrom('sessions').select('id').where('user_id', '=', admin.id).orderBy('id', 'desc').executeTakeFirst(), 'session')).id;
    })(),
  };
  const ngoDocument = await one(db.selectFrom('ngo_due_diligences').select('id').where('ngo_id', '=', ngo.ngo_id).executeTakeFirst(), 'document of the organisation');
  // A private file of funder A that no other funder's entity also holds (decision 156), and a public image.
  const privateFiles = [
    ...(await db.selectFrom('proposal_documents').innerJoin('proposals', 'proposals.id', 'proposal_documents.proposal_id').select(['stored_name as name', 'proposals.donor_id']).execute()),
    ...(await db.selectFrom('progress_reports').innerJoin('projects', 'projects.id', 'progress_reports.project_id').select(['stored_name as name', 'projects.donor_id']).execute()),
    ...(await db.selectFrom('proposals').select(['agreement_file as name', 'donor_id']).where('agreement_file', 'is not', null).execute()),
  ];
  const othersFiles = new Set(privateFiles.filter((row) => row.donor_id !== donorA).map((row) => row.name));
  const privateFile = privateFiles.find((row) => row.donor_id === donorA && row.name && !othersFiles.has(row.name))?.name;
  if (!privateFile) throw new Error('the demo seed has no private file of funder A alone');
  // The demo seed has no profile image: the viewer gets one (a PNG signature is enough for the route, which only reads).
  const image = { name: `${'ab'.repeat(16)}.png` };
  await t.files.write(db, image.name, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  await db.updateTable('users').set({ image: image.name }).where('email', '=', 'viewer@demo.test').execute();
  const subIds: Fixtures['subIds'] = {
    'grant.objectiveId': () => chosen.objective,
    'grant.linkId': () => chosen.link,
    'proposal.grantId': () => chosen.grant,
    'proposal.commentId': () => comment.id,
    'program.objectiveId': () => programObjective.id,
    'program.itemId': frameworkItem,
    'project.lineId': () => chosen.line,
    'project.reportId': () => report.id,
    'project.batchId': () => chosen.batch,
    'ngo.documentId': () => ngoDocument.id,
    'public.name': () => String(image.name),
    'none.name': () => privateFile,
    'signedAddress.name': () => privateFile,
  };

  // Names that only funder A's data carries (a string funder B also has is no evidence either way).
  const namesOf = async (donorId: number) => [
    ...(await db.selectFrom('donors').select('name').where('id', '=', donorId).execute()).map((row) => row.name),
    ...(await db.selectFrom('grants').select('title as name').where('donor_id', '=', donorId).execute()).map((row) => row.name),
    ...(await db.selectFrom('programs').select('title as name').where('donor_id', '=', donorId).execute()).map((row) => row.name),
    ...(await db.selectFrom('users').select('email as name').where('donor_id', '=', donorId).execute()).map((row) => row.name),
  ];
  const otherNames = new Set(await namesOf(donorB));
  const canaries = (await namesOf(donorA)).filter((name) => name.length > 5 && !otherNames.has(name));
  const partner = await one(db.selectFrom('users').select(['id', 'ngo_id']).where('email', '=', PARTNER_EMAIL).executeTakeFirst(), PARTNER_EMAIL);
  const partnerNgo = partner.ngo_id ?? 0;
  // A proposal of the partner's organisation with a document, on a grant the partner may read as a call (it applied).
  const partnerProposal = await one(
    db
      .selectFrom('proposals')
      .innerJoin('proposal_documents', 'proposal_documents.proposal_id', 'proposals.id')
      .select(['proposals.id', 'proposals.grant_id', 'proposal_documents.id as document_id'])
      .where('proposals.ngo_id', '=', partnerNgo)
      .orderBy('proposals.id')
      .executeTakeFirst(),
    'proposal of the partner with a document',
  );
  const partnerIds: Record<PartnerEntity, number> = {
    project: 0,
    proposal: partnerProposal.id,
    dueDiligenceDocument: (await one(db.selectFrom('ngo_due_diligences').select('id').where('ngo_id', '=', partnerNgo).executeTakeFirst(), 'document of the partner')).id,
    contact: (await one(db.selectFrom('ngo_contacts').select('id').where('ngo_id', '=', partnerNgo).executeTakeFirst(), 'contact of the partner')).id,
    // A colleague, not the partner themself: the removal (not harmless) is never sent as the allowed caller.
    user: (await user('member@demo.test')).id,
  };
  // A month the funder may read (submitted to it), and one the organisation may write, of each side's project.
  const reportedMonth = async (projectId: number, what: string) =>
    (
      await one(
        db.selectFrom('monthly_reports').select('month').where('project_id', '=', projectId).where('status', '!=', 'draft').orderBy('month').executeTakeFirst(),
        what,
      )
    ).month;
  const partnerProject = await one(
    db
      .selectFrom('projects')
      .innerJoin('proposals', 'proposals.id', 'projects.proposal_id')
      .innerJoin('monthly_reports', 'monthly_reports.project_id', 'projects.id')
      .select('projects.id')
      .where('proposals.ngo_id', '=', partnerNgo)
      .where('monthly_reports.status', '=', 'approved')
      .orderBy('projects.id')
      .executeTakeFirst(),
    'project of the partner with an approved month',
  );
  partnerIds.project = partnerProject.id;
  const staffMonth = await reportedMonth(chosen.project, 'month submitted on the fixture project');
  const partnerMonth = await reportedMonth(partnerProject.id, 'month of the partner project');
  subIds['project.month'] = () => staffMonth;
  subIds['partner-project.month'] = () => partnerMonth;
  subIds['partner-proposal.documentId'] = () => partnerProposal.document_id;
  subIds['none.grantId'] = () => partnerProposal.grant_id;
  return { fixtures: { ids, ownIds, partnerIds, subIds, canaries }, notInChargeEmail: chosen.officer.email };
}

describeOnSqlite('the authorisation matrix', (t) => {
  let operations: Operation[] = [];
  let fixtures: Fixtures;
  let callers: Callers;
  /** Who each signed-in caller is, to sign in again after a call that ends their sessions. */
  let emails: Partial<Record<keyof Callers, string>> = {};
  const calls = new Map<string, number>();

  beforeAll(async () => {
    operations = operationsOf(t().app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
    const loaded = await loadFixtures(t());
    fixtures = loaded.fixtures;
    const admin = await t()
      .database.db.selectFrom('users')
      .select(['id', 'donor_id', 'token_version'])
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    // Well signed, of a live user, only out of date.
    const expired = await new SignJWT({ donor_id: admin.donor_id, ver: admin.token_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(admin.id))
      .setJti(crypto.randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 90_000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3_600)
      .sign(new TextEncoder().encode(t().config.jwtSecret));
    const revoked = await t().signIn('admin@demo.test');
    expect((await t().call({ method: 'POST', url: `/api${apiPaths.account.logout}`, token: revoked })).statusCode).toBe(200);
    emails = {
      allowed: 'admin@demo.test',
      viewer: 'viewer@demo.test',
      notInCharge: loaded.notInChargeEmail,
      otherFunder: 'admin@other.test',
      partner: PARTNER_EMAIL,
      partnerMember: 'member@demo.test',
      otherPartner: 'nabaa@ngo.test',
    };
    callers = {
      allowed: await t().signIn('admin@demo.test'),
      viewer: await t().signIn('viewer@demo.test'),
      notInCharge: await t().signIn(loaded.notInChargeEmail),
      otherFunder: await t().signIn('admin@other.test'),
      expired,
      revoked,
      partner: await t().signIn(PARTNER_EMAIL),
      partnerMember: await t().signIn('member@demo.test'),
      otherPartner: await t().signIn('nabaa@ngo.test'),
    };
  });

  /** Calls every operation (or those `only` keeps) as one caller; answers what `expectation` found wrong, one line each. */
  async function sweep(
    caller: keyof Callers | null,
    only: (operation: Operation) => boolean,
    expectation: (operation: Operation, response: LightMyRequestResponse) => string | null,
  ): Promise<string[]> {
    const problems: string[] = [];
    // The session-ending calls go last: signing out everywhere ends every token of the caller, which is then renewed.
    const chosen = operations.filter(only);
    for (const operation of [...chosen.filter((candidate) => !ending(candidate)), ...chosen.filter(ending)]) {
      const email = caller === null ? undefined : emails[caller];
      const token = caller === null ? undefined : ending(operation) && email ? await t().signIn(email) : callers[caller];
      const response = await t().call({ method: operation.method, url: urlOf(operation, fixtures), token });
      if (caller !== null && email && ending(operation)) callers[caller] = await t().signIn(email);
      calls.set(caller ?? 'nobody', (calls.get(caller ?? 'nobody') ?? 0) + 1);
      // Whatever the caller sends, an answer is a refusal or a result, never a crash.
      const problem = response.statusCode >= 500 ? 'a server error' : expectation(operation, response);
      if (problem) problems.push(`${operation.key} as ${caller ?? 'nobody'}: ${problem} (answered ${response.statusCode} ${codeOf(response) ?? ''})`);
    }
    return problems;
  }

  it('finds a declared access rule on every operation, and exactly the listed ones public', () => {
    expect(operations.length).toBeGreaterThan(100);
    const undeclared = operations.filter((operation) => operation.rule === undefined);
    expect(
      undeclared.map((operation) => `route ${operation.key} has no declared access rule; add config.access = 'public' | 'staff' | { permission?, entity?, inCharge? } (server/platform/access.ts)`),
    ).toEqual([]);
    expect(operations.filter(isPublic).map((operation) => operation.key).toSorted()).toEqual(PUBLIC_OPERATIONS.toSorted());
    // The document tells clients the same: no bearer token on the public operations.
    expect(operations.filter(isPublic).filter((operation) => !Array.isArray(operation.security) || operation.security.length > 0)).toEqual([]);
    const unnamedIds = operations.filter((operation) => operation.path.includes('{id}') && !isPublic(operation) && !declaredEntity(operation.rule));
    expect(unnamedIds.map((operation) => `${operation.key} takes an {id}: declare which entity it names (config.access.entity)`)).toEqual([]);
  });

  it('(a) answers 401 without a token, except on the public operations', async () => {
    expect(await sweep(null, signedInOnly, expectStatus(401, 'unauthorized'))).toEqual([]);
    expect(await sweep(null, isPublic, (_, response) => (response.statusCode === 401 || response.statusCode === 403 ? 'a public operation refused' : null))).toEqual([]);
  });

  it('(b) answers 401 to an expired token', async () => {
    expect(await sweep('expired', signedInOnly, expectStatus(401, 'unauthorized'))).toEqual([]);
  });

  it('(c) answers 401 to a token revoked by logout', async () => {
    expect(await sweep('revoked', signedInOnly, expectStatus(401, 'unauthorized'))).toEqual([]);
  });

  it('(d) answers 403 to staff without the declared permission, and lets them through where none is declared', async () => {
    expect(await sweep('viewer', (operation) => signedInOnly(operation) && needsPermission(operation), expectStatus(403, 'accessDenied'))).toEqual([]);
    expect(
      await sweep(
        'viewer',
        (operation) => forStaff(operation) && !needsPermission(operation) && !CHECKED_BY_SERVICE.includes(operation.key),
        (_, response) => ([401, 403].includes(response.statusCode) ? 'refused a signed-in staff member' : null),
      ),
    ).toEqual([]);
    expect(await sweep('viewer', (operation) => CHECKED_BY_SERVICE.includes(operation.key), expectStatus(403, 'accessDenied'))).toEqual([]);
  });

  it("(e) answers 404 to another funder's staff for funder A's entities, and never shows them funder A's data", async () => {
    expect(fixtures.canaries.length).toBeGreaterThan(10);
    expect(
      await sweep('otherFunder', scoped, (operation, response) => {
        const field = scopeField(operation.rule);
        if (!field || response.statusCode !== 404) return 'expected 404';
        const expected = formatMessage('notFound', { field });
        return response.json<{ Message: string }>().Message === expected ? null : `expected the 404 to name the ${field}`;
      }),
    ).toEqual([]);
    expect(
      await sweep(
        'otherFunder',
        (operation) => forStaff(operation) && !scoped(operation) && !FILE_OWNER_CHECKED.includes(operation.key),
        (_, response) => {
          if ([401, 403, 404].includes(response.statusCode)) return 'refused a staff member of another funder';
          const leaked = fixtures.canaries.find((name) => response.body.includes(name));
          return leaked ? `shows funder A's "${leaked}"` : null;
        },
      ),
    ).toEqual([]);
  });

  it("answers 404 to another funder's staff for funder A's private files, and the signed route 403 without a valid signature", async () => {
    expect(await sweep('otherFunder', (operation) => FILE_OWNER_CHECKED.includes(operation.key), expectStatus(404, 'notFound'))).toEqual([]);
    const signed = operations.filter(isSigned);
    expect(signed.map((operation) => operation.key)).toEqual(['GET /api/files/{name}/signed']);
    for (const caller of [null, 'allowed'] as const) {
      expect(await sweep(caller, isSigned, expectStatus(403, 'accessDenied'))).toEqual([]);
    }
  });

  it('(f) answers 403 notInCharge to staff with the permission who are not in charge', async () => {
    expect(operations.filter(inChargeOnly).length).toBeGreaterThan(20);
    expect(await sweep('notInCharge', inChargeOnly, expectStatus(403, 'notInCharge'))).toEqual([]);
  });

  it('(g) answers 403 to a partner on staff operations and to staff on partner operations (decision 182)', async () => {
    expect(operations.filter(partnerOnly).length).toBeGreaterThan(0);
    expect(await sweep('partner', staffOnly, expectStatus(403, 'accessDenied'))).toEqual([]);
    expect(await sweep('allowed', partnerOnly, expectStatus(403, 'accessDenied'))).toEqual([]);
  });

  it("(h) answers 404 to another organisation's users for the partner's entities, and 403 to members on admin operations", async () => {
    expect(
      await sweep('otherPartner', partnerScoped, (operation, response) => {
        const field = scopeField(operation.rule);
        if (!field || response.statusCode !== 404) return 'expected 404';
        return response.json<{ Message: string }>().Message === formatMessage('notFound', { field }) ? null : `expected the 404 to name the ${field}`;
      }),
    ).toEqual([]);
    expect(await sweep('partnerMember', adminOnly, expectStatus(403, 'accessDenied'))).toEqual([]);
  });

  it('fills every path with ids that the allowed caller can reach, so the refusals above are the rule and not a missing id', async () => {
    expect(
      await sweep('allowed', (operation) => harmless(operation) && forStaff(operation), (_, response) => ([401, 403, 404].includes(response.statusCode) ? 'refused the allowed caller' : null)),
    ).toEqual([]);
    expect(
      await sweep('partner', (operation) => harmless(operation) && forPartners(operation) && !FILE_OWNER_CHECKED.includes(operation.key), (_, response) =>
        [401, 403, 404].includes(response.statusCode) ? 'refused the partner' : null,
      ),
    ).toEqual([]);
    const total = [...calls.values()].reduce((sum, count) => sum + count, 0);
    const cases = [...calls].map(([caller, count]) => `${caller} ${count}`).join(', ');
    console.info(`authorisation matrix: ${operations.length} operations, ${total} calls (operation × case: ${cases})`);
  });
});
