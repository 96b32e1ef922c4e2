import type { Insertable, Kysely, Updateable } from 'kysely';
import type { NgoStatus } from '#contract/partner-organisation';
import { nowIso, toCount } from '../../db/database';
import type { NgoContactTable, NgoTable } from '../../db/proposals-schema';
import type { Database } from '../../db/schema';

/** An organisation's own rows, always by the caller's organisation: an id of another answers nothing. */

type Db = Kysely<Database>;

export function findOrganisation(db: Db, ngoId: number) {
  return db
    .selectFrom('ngos')
    .leftJoin('countries', 'countries.id', 'ngos.country_id')
    .select([
      'ngos.id',
      'ngos.name',
      'ngos.name_ar',
      'ngos.shortcut',
      'ngos.description',
      'ngos.country_id',
      'countries.name as country_name',
      'ngos.email',
      'ngos.phone',
      'ngos.website',
      'ngos.logo',
      'ngos.status',
    ])
    .where('ngos.id', '=', ngoId)
    .executeTakeFirst();
}

export async function insertOrganisation(db: Db, values: Omit<Insertable<NgoTable>, 'created_at'>): Promise<number> {
  const row = await db.insertInto('ngos').values({ ...values, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrganisation(db: Db, ngoId: number, patch: Updateable<NgoTable>): Promise<void> {
  await db.updateTable('ngos').set(patch).where('id', '=', ngoId).execute();
}

/** The organisation of a user who just set up their account is active from now on (its admin confirmed it). */
export async function activateOrganisationOf(db: Db, user: { ngo_id: number | null; ngo_role: string | null }): Promise<void> {
  if (user.ngo_id === null || user.ngo_role !== 'admin') return;
  const active: NgoStatus = 'active';
  await db.updateTable('ngos').set({ status: active }).where('id', '=', user.ngo_id).where('status', '!=', active).execute();
}

export async function countryExists(db: Db, countryId: number): Promise<boolean> {
  return (await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst()) !== undefined;
}

export function contactsOf(db: Db, ngoId: number) {
  return db.selectFrom('ngo_contacts').select(['id', 'name', 'position', 'email', 'phone']).where('ngo_id', '=', ngoId).orderBy('id').execute();
}

export function findContact(db: Db, ngoId: number, id: number) {
  return db.selectFrom('ngo_contacts').select(['id', 'name', 'position', 'email', 'phone']).where('ngo_id', '=', ngoId).where('id', '=', id).executeTakeFirst();
}

export async function insertContact(db: Db, values: Insertable<NgoContactTable>): Promise<number> {
  const row = await db.insertInto('ngo_contacts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContact(db: Db, ngoId: number, id: number, patch: Updateable<NgoContactTable>): Promise<void> {
  await db.updateTable('ngo_contacts').set(patch).where('ngo_id', '=', ngoId).where('id', '=', id).execute();
}

export async function deleteContact(db: Db, ngoId: number, id: number): Promise<void> {
  await db.deleteFrom('ngo_contacts').where('ngo_id', '=', ngoId).where('id', '=', id).execute();
}

function colleagues(db: Db, ngoId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'image', 'ngo_role', 'active', 'created_at'])
    .where('ngo_id', '=', ngoId)
    .where('deleted_at', 'is', null);
}

export function colleaguesOf(db: Db, ngoId: number) {
  return colleagues(db, ngoId).orderBy('name').orderBy('id').execute();
}

export function findColleague(db: Db, ngoId: number, id: number) {
  return colleagues(db, ngoId).where('id', '=', id).executeTakeFirst();
}

export function findColleagueByEmail(db: Db, ngoId: number, email: string) {
  return colleagues(db, ngoId).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** Admins who have set up their account: the ones who can keep the organisation running. */
export async function countActiveAdmins(db: Db, ngoId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('ngo_id', '=', ngoId)
    .where('ngo_role', '=', 'admin')
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return toCount(row?.n);
}
