import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '../../db/database';
import type { ExpenditureBatchTable } from '../../db/proposals-schema';
import type { Database } from '../../db/schema';

/** Installments (expenditure batches) and the project an accepted proposal becomes. */

type Db = Kysely<Database>;

export type BatchRow = Selectable<ExpenditureBatchTable>;

export async function batchesOfProposal(db: Db, proposalId: number): Promise<BatchRow[]> {
  const rows = await db.selectFrom('expenditure_batches').selectAll().where('proposal_id', '=', proposalId).orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({ ...row, percent: Number(row.percent), amount: Number(row.amount) }));
}

export type BatchValues = { title: string; percent: number; amount: number; position: number };

export async function insertBatches(
  db: Db,
  owner: { donorId: number; proposalId: number; projectId: number | null },
  batches: readonly BatchValues[],
): Promise<void> {
  if (!batches.length) return;
  const now = nowIso();
  await db
    .insertInto('expenditure_batches')
    .values(
      batches.map((batch) => ({
        ...batch,
        donor_id: owner.donorId,
        proposal_id: owner.proposalId,
        project_id: owner.projectId,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function updateBatch(db: Db, id: number, values: BatchValues & { project_id: number | null }): Promise<void> {
  await db
    .updateTable('expenditure_batches')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteBatches(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('expenditure_batches').where('id', 'in', ids).execute();
}

/** Projects use the wire spelling of the proposal statuses. */
export async function insertProject(db: Db, donorId: number, proposalId: number): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('projects')
    .values({ donor_id: donorId, proposal_id: proposalId, status: 'ongoing', created_at: now, updated_at: now, version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setProjectStatus(db: Db, projectId: number, status: string): Promise<void> {
  await db
    .updateTable('projects')
    .set((eb) => ({ status, updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('id', '=', projectId)
    .execute();
}
