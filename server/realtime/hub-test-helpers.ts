import { createRequire } from 'node:module';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { AddressInfo } from 'node:net';
import { HUB_PATH } from '#contract/api-paths';
import type { Notification } from '#contract/notifications';
import type { PortalApp } from '../platform/app-context';

/** Test helpers for the hub: a listening app, the stock SignalR client, and raw sockets. */

export async function listen(app: PortalApp): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export type LiveClient = { connection: HubConnection; received: Notification[]; next(timeoutMs?: number): Promise<Notification> };

/** The stock @microsoft/signalr client over WebSockets, as the PWA will build it. */
export async function signalrClient(baseUrl: string, token: string): Promise<LiveClient> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${HUB_PATH}`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  const received: Notification[] = [];
  const waiting: ((notification: Notification) => void)[] = [];
  connection.on('onNewNotification', (notification: Notification) => {
    const resolve = waiting.shift();
    if (resolve) resolve(notification);
    else received.push(notification);
  });
  await connection.start();
  return {
    connection,
    received,
    next(timeoutMs = 5000) {
      const queued = received.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no notification arrived')), timeoutMs);
        waiting.push((notification) => {
          clearTimeout(timer);
          resolve(notification);
        });
      });
    },
  };
}

/** Resolves 'closed' when the server closes the client's connection, or 'open' if it is still up after `timeoutMs`. */
export function whenClosed(connection: HubConnection, timeoutMs = 3000): Promise<'closed' | 'open'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('open'), timeoutMs);
    connection.onclose(() => {
      clearTimeout(timer);
      resolve('closed');
    });
  });
}

/** The part of the `ws` WebSocket the tests use (the package ships no types of its own). */
export type RawSocket = {
  on(event: 'open', listener: () => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode: number }) => void): void;
  send(data: string): void;
  close(): void;
  terminate(): void;
};

const require = createRequire(import.meta.url);
const WebSocketClass = require('ws') as new (url: string) => RawSocket;

export function rawSocket(url: string): RawSocket {
  return new WebSocketClass(url);
}

/** Opens a raw socket and answers 'open' or the HTTP status that refused the upgrade. */
export function openRaw(url: string): Promise<{ socket: RawSocket; status: number | 'open' }> {
  return new Promise((resolve, reject) => {
    const socket = rawSocket(url);
    socket.on('open', () => resolve({ socket, status: 'open' }));
    socket.on('unexpected-response', (_request, response) => {
      resolve({ socket, status: response.statusCode });
      socket.terminate();
    });
    socket.on('error', (error) => reject(error));
  });
}

/** Opens a raw socket (without negotiation) and completes the JSON protocol handshake. */
export async function handshaken(url: string): Promise<RawSocket> {
  const { socket, status } = await openRaw(url);
  if (status !== 'open') throw new Error(`socket refused: ${status}`);
  const answered = new Promise<string>((resolve) => socket.on('message', (data) => resolve(data.toString())));
  socket.send(`{"protocol":"json","version":1}\u001e`);
  if ((await answered) !== '{}\u001e') throw new Error('handshake refused');
  return socket;
}

/** The close code the server gives the socket, or 'open' if it is still open after `timeoutMs`. */
export function closeCode(socket: RawSocket, timeoutMs = 3000): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('open'), timeoutMs);
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

export async function negotiate(baseUrl: string, token: string): Promise<Response> {
  return fetch(`${baseUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
}

export function wsUrl(baseUrl: string, query: Record<string, string>): string {
  return `${baseUrl.replace(/^http/, 'ws')}${HUB_PATH}?${new URLSearchParams(query).toString()}`;
}
