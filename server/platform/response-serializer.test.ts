import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSerializerCompiler, readsSameBothWays } from './response-serializer';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/probe', httpStatus: '200' });
const ours = (schema: unknown) => contractSerializerCompiler(route(schema));
const library = (schema: unknown) => serializerCompiler(route(schema) as Parameters<typeof serializerCompiler>[0]);

type Tree = { id: number; children: Tree[] };
const treeSchema: z.ZodType<Tree> = z.lazy(() => z.object({ id: z.number().int(), children: z.array(treeSchema) }));

const pageSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(
    z.object({
      id: z.number().int(),
      title: z.string().max(10),
      status: z.union([z.literal(1), z.literal(2)]),
      kind: z.enum(['a', 'b']),
      deadline: z.iso.date().nullable(),
      note: z.string().optional(),
      tags: z.record(z.string(), z.number()),
      pair: z.tuple([z.number(), z.string()]),
    }),
  ),
});
const page = {
  total: 1,
  data: [{ id: 7, title: 'Water', status: 2, kind: 'a', deadline: '2030-01-31', tags: { x: 1 }, pair: [1, 'one'], unknown: 'dropped' }],
};

describe('the answers’ serializer', () => {
  it('knows which schemas read the same parsed as encoded', () => {
    expect(readsSameBothWays(pageSchema)).toBe(true);
    expect(readsSameBothWays(treeSchema)).toBe(true);
    expect(readsSameBothWays(z.object({ a: z.string().default('x') }))).toBe(false);
    expect(readsSameBothWays(z.object({ a: z.array(z.string().transform((value) => value.length)) }))).toBe(false);
    expect(readsSameBothWays(z.object({ a: z.string().pipe(z.email()) }))).toBe(false);
    expect(readsSameBothWays(z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() }) }))).toBe(false);
    expect(readsSameBothWays(z.object({ a: z.string().catch('x') }))).toBe(false);
    expect(readsSameBothWays(z.object({ a: z.custom<string>(() => true) }))).toBe(false);
  });

  it('answers what the library’s encoding serializer answers, unknown keys dropped', () => {
    expect(ours(pageSchema)(page)).toBe(library(pageSchema)(page));
    expect(JSON.parse(ours(pageSchema)(page)).data[0]).not.toHaveProperty('unknown');
    const tree = { id: 1, children: [{ id: 2, children: [] }] };
    expect(ours(treeSchema)(tree)).toBe(library(treeSchema)(tree));
  });

  it('refuses an answer that breaks the contract, as the library does', () => {
    for (const wrong of [
      { ...page, total: 1.5 },
      { ...page, data: [{ ...page.data[0], title: 'Far too long a title' }] },
      { ...page, data: [{ ...page.data[0], status: 3 }] },
      { ...page, data: [{ ...page.data[0], deadline: 'soon' }] },
    ]) {
      expect(() => library(pageSchema)(wrong)).toThrow(ResponseSerializationError);
      expect(() => ours(pageSchema)(wrong)).toThrow(ResponseSerializationError);
    }
  });

  it('still encodes a schema with a codec, as the library does', () => {
    const schema = z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() }) });
    const answer = { at: new Date(Date.UTC(2030, 0, 31)) };
    expect(ours(schema)(answer)).toBe('{"at":"2030-01-31T00:00:00.000Z"}');
    expect(ours(schema)(answer)).toBe(library(schema)(answer));
  });
});
