import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * Everything under DATA_DIR (the database with its WAL, the generated JWT secret, mails holding account links,
 * uploaded files) is for the server's own user only (issue 18.8, docs/decisions/152-secrets-stay-out-of-logs.md).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its parents) for the owner only, and tightens it when it already existed. */
export function ensurePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(path, PRIVATE_DIR_MODE);
}

/**
 * Creates the file empty for the owner only if it does not exist yet, else tightens it. SQLite creates a database's
 * WAL and shared-memory files with the database file's own mode, so this covers them too.
 */
export function ensurePrivateFile(path: string): void {
  if (existsSync(path)) tighten(path, PRIVATE_FILE_MODE);
  else closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
}

export function tighten(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch {
    // Not ours to change (a volume mounted with other owners): the operator chose its modes.
  }
}
