import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every answer is checked against its contract schema before it is sent (decision 180), as
 * fastify-type-provider-zod's serializer does: zod *encodes* the answer, then JSON.stringify. Encoding runs every
 * schema that carries checks (an int, a length, a format) twice, a first pass without its checks and a second with
 * them, so that a codec can turn a value back into its wire form; for a grants page that was 2.7 times the time of
 * parsing it (docs/decisions/180-api-throughput.md, fourth pass).
 *
 * A schema made only of parts that read the same both ways (no transform, pipe, codec, default, prefault, catch,
 * readonly or custom part anywhere in it) answers the same output and the same refusal parsed as encoded: the same
 * schema, the same checks, one pass. Such a schema is parsed; any other keeps the library's encoding serializer. The
 * walk is a list of the kinds known to read the same both ways, so a kind it does not know encodes, as before.
 */

/** The zod kinds whose parse does not depend on the direction, with the schemas inside them. */
const SAME_BOTH_WAYS: Record<string, (def: Record<string, unknown>) => unknown[]> = {
  string: () => [],
  number: () => [],
  boolean: () => [],
  bigint: () => [],
  null: () => [],
  undefined: () => [],
  literal: () => [],
  enum: () => [],
  any: () => [],
  unknown: () => [],
  template_literal: () => [],
  object: (def) => [...Object.values(def.shape as Record<string, unknown>), ...(def.catchall ? [def.catchall] : [])],
  array: (def) => [def.element],
  union: (def) => [...(def.options as unknown[])],
  optional: (def) => [def.innerType],
  nullable: (def) => [def.innerType],
  record: (def) => [def.keyType, def.valueType],
  tuple: (def) => [...(def.items as unknown[]), ...(def.rest ? [def.rest] : [])],
  intersection: (def) => [def.left, def.right],
  lazy: (def) => [(def.getter as () => unknown)()],
};

/** Whether parsing `schema` answers exactly what encoding it would (see above); recursive schemas are walked once. */
export function readsSameBothWays(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!(schema instanceof z.ZodType)) return false;
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema.def as unknown as Record<string, unknown>;
  const inner = SAME_BOTH_WAYS[String(def.type)];
  return inner !== undefined && inner(def).every((part) => readsSameBothWays(part, seen));
}

/** fastify-type-provider-zod's serializer, parsing instead of encoding where that answers the same (see above). */
export const contractSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof z.ZodType) || !readsSameBothWays(schema)) return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  return (data) => {
    const result = schema.safeParse(data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
