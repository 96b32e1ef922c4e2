import { describe, expect, it } from 'vitest';
import type { SignedInStaff } from '../platform/app-context';
import { localBackplane } from './backplane';
import { HubConnection, type ConnectionHost, type HubSocket } from './connection';
import { NotificationHub, issueConnectionToken, readConnectionToken } from './hub';
import { RECORD_SEPARATOR, checkHandshake, parseClientMessage, splitRecords } from './protocol';

const RS = RECORD_SEPARATOR;
const staff: SignedInStaff = { id: 7, kind: 'staff', donorId: 3, roleId: null, permissions: [], jti: 'j', tokenExpiresAt: new Date(Date.now() + 3_600_000) };

class FakeSocket implements HubSocket {
  readyState = 1;
  sent: string[] = [];
  closedWith: { code?: number | undefined; reason?: string | undefined } | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.readyState = 3;
    this.closedWith = { code, reason };
  }
  /** Every JSON record sent so far, parsed. */
  messages(): Record<string, unknown>[] {
    return splitRecords('', this.sent.join('')).records.map((record) => JSON.parse(record) as Record<string, unknown>);
  }
}

function fakeHost(unread = 4): ConnectionHost & { joinedCount: number; closedCount: number } {
  return {
    joinedCount: 0,
    closedCount: 0,
    joined() {
      this.joinedCount += 1;
    },
    closed() {
      this.closedCount += 1;
    },
    unreadTotal: () => Promise.resolve(unread),
  };
}

function open(host = fakeHost()) {
  const socket = new FakeSocket();
  const connection = new HubConnection('conn-1', staff, socket, host);
  return { socket, connection, host };
}

const handshake = `{"protocol":"json","version":1}${RS}`;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SignalR JSON protocol', () => {
  it('frames records with 0x1E and keeps an unfinished tail', () => {
    expect(splitRecords('', `{"type":6}${RS}{"type":6}${RS}{"ty`)).toEqual({ records: ['{"type":6}', '{"type":6}'], rest: '{"ty' });
    expect(splitRecords('', `${RS}${RS}{"type":6}${RS}`)).toEqual({ records: ['{"type":6}'], rest: '' });
    expect(splitRecords('{"ty', `pe":6}${RS}{`)).toEqual({ records: ['{"type":6}'], rest: '{' });
    expect(splitRecords('{"type"', ':6')).toEqual({ records: [], rest: '{"type":6' });
  });

  it('accepts only the json protocol, version 1', () => {
    expect(checkHandshake('{"protocol":"json","version":1}')).toBeNull();
    expect(checkHandshake('{"protocol":"messagepack","version":1}')).toMatch(/not supported/);
    expect(checkHandshake('{"protocol":"json","version":2}')).toMatch(/version 2/);
    expect(checkHandshake('nope')).toMatch(/not valid JSON/);
  });

  it('classifies client messages', () => {
    expect(parseClientMessage('{"type":1,"invocationId":"1","target":"connect","arguments":[1,2]}')).toEqual({
      kind: 'invocation',
      message: { type: 1, invocationId: '1', target: 'connect', arguments: [1, 2] },
    });
    expect(parseClientMessage('{"type":6}')).toEqual({ kind: 'ping' });
    expect(parseClientMessage('{"type":7,"error":"bye"}')).toEqual({ kind: 'close', error: 'bye' });
    for (const record of ['{"type":4,"invocationId":"1","target":"x","arguments":[]}', '{"type":2}', '{"type":5}', '{"type":42}', '[1]', '{}', '{"type":1,"target":"x","arguments":[],"streamIds":["a"]}']) {
      expect(parseClientMessage(record).kind).toBe('unsupported');
    }
  });

  it('answers the handshake with {} and then handles several records in one frame', async () => {
    const { socket, connection, host } = open();
    connection.receive(handshake);
    expect(socket.sent).toEqual([`{}${RS}`]);
    connection.receive(`{"type":6}${RS}{"type":1,"invocationId":"1","target":"connect","arguments":[7,3]}${RS}`);
    await flush();
    expect(socket.messages().at(-1)).toEqual({ type: 3, invocationId: '1', result: { connection_id: 'conn-1', unread_total: 4 } });
    expect(host.joinedCount).toBe(1);
    expect(connection.joined).toBe(true);
  });

  it('reassembles a record split over two frames, handshake included', () => {
    const { socket, connection } = open();
    connection.receive('{"protocol":"js');
    expect(socket.sent).toEqual([]);
    connection.receive(`on","version":1}${RS}`);
    expect(socket.sent).toEqual([`{}${RS}`]);
  });

  it('answers a bad handshake with an error and closes', () => {
    const { socket, connection, host } = open();
    connection.receive(`{"protocol":"messagepack","version":1}${RS}`);
    expect(socket.messages()).toEqual([{ error: "The protocol 'messagepack' is not supported." }]);
    expect(socket.closedWith?.code).toBe(1008);
    expect(host.closedCount).toBe(1);
    connection.receive(handshake);
    expect(socket.sent).toHaveLength(1);
  });

  it('refuses a connect whose user or donor does not match the token, and unknown methods', async () => {
    const { socket, connection, host } = open();
    connection.receive(handshake);
    connection.receive(`{"type":1,"invocationId":"1","target":"connect","arguments":[8,3]}${RS}`);
    connection.receive(`{"type":1,"invocationId":"2","target":"connect","arguments":["7","4"]}${RS}`);
    connection.receive(`{"type":1,"invocationId":"3","target":"deleteEverything","arguments":[]}${RS}`);
    connection.receive(`{"type":1,"target":"deleteEverything","arguments":[]}${RS}`);
    await flush();
    const [, first, second, third, ...rest] = socket.messages();
    expect(first).toMatchObject({ type: 3, invocationId: '1', error: expect.stringMatching(/do not match/) });
    expect(second).toMatchObject({ type: 3, invocationId: '2', error: expect.stringMatching(/do not match/) });
    expect(third).toMatchObject({ type: 3, invocationId: '3', error: expect.stringMatching(/does not exist/) });
    expect(rest).toEqual([]);
    expect(host.joinedCount).toBe(0);
    expect(socket.closedWith).toBeNull();
  });

  it('accepts ids sent as strings', async () => {
    const { socket, connection } = open();
    connection.receive(handshake);
    connection.receive(`{"type":1,"invocationId":"9","target":"connect","arguments":["7","3"]}${RS}`);
    await flush();
    expect(socket.messages().at(-1)).toMatchObject({ type: 3, invocationId: '9', result: { unread_total: 4 } });
  });

  it('closes with an error on streaming, unknown types and bad JSON', () => {
    for (const bad of ['{"type":4,"invocationId":"1","target":"x","arguments":[]}', '{"type":99}', '{not json']) {
      const { socket, connection } = open();
      connection.receive(handshake);
      connection.receive(bad + RS);
      expect(socket.messages().at(-1)).toMatchObject({ type: 7, error: expect.any(String) });
      expect(socket.closedWith?.code).toBe(1008);
      expect(connection.isOpen).toBe(false);
    }
  });

  it('closes quietly when the client sends close', () => {
    const { socket, connection, host } = open();
    connection.receive(handshake);
    connection.receive(`{"type":7}${RS}`);
    expect(socket.closedWith?.code).toBe(1000);
    expect(host.closedCount).toBe(1);
  });

  it('pushes invocations and pings only after the handshake', () => {
    const { socket, connection } = open();
    connection.push('onNewNotification', [{ id: 1 }]);
    connection.ping();
    expect(socket.sent).toEqual([]);
    connection.receive(handshake);
    connection.push('onNewNotification', [{ id: 1 }]);
    connection.ping();
    expect(socket.messages().slice(1)).toEqual([{ type: 1, target: 'onNewNotification', arguments: [{ id: 1 }] }, { type: 6 }]);
  });
});

