// Time to drain 200 queued grant actions after reconnect: the outbox engine (src/offline) with its IndexedDB store
// (fake-indexeddb in Node) sends them one by one over loopback HTTP. Run it through `npm run bench`.
// The grant endpoints with idempotency are not in the server yet, so this drains against a small node:http stub
// that speaks the protocol (Idempotency-Key replay, If-Match version check, 412 with the current entity).
// Figures only, no assertions.
// The /auto entry installs IndexedDB's globals for the outbox store.
// oxlint-disable-next-line import/no-unassigned-import
import 'fake-indexeddb/auto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MessageDescriptor } from '@lingui/core';
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '../../contract/outbox.ts';
import { NetworkError, apiErrorFromResponse } from '../../src/lib/api-error.ts';
import { openPortalDb } from '../../src/lib/idb.ts';
import { defineOutboxAction } from '../../src/offline/outbox-actions.ts';
import { createOutboxEngine, type OutboxTransport } from '../../src/offline/outbox-engine.ts';
import { createOutboxStore } from '../../src/offline/outbox-store.ts';

const ACTIONS = Number(process.env.BENCH_OUTBOX_ACTIONS ?? 200);
const GRANTS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

type Grant = { id: number; version: number; published: boolean; deadline: string };
const grants = new Map<number, Grant>();
const answers = new Map<string, { status: number; body: string }>();
let applied = 0;

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

const stub = createServer(async (request, response) => {
  const body = await readBody(request);
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  const reply = (status: number, payload: unknown) => {
    const text = JSON.stringify(payload);
    if (typeof key === 'string') answers.set(key, { status, body: text });
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
  };
  if (typeof key !== 'string') return reply(400, { Message: 'Idempotency-Key is required' });
  const replay = answers.get(key);
  if (replay) return response.writeHead(replay.status, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' }).end(replay.body);
  const [, , id, verb] = (request.url ?? '').split('/');
  const grant = grants.get(Number(id));
  if (!grant) return reply(404, { Message: 'Not found' });
  const ifMatch = request.headers[IF_MATCH_HEADER.toLowerCase()];
  if (ifMatch !== undefined && Number(ifMatch) !== grant.version) return reply(412, { Message: 'Changed', current: grant });
  if (verb === 'Publish') grant.published = true;
  else grant.deadline = (JSON.parse(body) as { deadline: string }).deadline;
  grant.version += 1;
  applied += 1;
  reply(200, grant);
});
await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;

const transport: OutboxTransport = async (request, headers) => {
  let response: Response;
  try {
    response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response.json();
};

const describe = (): MessageDescriptor => ({ id: 'bench' });
const publish = defineOutboxAction<{ id: number }, Grant>({
  type: 'bench.grant.publish',
  entity: 'grant',
  request: ({ id }) => ({ method: 'POST', path: `/DonorGrant/${id}/Publish` }),
  versionOf: (answer) => answer.version,
  invalidates: () => [],
  describe,
});
const deadline = defineOutboxAction<{ id: number; deadline: string }, Grant>({
  type: 'bench.grant.deadline',
  entity: 'grant',
  request: ({ id, deadline: value }) => ({ method: 'PUT', path: `/DonorGrant/${id}/Deadline`, json: { deadline: value } }),
  versionOf: (answer) => answer.version,
  invalidates: () => [],
  describe,
});

const times: number[] = [];
let online = false;
for (let round = 0; round < ROUNDS; round++) {
  grants.clear();
  for (let id = 1; id <= GRANTS; id++) grants.set(id, { id, version: 1, published: false, deadline: '2030-01-01' });
  applied = 0;
  online = false;
  const connection = openPortalDb();
  await (await connection).clear('outbox');
  const engine = createOutboxEngine({
    store: createOutboxStore(() => connection),
    transport,
    userId: () => 1,
    locks: null,
    channel: null,
    isOnline: () => online,
  });
  engine.start();
  // Queued offline: every grant gets a publish, then deadline changes, all based on the version the user saw (1).
  for (let index = 0; index < ACTIONS; index++) {
    const id = (index % GRANTS) + 1;
    if (index < GRANTS) await engine.enqueue(publish, { entityId: id, baseVersion: 1, payload: { id } });
    else await engine.enqueue(deadline, { entityId: id, baseVersion: 1, payload: { id, deadline: `2031-01-${String((index % 28) + 1).padStart(2, '0')}` } });
  }
  await engine.idle();
  const started = performance.now();
  online = true;
  await engine.wake({ reconnected: true });
  await engine.idle();
  times.push(performance.now() - started);
  const left = engine.snapshot().records.length;
  engine.stop();
  (await connection).close();
  if (applied !== ACTIONS || left !== 0) console.log(`round ${round + 1}: applied ${applied} of ${ACTIONS}, ${left} left in the outbox`);
}
stub.close();

const sorted = times.toSorted((a, b) => a - b);
console.log(`Drain of ${ACTIONS} queued grant actions (${GRANTS} grants, rebased chains) after reconnect, ${ROUNDS} rounds`);
console.log('target: loopback node:http stub of the grant protocol (the server has no grant endpoints yet); store: fake-indexeddb');
console.log(`median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)} ms, min ${(sorted[0] ?? 0).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
console.log(`per action (median): ${((sorted[Math.floor(sorted.length / 2)] ?? 0) / ACTIONS).toFixed(2)} ms`);
