import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_PATH } from '#contract/api-paths';
import { HUB_METHODS, type HubConnectResult, type Notification } from '#contract/notifications';
import { apiOrigin } from '@/lib/config';
import { getSession } from '@/lib/session';
import { hubRetryDelay } from './retry-delay';

/**
 * The live notification connection (docs/decisions/110, 115). Loaded only through a dynamic import after sign-in:
 * @microsoft/signalr must never reach the first page (docs/decisions/008-bundle-budgets.md).
 */
export type HubHandlers = {
  onNotification: (notification: Notification) => void;
  /** After every (re)connection's `connect`: the unread count. */
  onConnected: (result: HubConnectResult) => void;
  /** The connection came back after a drop: lists may have missed pushes. */
  onReconnected: () => void;
  /** The connection dropped; it is being brought back. */
  onDisconnected: () => void;
};

export type HubSession = { userId: number; donorId: number };

/** Starts the connection and keeps it up until the returned stop is called (logout, unmount). */
export function startNotificationHub(session: HubSession, handlers: HubHandlers): () => void {
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(apiOrigin + HUB_PATH, {
      accessTokenFactory: () => getSession()?.token ?? '',
      transport: HttpTransportType.WebSockets,
      skipNegotiation: false,
    })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (context) => hubRetryDelay(context.previousRetryCount) })
    .configureLogging(LogLevel.None)
    .build();

  connection.on(HUB_METHODS.onNewNotification, (notification: Notification) => handlers.onNotification(notification));

  const connect = async () => {
    const result = await connection.invoke<HubConnectResult>(HUB_METHODS.connect, session.userId, session.donorId);
    handlers.onConnected(result);
  };

  const scheduleStart = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void start(), hubRetryDelay(attempt++));
  };

  const start = async () => {
    if (stopped) return;
    try {
      await connection.start();
      attempt = 0;
      await connect();
    } catch {
      if (stopped) return;
      // A start that failed leaves the connection disconnected; a failed `connect` on a live one: drop and retry.
      if (connection.state !== 'Disconnected') await connection.stop().catch(() => undefined);
      scheduleStart();
    }
  };

  connection.onreconnecting(() => handlers.onDisconnected());
  connection.onreconnected(() => {
    void connect().catch(() => undefined);
    handlers.onReconnected();
  });
  // Automatic reconnect gave up or the server closed: start again with the same backoff.
  connection.onclose(() => {
    if (!stopped) handlers.onDisconnected();
    scheduleStart();
  });

  void start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    void connection.stop().catch(() => undefined);
  };
}
