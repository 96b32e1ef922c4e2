import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reference lists are served stale-while-revalidate by the service worker and revalidated by the browser:
 * `private, no-cache` lets only the user's own caches keep them and makes every use ask first; the ETag turns
 * an unchanged list into a bodiless 304. See docs/decisions/063-reference-list-caching.md.
 */
export const REFERENCE_CACHE_CONTROL = 'private, no-cache';

export function entityTag(body: unknown): string {
  return `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match compares weakly (RFC 9110 section 13.1.2). */
const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

function matchesAny(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === opaqueTag(etag));
}

/** Answers the body with its validators, or 304 when the caller already holds this version. */
export function answerCacheable<Body>(request: FastifyRequest, reply: FastifyReply, body: Body): Body | FastifyReply {
  const etag = entityTag(body);
  reply.header('Cache-Control', REFERENCE_CACHE_CONTROL).header('ETag', etag);
  if (matchesAny(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
}
