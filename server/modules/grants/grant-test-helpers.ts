import type { Grant, GrantInput } from '#contract/grants';
import type { TestApp } from '../../test/test-app';

/** What the grants suites need from the demo funders: ids looked up by their demo references. */
export async function demoReferences(t: TestApp) {
  const db = t.database.db;
  const donor = await db.selectFrom('donors').select('id').where('shortcut', '=', 'ANDF').executeTakeFirstOrThrow();
  const other = await db.selectFrom('donors').select('id').where('shortcut', '=', 'CRF').executeTakeFirstOrThrow();
  const programs = await db.selectFrom('programs').select(['id', 'reference_id']).where('donor_id', '=', donor.id).orderBy('id').execute();
  const otherPrograms = await db.selectFrom('programs').select('id').where('donor_id', '=', other.id).orderBy('id').execute();
  const currency = await db.selectFrom('currencies').select('id').where('code', '=', 'USD').executeTakeFirstOrThrow();
  const countries = await db.selectFrom('countries').select('id').orderBy('id').limit(3).execute();
  const dueDiligences = await db.selectFrom('due_diligence_types').select('id').where('donor_id', '=', donor.id).orderBy('id').execute();
  const otherDueDiligence = await db.selectFrom('due_diligence_types').select('id').where('donor_id', '=', other.id).executeTakeFirstOrThrow();
  const users = await db.selectFrom('users').select(['id', 'email']).where('donor_id', '=', donor.id).execute();
  const userId = (email: string) => {
    const user = users.find((row) => row.email === email);
    if (!user) throw new Error(`no demo user ${email}`);
    return user.id;
  };
  const programId = (index: number) => {
    const program = programs[index];
    if (!program) throw new Error(`no demo program ${index}`);
    return program.id;
  };
  return {
    donorId: donor.id,
    programId,
    otherProgramId: otherPrograms[0]?.id ?? 0,
    currencyId: currency.id,
    countryIds: countries.map((row) => row.id),
    dueDiligenceIds: dueDiligences.map((row) => row.id),
    otherDueDiligenceId: otherDueDiligence.id,
    userId,
  };
}

export type DemoReferences = Awaited<ReturnType<typeof demoReferences>>;

export function grantInput(refs: DemoReferences, overrides: Partial<GrantInput> = {}): GrantInput {
  return {
    title: 'Literacy for Refugee Children / محو الأمية للأطفال اللاجئين',
    description: 'Reading clubs in camps',
    eligibility: 'Registered NGOs',
    currency_id: refs.currencyId,
    min_size: 1000,
    max_size: 5000.25,
    programs: [
      { programId: refs.programId(0), percent: 60 },
      { programId: refs.programId(1), percent: 40 },
    ],
    countries: refs.countryIds.slice(0, 2),
    ...overrides,
  };
}

/** Creates a draft as the given user and answers it. */
export async function createDraft(t: TestApp, token: string, refs: DemoReferences, overrides: Partial<GrantInput> = {}): Promise<Grant> {
  const response = await t.call({ method: 'POST', url: '/api/DonorGrant', token, payload: grantInput(refs, overrides) });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<Grant>();
}

/** A draft with what publishing needs: programs at 100%, an objective and a due diligence. */
export async function createReadyDraft(t: TestApp, token: string, refs: DemoReferences): Promise<Grant> {
  const draft = await createDraft(t, token, refs);
  await t.call({ method: 'POST', url: `/api/DonorGrant/${draft.id}/Objective`, token, payload: { title: 'Reach 2,000 children' } });
  const last = await t.call({
    method: 'POST',
    url: `/api/DonorGrant/${draft.id}/DueDiligence`,
    token,
    payload: { due_diligence_id: refs.dueDiligenceIds[0] },
  });
  return last.json<Grant>();
}

export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
