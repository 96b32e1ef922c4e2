import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('defaults to port 8080 on every interface, demo data, SQLite and a public URL on that port', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', seed: 'demo', databaseUrl: null, smtpUrl: null, trustProxy: false, testApi: false });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('generates a JWT secret once, keeps it readable by the owner only, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    const fromEnv = 'a-fixed-secret-of-at-least-32-bytes-0123456789';
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: fromEnv }).jwtSecret).toBe(fromEnv);
  });

  it('refuses to start with a JWT_SECRET shorter than 32 bytes, saying why', () => {
    const tooShort = () => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'from-env' });
    expect(tooShort).toThrow(ConfigError);
    expect(tooShort).toThrow(/JWT_SECRET is 8 bytes long; it must be at least 32 bytes: .*HS256.*openssl rand/);
    // Bytes, not characters: 16 Arabic letters are 32 bytes in UTF-8.
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'س'.repeat(16) }).jwtSecret).toBe('س'.repeat(16));
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'س'.repeat(15) })).toThrow(/30 bytes/);
  });

  it('keeps the data folder for its owner only, whether it creates it or finds it open', () => {
    const fresh = join(dataDir(), 'nested', 'data');
    loadConfig({ DATA_DIR: fresh });
    expect(statSync(fresh).mode & 0o777).toBe(0o700);

    const existing = dataDir();
    chmodSync(existing, 0o755);
    writeFileSync(join(existing, 'jwt-secret'), `${'k'.repeat(40)}\n`, { mode: 0o644 });
    loadConfig({ DATA_DIR: existing });
    expect(statSync(existing).mode & 0o777).toBe(0o700);
    expect(statSync(join(existing, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('reads the database, mail, public URL and first administrator settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '9000',
      DATABASE_URL: 'postgres://db/portal',
      SMTP_URL: 'smtp://mail:587',
      PUBLIC_URL: 'https://grants.example.org/',
      SEED: 'none',
      ADMIN_EMAIL: 'Director@Example.org',
      DONOR_NAME: 'Hope Foundation',
    });
    expect(config).toMatchObject({ port: 9000, databaseUrl: 'postgres://db/portal', smtpUrl: 'smtp://mail:587', seed: 'none' });
    expect(config.publicUrl).toBe('https://grants.example.org');
    expect(config.bootstrapAdmin).toEqual({ email: 'director@example.org', name: 'Director@Example.org', donorName: 'Hope Foundation' });
  });

  it('turns the test-only routes on with TEST_API=1 only', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TEST_API: '1' }).testApi).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), TEST_API: '0' }).testApi).toBe(false);
  });

  it('refuses values it cannot use, at start rather than later', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEED: 'lots' })).toThrow(/SEED/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
  });
});
