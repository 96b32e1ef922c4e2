// Shared by the TypeScript benches (not a bench itself: scripts/bench.mjs runs only *.bench.{mjs,ts}).
// Starts the real server on a temporary data directory with the demo seed, as api-latency.bench.mjs does, and
// summarises timings. Figures only, no assertions.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../contract/constants.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseUrl: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/docs`);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms`);
}

export type BenchServer = { baseUrl: string; dataDir: string; stop(): Promise<void> };

/** The real server (server/main.ts) on a free port and a fresh DATA_DIR (SQLite), seeded with the demo data. */
export async function startServer(): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'donor-portal-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[name];
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

/** The password grant of /connect/token; answers the bearer token. */
export async function logIn(baseUrl: string, username = 'admin@demo.test', password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  if (!response.ok) throw new Error(`login failed with ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export function summary(times: readonly number[]) {
  const sorted = times.toSorted((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

export function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const load = loadavg().map((value) => value.toFixed(1)).join(' ');
  return `${availableParallelism()} cores (${cpu}), Node ${process.version}, ${process.platform}/${process.arch}, load average ${load} at the end`;
}
