import type { Kysely } from 'kysely';
import { GrantStatus } from '#contract/enums';
import { HandledStatus } from '#contract/errors';
import { ApiError, notFound } from '../../platform/errors';
import type { Database } from '../schema';
import type { DemoFileStore } from './demo-files';

/**
 * What writing a demo proposal needs to know about its grant, its organisation and the places, loaded once per
 * seeding session: the demo seed writes dozens of proposals to a handful of grants and organisations.
 */

type Db = Kysely<Database>;

export type Named = { id: number; title: string };

export type GrantFacts = {
  id: number;
  donor_id: number;
  title: string;
  description: string | null;
  /** Past its deadline a published grant reads as closed (docs/decisions/051-grant-lifecycle.md). */
  closed: boolean;
  deadline: string | null;
  min_size: number;
  max_size: number;
  cur_symbol: string;
  currency_id: number;
  currency_code: string;
  objectives: Named[];
  programs: (Named & { percent: number })[];
  programObjectives: Named[];
  countryIds: number[];
  dueDiligences: { id: number; name: string }[];
  /** The grant's users in charge, managers first. */
  managers: number[];
  /** The funder's active staff who may handle proposals (manage_grants). */
  staff: number[];
};

export type NgoFacts = {
  id: number;
  name: string;
  country_id: number | null;
  contacts: { name: string; position: string; email: string; phone: string }[];
};

export type CountryFacts = { id: number; code: string; name: string; name_ar: string };

async function loadGrant(db: Db, id: number, today: string): Promise<GrantFacts> {
  const grant = await db
    .selectFrom('grants')
    .innerJoin('currencies', 'currencies.id', 'grants.currency_id')
    .select([
      'grants.id',
      'grants.donor_id',
      'grants.title',
      'grants.description',
      'grants.status',
      'grants.deadline',
      'grants.min_size',
      'grants.max_size',
      'grants.currency_id',
      'currencies.symbol',
      'currencies.code',
    ])
    .where('grants.id', '=', id)
    .executeTakeFirst();
  if (!grant) throw notFound('grant');
  // Organisations apply to published grants only; a draft has no call for proposals yet.
  if (grant.status === GrantStatus.Draft) throw new ApiError(HandledStatus.Conflict, 'wrongStatus', { field: 'grant' });
  const [objectives, programs, countries, dueDiligences, managers, staff] = await Promise.all([
    db.selectFrom('grant_objectives').select(['id', 'title']).where('grant_id', '=', id).orderBy('created_at').orderBy('id').execute(),
    db
      .selectFrom('grant_programs')
      .innerJoin('programs', 'programs.id', 'grant_programs.program_id')
      .select(['programs.id', 'programs.title', 'grant_programs.percent'])
      .where('grant_programs.grant_id', '=', id)
      .orderBy('grant_programs.id')
      .execute(),
    db.selectFrom('grant_countries').select('country_id').where('grant_id', '=', id).orderBy('country_id').execute(),
    db
      .selectFrom('grant_due_diligences')
      .innerJoin('due_diligence_types', 'due_diligence_types.id', 'grant_due_diligences.due_diligence_id')
      .select(['due_diligence_types.id', 'due_diligence_types.name'])
      .where('grant_due_diligences.grant_id', '=', id)
      .orderBy('grant_due_diligences.id')
      .execute(),
    db.selectFrom('grant_users_in_charge').select('user_id').where('grant_id', '=', id).orderBy('is_manager', 'desc').orderBy('user_id').execute(),
    db
      .selectFrom('users')
      .innerJoin('role_permissions', 'role_permissions.role_id', 'users.role_id')
      .select('users.id')
      .where('users.donor_id', '=', grant.donor_id)
      .where('users.active', '=', 1)
      .where('users.deleted_at', 'is', null)
      .where('role_permissions.permission', '=', 'manage_grants')
      .orderBy('users.id')
      .execute(),
  ]);
  const programIds = programs.map((program) => program.id);
  const programObjectives = programIds.length
    ? await db.selectFrom('program_objectives').select(['id', 'title']).where('program_id', 'in', programIds).orderBy('program_id').orderBy('id').execute()
    : [];
  return {
    id: grant.id,
    donor_id: grant.donor_id,
    title: grant.title,
    description: grant.description,
    closed: grant.status === GrantStatus.Published && grant.deadline !== null && grant.deadline < today,
    deadline: grant.deadline,
    min_size: Number(grant.min_size),
    max_size: Number(grant.max_size),
    cur_symbol: grant.symbol,
    currency_id: grant.currency_id,
    currency_code: grant.code,
    objectives,
    programs: programs.map((program) => ({ ...program, percent: Number(program.percent) })),
    programObjectives,
    countryIds: countries.map((row) => row.country_id),
    dueDiligences,
    managers: managers.map((row) => row.user_id),
    staff: staff.map((row) => row.id),
  };
}

async function loadNgo(db: Db, id: number): Promise<NgoFacts> {
  const ngo = await db.selectFrom('ngos').select(['id', 'name', 'country_id']).where('id', '=', id).executeTakeFirst();
  if (!ngo) throw notFound('ngo');
  const contacts = await db.selectFrom('ngo_contacts').select(['name', 'position', 'email', 'phone']).where('ngo_id', '=', id).orderBy('id').execute();
  return { ...ngo, contacts };
}

/** Loads each grant, organisation and the country list once, and numbers proposal codes per funder. */
export class DemoSession {
  private readonly grants = new Map<number, Promise<GrantFacts>>();
  private readonly ngos = new Map<number, Promise<NgoFacts>>();
  private countries: Promise<CountryFacts[]> | null = null;
  private readonly lastNumbers = new Map<number, number>();

  constructor(
    readonly files: DemoFileStore,
    readonly today: string = new Date().toISOString().slice(0, 10),
  ) {}

  grant(db: Db, id: number): Promise<GrantFacts> {
    let facts = this.grants.get(id);
    if (!facts) this.grants.set(id, (facts = loadGrant(db, id, this.today)));
    return facts;
  }

  ngo(db: Db, id: number): Promise<NgoFacts> {
    let facts = this.ngos.get(id);
    if (!facts) this.ngos.set(id, (facts = loadNgo(db, id)));
    return facts;
  }

  allCountries(db: Db): Promise<CountryFacts[]> {
    this.countries ??= db.selectFrom('countries').select(['id', 'code', 'name', 'name_ar']).orderBy('id').execute();
    return this.countries;
  }

  /** PRP-{year}-{nnnn}: one sequence per funder across the years, so codes never repeat within a funder. */
  async nextCode(db: Db, donorId: number, year: number): Promise<string> {
    let last = this.lastNumbers.get(donorId);
    if (last === undefined) {
      const codes = await db.selectFrom('proposals').select('code').where('donor_id', '=', donorId).execute();
      last = Math.max(0, ...codes.map((row) => Number(/^PRP-\d{4}-(\d+)$/.exec(row.code)?.[1] ?? 0)));
    }
    this.lastNumbers.set(donorId, last + 1);
    return `PRP-${year}-${String(last + 1).padStart(4, '0')}`;
  }
}
