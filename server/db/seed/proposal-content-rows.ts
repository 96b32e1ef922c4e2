import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';

/** The tables whose rows need nothing but the id of their proposal (or project), in the order they are written. */
const LATER_TABLES = [
  'proposal_sections',
  'proposal_documents',
  'proposal_due_diligences',
  'proposal_risks',
  'proposal_users_in_charge',
  'negotiation_comments',
  'expenditure_batches',
] as const;
type LaterTable = (typeof LATER_TABLES)[number];

/** Well under SQLite's and PostgreSQL's limits on bound parameters per statement, whatever the table. */
const ROWS_PER_STATEMENT = 300;

/**
 * Rows written after their proposal's header row, gathered across proposals and inserted a table at a time: the
 * demo seed runs before every server test file, and a dozen statements cost far less than several hundred.
 */
export class PendingRows {
  private readonly rows = new Map<LaterTable, unknown[]>();

  add<Table extends LaterTable>(table: Table, rows: Insertable<Database[Table]>[]): void {
    const pending = this.rows.get(table) ?? [];
    pending.push(...rows);
    this.rows.set(table, pending);
  }

  async flush(db: Kysely<Database>): Promise<void> {
    for (const table of LATER_TABLES) {
      const rows = (this.rows.get(table) ?? []) as Insertable<Database[LaterTable]>[];
      for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
        await db.insertInto(table).values(rows.slice(from, from + ROWS_PER_STATEMENT)).execute();
      }
    }
    this.rows.clear();
  }
}
