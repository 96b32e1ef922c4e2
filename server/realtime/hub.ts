import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HUB_PATH } from '#contract/api-paths';
import { HandledStatus } from '#contract/errors';
import { HUB_METHODS } from '#contract/notifications';
import type { Database } from '../db/schema';
import { countUnread } from '../modules/notifications/repository';
import type { SignedInPartner, SignedInStaff } from '../platform/app-context';
import { accountFromAccessToken } from '../platform/auth';
import { ApiError, unauthorized } from '../platform/errors';
import { DEFAULT_CHANNEL, localBackplane, redisBackplane, type Backplane, type Delivery, type Revocation } from './backplane';
import { HubConnection, type ConnectionHost, type HubSocket } from './connection';

/**
 * The notification hub at /hubs/DonorNotification (issue 5, docs/decisions/110-signalr-hub.md): the SignalR negotiate
 * endpoint and the WebSocket transport with the JSON hub protocol. Connections that called `connect` receive
 * `onNewNotification` for their user, raised on this instance or, through the backplane, on another.
 */

type Db = Kysely<Database>;

export type HubOptions = {
  /** Server keep-alive pings (SignalR's KeepAliveInterval, 15 s). */
  keepAliveMs?: number;
  /** A client silent this long is gone (SignalR's ClientTimeoutInterval, 30 s). */
  clientTimeoutMs?: number;
  /** Time allowed for the handshake after the socket opens. */
  handshakeTimeoutMs?: number;
  /** The Redis channel (tests give each run its own). */
  channel?: string;
};

const CONNECTION_TOKEN_LIFETIME_MS = 5 * 60_000;

/**
 * Sockets one user may hold open on one instance: the PWA opens one per tab, so this leaves room for a working
 * day's tabs and stops one account from holding thousands (issue 18.2).
 */
export const MAX_CONNECTIONS_PER_USER = 10;

export class NotificationHub implements ConnectionHost {
  private readonly connections = new Set<HubConnection>();
  private readonly byUser = new Map<number, Set<HubConnection>>();
  /** Open connections per user, joined or not. */
  private readonly openByUser = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  readonly keepAliveMs: number;
  readonly clientTimeoutMs: number;
  readonly handshakeTimeoutMs: number;

  constructor(
    private readonly db: Db,
    readonly backplane: Backplane,
    options: HubOptions = {},
  ) {
    this.keepAliveMs = options.keepAliveMs ?? 15_000;
    this.clientTimeoutMs = options.clientTimeoutMs ?? 30_000;
    this.handshakeTimeoutMs = options.handshakeTimeoutMs ?? 15_000;
    backplane.onRemote((message) => {
      if ('deliveries' in message) this.deliverLocally(message.deliveries);
      else this.closeRevoked(message.revocation);
    });
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** May this user open one more socket? Checked before the upgrade, and again when the socket opens. */
  hasRoomFor(userId: number): boolean {
    return (this.openByUser.get(userId) ?? 0) < MAX_CONNECTIONS_PER_USER;
  }

  open(id: string, staff: SignedInStaff | SignedInPartner, socket: HubSocket): HubConnection {
    const connection = new HubConnection(id, staff, socket, this);
    this.connections.add(connection);
    this.openByUser.set(staff.id, (this.openByUser.get(staff.id) ?? 0) + 1);
    return connection;
  }

  joined(connection: HubConnection): void {
    let set = this.byUser.get(connection.staff.id);
    if (!set) {
      set = new Set();
      this.byUser.set(connection.staff.id, set);
    }
    set.add(connection);
  }

  closed(connection: HubConnection): void {
    if (!this.connections.delete(connection)) return;
    const open = (this.openByUser.get(connection.staff.id) ?? 1) - 1;
    if (open > 0) this.openByUser.set(connection.staff.id, open);
    else this.openByUser.delete(connection.staff.id);
    const set = this.byUser.get(connection.staff.id);
    if (set) {
      set.delete(connection);
      if (set.size === 0) this.byUser.delete(connection.staff.id);
    }
  }

  unreadTotal(userId: number): Promise<number> {
    return countUnread(this.db, userId);
  }

  /** Committed notifications: to this instance's connections now, to the other instances through the backplane. */
  push(deliveries: Delivery[]): void {
    if (deliveries.length === 0) return;
    this.deliverLocally(deliveries);
    this.backplane.publish({ deliveries });
  }

  /**
   * Logout, a password change or a removal: the sessions' sockets close here and, through the backplane, on every
   * other instance, so a revoked token stops receiving notifications at once (issue 18.5).
   */
  revoke(revocation: Revocation): void {
    this.closeRevoked(revocation);
    this.backplane.publish({ revocation });
  }

  closeRevoked({ userId, jti }: Revocation): void {
    for (const connection of this.connections) {
      if (connection.staff.id !== userId || (jti !== undefined && connection.staff.jti !== jti)) continue;
      // The client may reconnect: with the token it holds now (after a password change, its new one) or not at all.
      connection.fail('The session has ended.', true);
    }
  }

  deliverLocally(deliveries: Delivery[]): void {
    for (const { userId, notification } of deliveries) {
      const set = this.byUser.get(userId);
      if (!set) continue;
      for (const connection of set) connection.push(HUB_METHODS.onNewNotification, [notification]);
    }
  }

  /** Every keep-alive interval: ping, and drop connections that are silent, never shook hands, or outlived their token. */
  tick(now = Date.now()): void {
    for (const connection of this.connections) {
      if (!connection.isHandshakeDone) {
        if (now - connection.openedAt > this.handshakeTimeoutMs) connection.fail('Handshake was not received in time.');
        continue;
      }
      if (now - connection.lastReceivedAt > this.clientTimeoutMs) connection.fail('Server timeout elapsed without receiving a message from the client.');
      else if (connection.staff.tokenExpiresAt.getTime() <= now) connection.fail('The access token has expired.', true);
      else connection.ping();
    }
  }

  async start(): Promise<void> {
    await this.backplane.start();
    this.timer = setInterval(() => this.tick(), this.keepAliveMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    // Deleting the visited entry while iterating a Set is safe.
    for (const connection of this.connections) connection.shutdown('server shutting down', true);
    await this.backplane.close();
  }
}

const hubs = new WeakMap<object, NotificationHub>();

/** The hub of the app that owns this database handle (the notify path only has the handle). */
export function hubOfDatabase(db: Db): NotificationHub | undefined {
  return hubs.get(db);
}

/** The connection token ties a negotiated connection id to its user, so any instance can accept the socket. */
function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`hub:${payload}`).digest('base64url');
}

