import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import { nameStatement, toCount } from './database';
import type { Database } from './schema';

type Db = Kysely<Database>;

/** A value a prepared query binds on each call: one value, or a list (an `in (…)`), whose length is part of the shape. */
type Bindable = string | number | null | readonly (string | number)[];
type Values = Record<string, Bindable>;

/** Where a value goes in the compiled parameters: the value named `name` (item `index` of it when it is a list). */
class Slot {
  constructor(
    readonly name: string,
    readonly index: number | null,
  ) {}
}

type Template = { sql: string; query: CompiledQuery['query']; parameters: readonly unknown[] };

/**
 * The values as placeholders: building the query with them tells where each value lands in the compiled
 * parameters. A list becomes as many placeholders as it has items.
 */
function slotsOf<V extends Values>(values: V): V {
  const slots: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    slots[name] = Array.isArray(value) ? value.map((_, index) => new Slot(name, index)) : new Slot(name, null);
  }
  return slots as V;
}

function bind(template: Template, values: Values): unknown[] {
  return template.parameters.map((parameter) => {
    if (!(parameter instanceof Slot)) return parameter;
    const value = values[parameter.name];
    return parameter.index === null ? value : (value as readonly unknown[])[parameter.index];
  });
}

/** What decides the SQL text besides the variant: the length of every list. */
function shapeKey(variant: string, values: Values): string {
  let key = variant;
  for (const [name, value] of Object.entries(values)) if (Array.isArray(value)) key += `|${name}:${value.length}`;
  return key;
}

/** Vitest (and NODE_ENV=test) checks every call against a query built the ordinary way. */
const checkEveryCall = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/**
 * A hot query built and compiled by Kysely once per shape and dialect, then only bound on each call
 * (docs/decisions/180-api-throughput.md): Kysely rebuilds and recompiles a query builder on every call, and for the
 * token check and the lists that was a quarter of the server's time under load, far more than the SQL itself.
 *
 * `build` receives the values as placeholders and may only hand them to Kysely as values (in a where, a limit…):
 * anything that changes the SQL text (which filters apply, the sort column, the direction) must come from `variant`,
 * a string naming the shape, never from a value. List lengths are part of the shape by themselves. Under the test
 * runner, every call also builds the query the ordinary way and throws if the SQL or parameters differ, so a `build`
 * that breaks the rule fails the tests instead of answering wrong. On PostgreSQL each shape's SQL runs as a named
 * prepared statement (`withNamedStatements`), parsed once per connection instead of on every call.
 */
export function preparedQuery<V extends Values, Row, Variant extends string = ''>(
  build: (db: Db, values: V, variant: Variant) => Compilable<Row>,
): (db: Db, values: V, variant?: Variant) => Promise<Row[]> {
  // Per dialect: the compiled SQL depends on the query compiler, which a database and its transactions share.
  const templates = new WeakMap<object, Map<string, Template>>();
  return async (db, values, variant = '' as Variant) => {
    const adapter = db.getExecutor().adapter;
    let byShape = templates.get(adapter);
    if (!byShape) {
      byShape = new Map();
      templates.set(adapter, byShape);
    }
    const key = shapeKey(variant, values);
    let template = byShape.get(key);
    if (!template) {
      const compiled = build(db, slotsOf(values), variant).compile();
      template = { sql: compiled.sql, query: compiled.query, parameters: compiled.parameters };
      byShape.set(key, template);
      nameStatement(template.sql);
    }
    const parameters = bind(template, values);
    if (checkEveryCall) {
      const fresh = build(db, values, variant).compile();
      if (fresh.sql !== template.sql || JSON.stringify(fresh.parameters) !== JSON.stringify(parameters)) {
        throw new Error(`preparedQuery: the SQL depends on a value, not only on the variant:\n${fresh.sql}\n${template.sql}`);
      }
    }
    const compiled: CompiledQuery<Row> = { query: template.query, queryId: createQueryId(), sql: template.sql, parameters };
    const result = await db.executeQuery(compiled);
    return result.rows;
  };
}

/**
 * The variant of a list's query (see `preparedQuery`): which filters apply, then the sort column and direction. The
 * filters' values are bound; only whether each applies changes the SQL.
 */
export function listVariant(filters: Record<string, boolean>, orderBy: string, descending: boolean): string {
  return [...Object.entries(filters).map(([name, applies]) => (applies ? name : '')), orderBy, descending ? 'desc' : 'asc'].join('|');
}

type Count = Parameters<typeof toCount>[0];

/**
 * A page whose rows each carry the list's total (a count beside the columns): one query instead of two. A page past
 * the end has no row to carry it, so only then is the total counted apart; the first page of an empty list is 0.
 */
export async function pageWithTotal<Row extends { total: unknown }>(
  rows: Row[],
  offset: number,
  countApart: () => Promise<unknown>,
): Promise<{ total: number; rows: Array<Omit<Row, 'total'>> }> {
  const first = rows[0];
  const total = first ? toCount(first.total as Count) : offset === 0 ? 0 : toCount((await countApart()) as Count);
  return { total, rows: withoutTotal(rows) };
}

/**
 * The rows without their `total`, copied column by column: a rest pattern (`({ total, ...row }) => row`) takes V8's
 * slow path, property by property, and for the proposals' 36 columns that was a tenth of the list's CPU
 * (docs/decisions/180-api-throughput.md, fourth pass). The same columns, in the same order.
 */
function withoutTotal<Row extends { total: unknown }>(rows: Row[]): Array<Omit<Row, 'total'>> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first).filter((column) => column !== 'total') as Array<Exclude<keyof Row, 'total'>>;
  return rows.map((row) => {
    const copy = {} as Omit<Row, 'total'>;
    for (const column of columns) copy[column] = row[column];
    return copy;
  });
}
