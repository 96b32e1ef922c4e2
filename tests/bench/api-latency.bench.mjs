// Latency of the list calls through the whole server stack (HTTP, auth, validation, database), measured from a
// client on the same machine. Run it through `npm run bench` (it imports the TypeScript contract via tsx).
// Starts its own server on a temporary data directory with the demo seed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../contract/constants.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);
const WARMUP = 20;
// Every paged list of the portal, as its page asks for it (10 rows, default sort); the follow-up lists are added below.
const CALLS = [
  '/api/DonorAdmin?rows=10',
  '/api/DonorRole',
  '/api/DonorGrant?rows=10',
  '/api/DonorGrant/Proposals?rows=10',
  '/api/DonorGrant/Proposals?rows=10&status=submitted&search=a',
  '/api/ngo?rows=10',
  '/api/DonorProject?rows=10',
  '/api/DonorNotification?rows=20&page=1',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseUrl, server, timeoutMs = 60_000) {
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

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'donor-portal-bench-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[name];
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });

try {
  await waitUntilUp(baseUrl, server);
  const tokenResponse = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  if (!tokenResponse.ok) throw new Error(`login failed with ${tokenResponse.status}`);
  const { access_token: token } = await tokenResponse.json();
  const headers = { Authorization: `Bearer ${token}` };
  // The lists of one ongoing project's follow-up and of one initiative's results framework, on the demo data.
  const first = async (path) => (await (await fetch(baseUrl + path, { headers })).json()).data[0].id;
  const projectId = await first('/api/DonorProject?rows=1&status=ongoing');
  const programId = await first('/api/Program?rows=1');
  CALLS.push(
    `/api/DonorProject/${projectId}/indicatorTracking`,
    `/api/DonorProject/${projectId}/WorkPlanTracking`,
    `/api/DonorProject/${projectId}/SpendingTracking`,
    `/api/DonorProject/${projectId}/Risks`,
    `/api/DonorProject/${projectId}/ProgressReport`,
    `/api/DonorProject/${projectId}/ExpenditureBatchLog`,
    `/api/DonorAccountProgram/${programId}/Framework/Indicator`,
    `/api/DonorAccountProgram/${programId}/Framework/Risk`,
  );

  console.log(`${ITERATIONS} sequential calls each, after ${WARMUP} warm-up calls; times in ms`);
  console.log('call'.padEnd(64), 'p50'.padStart(8), 'p95'.padStart(8), 'p99'.padStart(8), 'max'.padStart(8));
  for (const path of CALLS) {
    for (let i = 0; i < WARMUP; i++) await (await fetch(baseUrl + path, { headers })).arrayBuffer();
    const times = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const started = performance.now();
      const response = await fetch(baseUrl + path, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    }
    const sorted = times.toSorted((a, b) => a - b);
    const figures = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(2).padStart(8));
    console.log(`GET ${path}`.padEnd(64), ...figures, (sorted.at(-1) ?? 0).toFixed(2).padStart(8));
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
