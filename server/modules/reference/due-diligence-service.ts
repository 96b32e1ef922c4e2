import type { Paged, PagingQuery } from '#contract/paging';
import type { DUE_DILIGENCE_SORT_COLUMNS, DueDiligenceType, NamedItem } from '#contract/reference';
import { isUniqueViolation } from '../../db/unique-violation';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { inTransaction } from '../../realtime/after-commit';
import { dueDiligenceTypeEvent } from '../notifications/events';
import { countGrantLinks, GRANT_LINKS, isForeignKeyViolation, isLinked } from './grant-links';
import {
  deleteDueDiligenceType,
  findDueDiligenceType,
  insertDueDiligenceType,
  listDueDiligenceTypes,
  nameTakenByOther,
  pageDueDiligenceTypes,
  renameDueDiligenceType,
  type DueDiligenceTypeRow,
} from './repository';

type Db = PortalContext['db'];

function toItem(row: DueDiligenceTypeRow): NamedItem {
  return { id: row.id, name: row.name, created_at: row.created_at };
}

async function withGrantsCount(db: Db, rows: DueDiligenceTypeRow[]): Promise<DueDiligenceType[]> {
  const counts = await countGrantLinks(db, GRANT_LINKS.dueDiligence, rows.map((row) => row.id));
  return rows.map((row) => ({ ...toItem(row), grants_count: counts.get(row.id) ?? 0 }));
}

/** GET /api/DueDiligence: the whole list, for pickers. */
export async function dueDiligenceTypes(portal: PortalContext, staff: SignedInStaff): Promise<NamedItem[]> {
  return (await listDueDiligenceTypes(portal.db, staff.donorId)).map(toItem);
}

/** GET /api/DueDiligence/paged: the settings page. */
export async function dueDiligencePage(
  portal: PortalContext,
  staff: SignedInStaff,
  query: PagingQuery<(typeof DUE_DILIGENCE_SORT_COLUMNS)[number]>,
): Promise<Paged<DueDiligenceType>> {
  const { total, rows } = await pageDueDiligenceTypes(portal.db, staff.donorId, query);
  return { total, data: await withGrantsCount(portal.db, rows) };
}

async function loadDueDiligenceType(db: Db, donorId: number, id: number): Promise<DueDiligenceType> {
  const row = await findDueDiligenceType(db, donorId, id);
  if (!row) throw notFound('due_diligence_id');
  const [item] = await withGrantsCount(db, [row]);
  if (!item) throw notFound('due_diligence_id');
  return item;
}

/** Two requests may pass the name check at once; the unique index then refuses the second. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? fieldError('name', 'unique') : error;
  }
}

export function createDueDiligenceType(portal: PortalContext, staff: SignedInStaff, input: { name: string }): Promise<DueDiligenceType> {
  return refusingDuplicates(() =>
    inTransaction(portal.db, async (trx) => {
      if (await nameTakenByOther(trx, staff.donorId, input.name, null)) throw fieldError('name', 'unique');
      const id = await insertDueDiligenceType(trx, staff.donorId, input.name);
      await dueDiligenceTypeEvent(trx, staff, { id, name: input.name }, 'Add');
      return loadDueDiligenceType(trx, staff.donorId, id);
    }),
  );
}

export function updateDueDiligenceType(portal: PortalContext, staff: SignedInStaff, id: number, input: { name: string }): Promise<DueDiligenceType> {
  return refusingDuplicates(() =>
    inTransaction(portal.db, async (trx) => {
      if (!(await findDueDiligenceType(trx, staff.donorId, id))) throw notFound('due_diligence_id');
      if (await nameTakenByOther(trx, staff.donorId, input.name, id)) throw fieldError('name', 'unique');
      await renameDueDiligenceType(trx, id, input.name);
      await dueDiligenceTypeEvent(trx, staff, { id, name: input.name }, 'Update');
      return loadDueDiligenceType(trx, staff.donorId, id);
    }),
  );
}

/** A type that a grant requires is refused with the `related` message (spec section 8). */
export async function removeDueDiligenceType(portal: PortalContext, staff: SignedInStaff, id: number): Promise<{ id: number }> {
  try {
    return await inTransaction(portal.db, async (trx) => {
      const type = await findDueDiligenceType(trx, staff.donorId, id);
      if (!type) throw notFound('due_diligence_id');
      if (await isLinked(trx, GRANT_LINKS.dueDiligence, id)) throw badRequest('related');
      await deleteDueDiligenceType(trx, id);
      await dueDiligenceTypeEvent(trx, staff, type, 'Delete');
      return { id };
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? badRequest('related') : error;
  }
}
