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

type Envelope = { origin: string; deliveries: Delivery[] };

type Log = { warn(object: object, message: string): void; error(object: object, message: string): void };

export interface Backplane {
  readonly kind: 'local' | 'redis';
  /** Called once by the hub: deliveries raised on other instances. */
  onRemote(handler: (deliveries: Delivery[]) => void): void;
  /** Shares deliveries this instance raised (and has delivered locally already). */
  publish(deliveries: Delivery[]): void;
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
  let handler: ((deliveries: Delivery[]) => void) | null = null;
  for (const client of [publisher, subscriber]) client.on('error', (error: Error) => log.warn({ err: error }, 'redis backplane connection error'));

  subscriber.on('message', (received: string, payload: string) => {
    if (received !== channel) return;
    try {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.origin !== origin) handler?.(envelope.deliveries);
    } catch (error) {
      log.warn({ err: error }, 'unreadable message on the notification channel');
    }
  });

  return {
    kind: 'redis',
    onRemote(next) {
      handler = next;
    },
    publish(deliveries) {
      const envelope: Envelope = { origin, deliveries };
      publisher.publish(channel, JSON.stringify(envelope)).catch((error: unknown) => log.error({ err: error }, 'notification publish to redis failed'));
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
