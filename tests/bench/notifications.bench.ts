// Live notifications (issue 5), figures only:
// 1. latency from an API action (publish / redraft, both toast-level) to onNewNotification on a second user's
//    stock @microsoft/signalr client, p50/p95 over 200 events;
// 2. the memory of one server holding 2,000 idle hub connections (negotiate, then raw WebSockets with the
//    handshake and `connect`), as the server process's RSS before and after.
// Starts its own server (server/main.ts, SQLite, demo seed) so it can read that process's memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { HUB_PATH } from '../../contract/api-paths.ts';
import { logIn, percentile } from './bench-support.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const IDLE = Number(process.env.BENCH_IDLE_CONNECTIONS ?? 2000);
const RS = '\u001e';

type RawSocket = { on(event: string, listener: (...args: never[]) => void): void; send(data: string): void; terminate(): void };
const WebSocketClass = createRequire(import.meta.url)('ws') as new (url: string) => RawSocket;

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

function claims(token: string): { sub: string; donor_id: number } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; donor_id: number };
}

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'donor-portal-bench-'));
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[name];
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const up = await fetch(`${baseUrl}/api/docs`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = server.pid ?? 0;

  // A grant ready to publish, with the actor and the listener in charge.
  const actor = await logIn(baseUrl, 'grants@demo.test');
  const listener = await logIn(baseUrl, 'finance@demo.test');
  const programs = await api<{ id: number }[]>(actor, 'GET', '/Program/list');
  const currencies = await api<{ id: number }[]>(actor, 'GET', '/Currency/list');
  const countries = await api<{ id: number }[]>(actor, 'GET', '/Country');
  const dueDiligences = await api<{ id: number }[]>(actor, 'GET', '/DueDiligence');
  const grant = await api<{ id: number }>(actor, 'POST', '/DonorGrant', {
    title: 'Bench grant',
    description: 'Bench',
    eligibility: 'Bench',
    currency_id: currencies[0]?.id,
    min_size: 100,
    max_size: 1000,
    programs: [{ programId: programs[0]?.id, percent: 100 }],
    countries: [countries[0]?.id],
  });
  await api(actor, 'POST', `/DonorGrant/${grant.id}/Objective`, { title: 'Bench objective' });
  await api(actor, 'POST', `/DonorGrant/${grant.id}/DueDiligence`, { due_diligence_id: dueDiligences[0]?.id });
  await api(actor, 'PUT', `/DonorGrant/${grant.id}/users-in-charge`, {
    users: [
      { admin_id: Number(claims(actor).sub), is_manager: true },
      { admin_id: Number(claims(listener).sub), is_manager: false },
    ],
  });

  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${HUB_PATH}`, { accessTokenFactory: () => listener, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  let arrived: (() => void) | null = null;
  connection.on('onNewNotification', (notification: { toast: boolean }) => {
    if (notification.toast) arrived?.();
  });
  await connection.start();
  await connection.invoke('connect', Number(claims(listener).sub), claims(listener).donor_id);

  // 1. Latency.
  const latencies: number[] = [];
  const futureDeadline = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  for (let index = 0; index < EVENTS + 10; index += 1) {
    const received = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const started = performance.now();
    if (index % 2 === 0) await api(actor, 'PUT', `/DonorGrant/${grant.id}/Publish`, { deadline: futureDeadline });
    else await api(actor, 'PUT', `/DonorGrant/${grant.id}/Draft`);
    await received;
    if (index >= 10) latencies.push(performance.now() - started);
  }
  await connection.stop();
  const sorted = latencies.toSorted((a, b) => a - b);
  console.log(`action -> onNewNotification (toast) over ${latencies.length} events: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`);

  // 2. Memory of idle connections.
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssBefore = rssKb(pid);
  const viewer = await logIn(baseUrl, 'viewer@demo.test');
  const viewerPayload = claims(viewer);
  const sockets: RawSocket[] = [];
  const openedAt = performance.now();
  const BATCH = 100;
  for (let start = 0; start < IDLE; start += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, IDLE - start) }, async () => {
        const negotiated = (await (await fetch(`${baseUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: `Bearer ${viewer}` } })).json()) as {
          connectionToken: string;
        };
        const url = `ws://127.0.0.1:${port}${HUB_PATH}?${new URLSearchParams({ id: negotiated.connectionToken, access_token: viewer }).toString()}`;
        await new Promise<void>((resolve, reject) => {
          const socket = new WebSocketClass(url);
          socket.on('error', reject);
          socket.on('open', () => socket.send(`{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"1","target":"connect","arguments":[${viewerPayload.sub},${viewerPayload.donor_id}]}${RS}`));
          socket.on('message', (data: Buffer) => {
            if (data.toString().includes('"invocationId":"1"')) resolve();
          });
          sockets.push(socket);
        });
      }),
    );
  }
  const openMs = performance.now() - openedAt;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = rssKb(pid);
  console.log(
    `${sockets.length} idle hub connections (negotiated, handshaken, connected) opened in ${(openMs / 1000).toFixed(1)} s: ` +
      `server RSS ${(rssBefore / 1024).toFixed(1)} MB -> ${(rssAfter / 1024).toFixed(1)} MB ` +
      `(+${((rssAfter - rssBefore) / 1024).toFixed(1)} MB, ~${((rssAfter - rssBefore) / sockets.length).toFixed(1)} KB per connection)`,
  );
  for (const socket of sockets) socket.terminate();
} finally {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
