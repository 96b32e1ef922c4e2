import {
  OperatorNode,
  SqliteDialect,
  SqliteQueryCompiler,
  ValueNode,
  type BinaryOperationNode,
  type LimitNode,
  type OffsetNode,
  type OperationNode,
  type QueryCompiler,
} from 'kysely';

/**
 * SQLite (3.47 and later) reads a LIMIT or OFFSET that is a bare bound parameter while it plans the statement, and
 * then marks the statement to be planned again whenever that parameter is bound anew (sqlite3ExprIsInteger sets the
 * statement's "varmask"). better-sqlite3 binds on every call, so every paged list was parsed and planned again on
 * every request, the statement cache notwithstanding: a quarter of the page query's time
 * (docs/decisions/180-api-throughput.md, fourth pass). `cast(? as integer)` is the same number to the query and no
 * longer a bare parameter to the planner, which plans it once.
 */
const LIKE_OPERATORS = new Set(['like', 'not like']);

const isBoundValue = (node: OperationNode): boolean => ValueNode.is(node) && !node.immediate;

class PlannedOnceCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    this.append('limit ');
    this.visitCount(node.limit);
  }

  protected override visitOffset(node: OffsetNode): void {
    this.append('offset ');
    this.visitCount(node.offset);
  }

  /**
   * A `LIKE ?` with a bound pattern sets the same mask (SQLite's LIKE optimisation reads the bound pattern while
   * planning, whatever the left side), so every searched list was planned again on every call. `cast(? as text)` is
   * the same pattern to LIKE, which reads its arguments as text anyway (a NULL stays NULL), and no longer a bare
   * parameter: the same rows, case-insensitivity and `%`/`_` wildcards, planned once. The optimisation could not apply
   * to the app's searches anyway (a `lower(…)` or a BINARY column, LIKE case-insensitive, patterns starting with `%`).
   * The searches write their `escape '\'` after the comparison this writes (server/db/search-pattern.ts), so the
   * clause follows the cast.
   */
  protected override visitBinaryOperation(node: BinaryOperationNode): void {
    if (!OperatorNode.is(node.operator) || !LIKE_OPERATORS.has(node.operator.operator) || !isBoundValue(node.rightOperand)) {
      super.visitBinaryOperation(node);
      return;
    }
    this.visitNode(node.leftOperand);
    this.append(' ');
    this.visitNode(node.operator);
    this.append(' cast(');
    this.visitNode(node.rightOperand);
    this.append(' as text)');
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

/** Kysely's SQLite dialect, with LIMIT, OFFSET and LIKE patterns bound so that SQLite keeps the statement's plan. */
export class PortalSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new PlannedOnceCompiler();
  }
}
