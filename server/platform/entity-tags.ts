import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Standard concurrency headers for versioned entities (decision 166): a GET of an entity that carries the `version`
 * its changes send as If-Match answers `ETag: W/"<version>"`, and If-Match accepts that tag as well as the bare
 * number (readIfMatch in idempotency.ts). Weak, because the same version may be sent compressed or not; the server
 * compares the version itself, which is what the tag stands for. The reference lists' content hashes
 * (modules/reference/cacheable-answer.ts) are on other routes and never carry a version.
 */
export function versionTag(version: number): string {
  return `W/"${version}"`;
}

function versionOf(payload: unknown): number | null {
  if (!payload || typeof payload !== 'object' || !('version' in payload)) return null;
  return typeof payload.version === 'number' && Number.isInteger(payload.version) ? payload.version : null;
}

/** A route's preSerialization hook: tags the answer with its version, when it has one. */
export async function tagWithVersion(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const version = versionOf(payload);
  if (version !== null) reply.header('ETag', versionTag(version));
  return payload;
}