export function issueConnectionToken(secret: string, connectionId: string, userId: number, now = Date.now()): string {
  const payload = `${connectionId}.${now.toString(36)}`;
  return `${payload}.${sign(secret, `${payload}.${userId}`)}`;
}

/** The connection id of a valid, fresh token for this user, or null. */
export function readConnectionToken(secret: string, token: string, userId: number, now = Date.now()): string | null {
  const [connectionId, issued, mac] = token.split('.');
  if (!connectionId || !issued || !mac) return null;
  const expected = Buffer.from(sign(secret, `${connectionId}.${issued}.${userId}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const issuedAt = Number.parseInt(issued, 36);
  if (!Number.isFinite(issuedAt) || now - issuedAt > CONNECTION_TOKEN_LIFETIME_MS || issuedAt - now > 60_000) return null;
  return connectionId;
}

function queryValue(request: FastifyRequest, name: string): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Browsers cannot set headers on a WebSocket, so SignalR sends the token as access_token; Node clients may use the header. */
function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  return bearer ?? queryValue(request, 'access_token');
}

async function authenticate(request: FastifyRequest): Promise<SignedInStaff | SignedInPartner> {
  const token = accessTokenOf(request);
  const staff = token ? await accountFromAccessToken(request.server.portal, token) : null;
  if (!staff) throw unauthorized();
  return staff;
}

function newConnectionId(): string {
  return randomBytes(16).toString('base64url');
}

/** Registers the hub's routes and its lifecycle on the app. */
export async function registerHub(app: FastifyInstance, options: HubOptions = {}): Promise<NotificationHub> {
  const { portal } = app;
  const backplane = portal.config.redisUrl ? redisBackplane(portal.config.redisUrl, options.channel ?? DEFAULT_CHANNEL, app.log) : localBackplane();
  const hub = new NotificationHub(portal.db, backplane, options);
  hubs.set(portal.db, hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());

  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  app.post(`${HUB_PATH}/negotiate`, { schema: { hide: true } }, async (request) => {
    const staff = await authenticate(request);
    const connectionId = newConnectionId();
    const connectionToken = issueConnectionToken(portal.config.jwtSecret, connectionId, staff.id);
    const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
    const version = Number(queryValue(request, 'negotiateVersion') ?? 0);
    // Version 0 clients connect with ?id=<connectionId>, so the signed token stands in for it.
    if (version >= 1) return { negotiateVersion: 1, connectionId, connectionToken, availableTransports };
    return { negotiateVersion: 0, connectionId: connectionToken, availableTransports };
  });

  app.get(
    HUB_PATH,
    {
      websocket: true,
      schema: { hide: true },
      // Before the upgrade: a refused token answers a plain 401 and no socket is opened.
      preValidation: async (request) => {
        const staff = await authenticate(request);
        const id = queryValue(request, 'id');
        // Without negotiation (skipNegotiation) there is no id; with one, it must be ours and this user's.
        if (id !== null && readConnectionToken(portal.config.jwtSecret, id, staff.id) === null) throw unauthorized();
        if (!hub.hasRoomFor(staff.id)) throw new ApiError(HandledStatus.TooManyRequests, 'tooManyRequests');
        if (staff.kind === 'staff') request.staff = staff;
        else request.partner = staff;
      },
    },
    (socket, request) => {
      const staff = request.staff ?? request.partner;
      if (!staff) {
        socket.close(1008, 'unauthorized');
        return;
      }
      // Upgrades that passed the check together may overshoot it: the later ones close at once (1013: try again later).
      if (!hub.hasRoomFor(staff.id)) {
        socket.close(1013, 'too many connections');
        return;
      }
      const id = queryValue(request, 'id');
      const connection = hub.open((id && readConnectionToken(portal.config.jwtSecret, id, staff.id)) ?? newConnectionId(), staff, socket);
      socket.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
        if (isBinary) {
          connection.fail('Binary messages are not supported by the JSON protocol.');
          return;
        }
        connection.receive(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'));
      });
      socket.on('close', () => connection.socketClosed());
      socket.on('error', () => connection.socketClosed());
    },
  );
  return hub;
}
