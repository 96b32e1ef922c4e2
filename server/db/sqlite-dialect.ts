import { SqliteDialect, SqliteQueryCompiler, ValueNode, type LimitNode, type OffsetNode, type OperationNode, type QueryCompiler } from 'kysely';

/**
 * SQLite (3.47 and later) reads a LIMIT or OFFSET that is a bare bound parameter while it plans the statement, and
 * then marks the statement to be planned again whenever that parameter is bound anew (sqlite3ExprIsInteger sets the
 * statement's "varmask"). better-sqlite3 binds on every call, so every paged list was parsed and planned again on
 * every request, the statement cache notwithstanding: a quarter of the page query's time
 * (docs/decisions/180-api-throughput.md, fourth pass). `cast(? as integer)` is the same number to the query and no
 * longer a bare parameter to the planner, which plans it once.
 */
class PlannedOnceCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    this.append('limit ');
    this.visitCount(node.limit);
  }

  protected override visitOffset(node: OffsetNode): void {
    this.append('offset ');
    this.visitCount(node.offset);
  }

  private visitCount(count: OperationNode): void {
    if (!ValueNode.is(count) || count.immediate) {
      this.visitNode(count);
      return;
    }
    this.append('cast(');
    this.visitNode(count);
    this.append(' as integer)');
  }
}

/** Kysely's SQLite dialect, with LIMIT and OFFSET bound so that SQLite keeps the statement's plan. */
export class PortalSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new PlannedOnceCompiler();
  }
}
