import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Notification } from '#contract/notifications';

/**
 * How notifications reach the connections of other server instances (ARCHITECTURE "Live notifications"): without
 * REDIS_URL there is one instance and nothing to share; with it every instance publishes what it raised on one
 * Redis channel and delivers what the others raised to its own connections. docs/decisions/113-redis-backplane.md.
 */

/** One stored notification for one recipient. */
export type Delivery = { userId: number; notification: Notification };

/** Sessions that ended (logout: one token; a password change or removal: every token of the user). */
export type Revocation = { userId: number; jti?: string };

/** What instances tell each other: notifications to deliver, or sessions whose sockets must close. */
export type BackplaneMessage = { deliveries: Delivery[] } | { revocation: Revocation };

type Envelope = { origin: string } & BackplaneMessage;

type Log = { warn(object: object, message: string): void; error(object: object, message: string): void };

export interface Backplane {
  readonly kind: 'local' | 'redis';
  /** Called once by the hub: what other instances published. */
  onRemote(handler: (message: BackplaneMessage) => void): void;
  /** Shares what this instance raised (and has already acted on locally). */
  publish(message: BackplaneMessage): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function localBackplane(): Backplane {
  return {
    kind: 'local',
    onRemote: () => undefined,
    publish: () => undefined,
    start: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

export const DEFAULT_CHANNEL = 'donor-portal:notifications';

export function redisBackplane(url: string, channel: string, log: Log): Backplane {
  const origin = randomUUID();
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  let handler: ((message: BackplaneMessage) => void) | null = null;
  for (const client of [publisher, subscriber]) client.on('error', (error: Error) => log.warn({ err: error }, 'redis backplane connection error'));

  subscriber.on('message', (received: string, payload: string) => {
    if (received !== channel) return;
    try {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.origin === origin) return;
      if ('deliveries' in envelope) handler?.({ deliveries: envelope.deliveries });
      else if ('revocation' in envelope) handler?.({ revocation: envelope.revocation });
    } catch (error) {
      log.warn({ err: error }, 'unreadable message on the notification channel');
    }
  });

  return {
    kind: 'redis',
    onRemote(next) {
      handler = next;
    },
    publish(message) {
      const envelope: Envelope = { origin, ...message };
      publisher.publish(channel, JSON.stringify(envelope)).catch((error: unknown) => log.error({ err: error }, 'publish to redis failed'));
    },
    async start() {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
