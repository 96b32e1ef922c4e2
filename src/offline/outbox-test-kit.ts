/**
 * Test doubles for the outbox: a server that speaks the protocol (idempotency keys, versions, 412 with the
 * current entity), Web Locks and a BroadcastChannel shared by several "tabs" of one test.
 */
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '#contract/outbox';
import { ApiError, NetworkError, UnreadableAnswerError } from '@/lib/api-error';
import type { OutboxChannel, OutboxLocks, OutboxMessage, OutboxTransport } from './outbox-engine';
import type { OutboxRequest } from './outbox-types';

export type FakeGrant = { id: number; version: number; published: boolean; deadline: string; title: string };
type Answer = { status: number; body: unknown };
/**
 * What the next request meets instead of a normal answer: 'lose-answer' commits, then the connection drops;
 * 'unreadable' answers as usual (a replay included) but the body cannot be read (a 200 with an empty br body).
 */
export type Fault =
  | 'network'
  | 'lose-answer'
  | 'unreadable'
  | { status: number; body: { Message: string; ModelState?: Record<string, string[]> } };

export function createFakeServer(grants: FakeGrant[]) {
  const state = new Map(grants.map((grant) => [grant.id, { ...grant }]));
  const answers = new Map<string, Answer>();
  const faults: Fault[] = [];
  const requests: Array<{ request: OutboxRequest; headers: Record<string, string> }> = [];
  const applied: string[] = [];

  function answer(key: string, result: Answer): unknown {
    answers.set(key, result);
    return finish(result);
  }
  function finish(result: Answer): unknown {
    if (result.status >= 400) throw new ApiError(result.status, result.body as { Message: string }, null);
    return structuredClone(result.body);
  }

  const transport: OutboxTransport = async (request, headers) => {
    requests.push({ request, headers });
    await Promise.resolve();
    const fault = faults.shift();
    if (fault === 'unreadable') {
      const result = await answerOf(request, headers, undefined);
      throw new UnreadableAnswerError(200, new SyntaxError(`Unexpected end of JSON input (${typeof result})`));
    }
    return answerOf(request, headers, fault);
  };

  async function answerOf(request: OutboxRequest, headers: Record<string, string>, fault: Exclude<Fault, 'unreadable'> | undefined) {
    if (fault === 'network') throw new NetworkError(new TypeError('Failed to fetch'));
    const key = headers[IDEMPOTENCY_KEY_HEADER];
    // 401 comes before the key is looked at, and a 5xx is not stored: only a final answer is replayed.
    if (fault && fault !== 'lose-answer' && (fault.status === 401 || fault.status >= 500)) throw new ApiError(fault.status, fault.body, null);
    if (!key) return finish({ status: 400, body: { Message: 'Idempotency-Key is required' } });
    const replay = answers.get(key);
    if (replay) return finish(replay);
    if (fault && fault !== 'lose-answer') return answer(key, { status: fault.status, body: fault.body });
    const [, , id, verb] = request.path.split('/');
    const grant = state.get(Number(id));
    if (!grant) return answer(key, { status: 404, body: { Message: 'Not found' } });
    const ifMatch = headers[IF_MATCH_HEADER];
    if (ifMatch !== undefined && Number(ifMatch) !== grant.version) {
      return answer(key, { status: 412, body: { Message: 'The grant was changed by someone else.', current: { ...grant } } });
    }
    if (verb === 'Publish') grant.published = true;
    else if (verb === 'Deadline') grant.deadline = (request.json as { deadline: string }).deadline;
    grant.version += 1;
    applied.push(key);
    const result = answer(key, { status: 200, body: { ...grant } });
    if (fault === 'lose-answer') throw new NetworkError(new TypeError('Connection reset'));
    return result;
  }

  return {
    transport,
    requests,
    applied,
    grant: (id: number) => state.get(id),
    /** Someone else edits the grant on the server. */
    editElsewhere(id: number, change: Partial<FakeGrant>) {
      const grant = state.get(id);
      if (grant) Object.assign(grant, change, { version: grant.version + 1 });
    },
    failNext: (...next: Fault[]) => faults.push(...next),
  };
}

/** Web Locks for tabs of one test: one holder at a time, the others wait in line. */
export function createFakeLocks(): OutboxLocks {
  let line: Promise<unknown> = Promise.resolve();
  return {
    request(_name, callback) {
      const turn = line.then(() => callback());
      line = turn.catch(() => undefined);
      return turn;
    },
  };
}

/** A BroadcastChannel between the tabs of one test: a message reaches every tab but its sender, later. */
export function createFakeBus() {
  const tabs = new Set<(message: OutboxMessage) => void>();
  return function channel(): OutboxChannel {
    let mine: ((message: OutboxMessage) => void) | null = null;
    return {
      post(message) {
        for (const listener of tabs) if (listener !== mine) setTimeout(() => listener(structuredClone(message)), 0);
      },
      listen(listener) {
        mine = listener;
        tabs.add(listener);
        return () => tabs.delete(listener);
      },
    };
  };
}

export async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