describe('hub keep-alive and delivery', () => {
  const db = {} as ConstructorParameters<typeof NotificationHub>[0];

  it('pings every tick, drops silent clients, late handshakes and expired tokens', () => {
    const hub = new NotificationHub(db, localBackplane(), { clientTimeoutMs: 30_000, handshakeTimeoutMs: 15_000 });
    const now = Date.now();
    const live = new FakeSocket();
    hub.open('a', staff, live).receive(handshake);
    const silent = new FakeSocket();
    const silentConnection = hub.open('b', staff, silent);
    silentConnection.receive(handshake);
    silentConnection.lastReceivedAt = now - 31_000;
    const shy = new FakeSocket();
    hub.open('c', staff, shy);
    const expired = new FakeSocket();
    hub.open('d', { ...staff, tokenExpiresAt: new Date(now - 1) }, expired).receive(handshake);
    expect(hub.connectionCount).toBe(4);

    hub.tick(now + 16_000);
    expect(live.messages().at(-1)).toEqual({ type: 6 });
    expect(silent.messages().at(-1)).toMatchObject({ type: 7, error: expect.stringMatching(/timeout/) });
    expect(shy.closedWith?.code).toBe(1008);
    expect(expired.messages().at(-1)).toMatchObject({ type: 7, allowReconnect: true });
    expect(hub.connectionCount).toBe(1);
  });

  it('delivers to the joined connections of the recipient only', async () => {
    const hub = new NotificationHub(db, localBackplane());
    Object.assign(hub, { unreadTotal: () => Promise.resolve(0) });
    const joined = new FakeSocket();
    const connection = hub.open('a', staff, joined);
    connection.receive(`${handshake}{"type":1,"invocationId":"1","target":"connect","arguments":[7,3]}${RS}`);
    const notJoined = new FakeSocket();
    hub.open('b', staff, notJoined).receive(handshake);
    await flush();
    const notification = { id: 5 } as never;
    hub.push([
      { userId: 7, notification },
      { userId: 8, notification },
    ]);
    expect(joined.messages().filter((message) => message.type === 1)).toEqual([{ type: 1, target: 'onNewNotification', arguments: [{ id: 5 }] }]);
    expect(notJoined.messages()).toEqual([{}]);
    connection.socketClosed();
    hub.push([{ userId: 7, notification }]);
    expect(joined.messages().filter((message) => message.type === 1)).toHaveLength(1);
  });
});

describe('connection tokens', () => {
  it('bind the connection id to the user and expire', () => {
    const now = Date.now();
    const token = issueConnectionToken('secret', 'abc', 7, now);
    expect(readConnectionToken('secret', token, 7, now + 1000)).toBe('abc');
    expect(readConnectionToken('secret', token, 8, now)).toBeNull();
    expect(readConnectionToken('other', token, 7, now)).toBeNull();
    expect(readConnectionToken('secret', token, 7, now + 6 * 60_000)).toBeNull();
    expect(readConnectionToken('secret', `${token}x`, 7, now)).toBeNull();
    expect(readConnectionToken('secret', 'garbage', 7, now)).toBeNull();
  });
});
