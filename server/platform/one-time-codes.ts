import { createHash, randomBytes } from 'node:crypto';

/** The secret that goes into a mailed link. Only its SHA-256 is stored, so a database leak does not leak live links. */
export function newOneTimeCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashOneTimeCode(code) };
}

export function hashOneTimeCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
