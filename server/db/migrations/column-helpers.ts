import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** Migrations run on both dialects; the few places where DDL differs ask this. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered primary key: `integer primary key autoincrement` on SQLite, an identity column on PostgreSQL. */
export function idColumn(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}
