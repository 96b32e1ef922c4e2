import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRIVATE_FILE_MODE, ensurePrivateDir, tighten } from './platform/private-files';

export type SeedMode = 'demo' | 'none';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  jwtSecret: string;
  seed: SeedMode;
  publicUrl: string;
  staticDir: string;
  /** Behind a reverse proxy or load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** TEST_API=1 (end-to-end runs only): test-only routes that stand in for the organisations' portal. */
  testApi: boolean;
  bootstrapAdmin: { email: string; name: string; donorName: string } | null;
};

type Env = Record<string, string | undefined>;

/** A setting the server cannot start with; main.ts prints its message alone, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** HS256 signs with a 256-bit key: a shorter secret is easier to guess than the signature it protects. */
export const JWT_SECRET_MIN_BYTES = 32;

function present(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parsePort(value: string | undefined): number {
  const port = Number(present(value) ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT must be a port number, got "${value}"`);
  return port;
}

function parseSeed(value: string | undefined): SeedMode {
  const seed = present(value) ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new ConfigError(`SEED must be "demo" or "none", got "${seed}"`);
  return seed;
}

/**
 * Without JWT_SECRET the server makes one and keeps it beside the database, so tokens survive restarts.
 * Several instances behind a load balancer must share JWT_SECRET (docs/decisions/012-access-tokens.md).
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    tighten(file, PRIVATE_FILE_MODE);
    return checkedSecret(readFileSync(file, 'utf8').trim(), file);
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
  tighten(file, PRIVATE_FILE_MODE);
  return secret;
}

function checkedSecret(secret: string, source: string): string {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < JWT_SECRET_MIN_BYTES) {
    throw new ConfigError(
      `${source} is ${bytes} bytes long; it must be at least ${JWT_SECRET_MIN_BYTES} bytes: access tokens are signed with ` +
        'HS256, and anyone who guesses a short secret can sign tokens for any user. Generate one with `openssl rand -base64 48`.',
    );
  }
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(env.PORT);
  const dataDir = resolve(present(env.DATA_DIR) ?? './data');
  ensurePrivateDir(dataDir);
  const adminEmail = present(env.ADMIN_EMAIL);
  const givenSecret = present(env.JWT_SECRET);
  return {
    port,
    host: present(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: present(env.DATABASE_URL),
    redisUrl: present(env.REDIS_URL),
    smtpUrl: present(env.SMTP_URL),
    jwtSecret: givenSecret ? checkedSecret(givenSecret, 'JWT_SECRET') : loadOrCreateSecret(dataDir),
    seed: parseSeed(env.SEED),
    publicUrl: (present(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    staticDir: resolve(present(env.STATIC_DIR) ?? './dist'),
    trustProxy: ['1', 'true', 'yes'].includes((present(env.TRUST_PROXY) ?? '').toLowerCase()),
    testApi: ['1', 'true', 'yes'].includes((present(env.TEST_API) ?? '').toLowerCase()),
    bootstrapAdmin: adminEmail
      ? {
          email: adminEmail.toLowerCase(),
          name: present(env.ADMIN_NAME) ?? adminEmail,
          donorName: present(env.DONOR_NAME) ?? 'My Foundation',
        }
      : null,
  };
}
