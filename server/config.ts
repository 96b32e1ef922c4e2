import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

function present(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parsePort(value: string | undefined): number {
  const port = Number(present(value) ?? '8080');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function parseSeed(value: string | undefined): SeedMode {
  const seed = present(value) ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", got "${seed}"`);
  return seed;
}

/**
 * Without JWT_SECRET the server makes one and keeps it beside the database, so tokens survive restarts.
 * Several instances behind a load balancer must share JWT_SECRET (docs/decisions/012-access-tokens.md).
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(env.PORT);
  const dataDir = resolve(present(env.DATA_DIR) ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const adminEmail = present(env.ADMIN_EMAIL);
  return {
    port,
    host: present(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: present(env.DATABASE_URL),
    redisUrl: present(env.REDIS_URL),
    smtpUrl: present(env.SMTP_URL),
    jwtSecret: present(env.JWT_SECRET) ?? loadOrCreateSecret(dataDir),
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
