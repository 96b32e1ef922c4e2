import { HUB_METHODS, type HubConnectResult } from '#contract/notifications';
import type { SignedInPartner, SignedInStaff } from '../platform/app-context';
import {
  HANDSHAKE_OK,
  PING,
  checkHandshake,
  closeMessage,
  completionError,
  completionResult,
  handshakeError,
  invocation,
  parseClientMessage,
  splitRecords,
  type InvocationMessage,
} from './protocol';

/**
 * One hub connection: the handshake, then invocations, pings and close, over any socket with send/close
 * (a `ws` WebSocket in production, a fake in the protocol tests).
 */

/** The part of a `ws` WebSocket the hub uses. */
export type HubSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

const OPEN = 1;
/** WebSocket close codes: normal, policy violation for protocol errors, and message too big. */
const NORMAL = 1000;
const PROTOCOL_ERROR = 1008;
const MESSAGE_TOO_BIG = 1009;

/**
 * The longest unfinished message the hub keeps between frames. The client's messages (handshake, `connect`, pings)
 * are under a hundred bytes; without a bound, frames without the 0x1E separator piled up without limit (issue 18.2).
 */
export const MAX_PENDING_CHARS = 16 * 1024;

export type ConnectionHost = {
  /** `connect` succeeded: from now on this connection receives the user's notifications. */
  joined(connection: HubConnection): void;
  closed(connection: HubConnection): void;
  unreadTotal(userId: number): Promise<number>;
};

export class HubConnection {
  private buffered = '';
  private handshakeDone = false;
  private ended = false;
  /** True once `connect(userId, donorId)` matched the token. */
  joined = false;
  readonly openedAt = Date.now();
  lastReceivedAt = Date.now();

  constructor(
    readonly id: string,
    readonly staff: SignedInStaff | SignedInPartner,
    private readonly socket: HubSocket,
    private readonly host: ConnectionHost,
  ) {}

  get isOpen(): boolean {
    return !this.ended && this.socket.readyState === OPEN;
  }

  get isHandshakeDone(): boolean {
    return this.handshakeDone;
  }

  /** A text frame from the client: any number of whole or partial records. */
  receive(text: string): void {
    if (this.ended) return;
    this.lastReceivedAt = Date.now();
    const { records, rest } = splitRecords(this.buffered, text);
    if (rest.length > MAX_PENDING_CHARS) {
      this.buffered = '';
      this.fail('The message is too big.', false, MESSAGE_TOO_BIG);
      return;
    }
    this.buffered = rest;
    for (const record of records) {
      if (this.ended) return;
      if (!this.handshakeDone) this.handshake(record);
      else this.handle(record);
    }
  }

  private handshake(record: string): void {
    const error = checkHandshake(record);
    if (error) {
      this.send(handshakeError(error));
      this.end(PROTOCOL_ERROR, 'handshake failed');
      return;
    }
    this.handshakeDone = true;
    this.send(HANDSHAKE_OK);
  }

  private handle(record: string): void {
    const parsed = parseClientMessage(record);
    switch (parsed.kind) {
      case 'ping':
        return;
      case 'close':
        this.end(NORMAL, 'closed by the client');
        return;
      case 'unsupported':
        this.fail(parsed.error);
        return;
      case 'invocation':
        this.invoke(parsed.message);
    }
  }

  private invoke(message: InvocationMessage): void {
    const answer = (outcome: { result: unknown } | { error: string }) => {
      if (message.invocationId === undefined) return;
      this.send('error' in outcome ? completionError(message.invocationId, outcome.error) : completionResult(message.invocationId, outcome.result));
    };
    if (message.target.toLowerCase() !== HUB_METHODS.connect.toLowerCase()) {
      answer({ error: `Failed to invoke '${message.target}': the method does not exist.` });
      return;
    }
    // The spec's (userId, donorId); a partner user's second argument is their organisation (decision 182).
    const [userId, scopeId] = message.arguments;
    const ownScope = this.staff.kind === 'staff' ? this.staff.donorId : this.staff.ngoId;
    if (String(userId) !== String(this.staff.id) || String(scopeId) !== String(ownScope)) {
      answer({ error: "Failed to invoke 'connect': the user and donor do not match the access token." });
      return;
    }
    this.joined = true;
    this.host.joined(this);
    this.host.unreadTotal(this.staff.id).then(
      (unread) => answer({ result: { connection_id: this.id, unread_total: unread } satisfies HubConnectResult }),
      () => answer({ error: "Failed to invoke 'connect' due to an error on the server." }),
    );
  }

  /** A server-to-client invocation without an id (no answer expected). */
  push(target: string, args: unknown[]): void {
    if (this.handshakeDone) this.send(invocation(target, args));
  }

  ping(): void {
    if (this.handshakeDone) this.send(PING);
  }

  /** Sends a close message with the error, then closes the socket. */
  fail(error: string, allowReconnect?: boolean, code = PROTOCOL_ERROR): void {
    if (this.handshakeDone) this.send(closeMessage(error, allowReconnect));
    this.end(code, error.slice(0, 120));
  }

  /** The server shuts down or the token ran out: a close message without error, then the socket. */
  shutdown(reason: string, allowReconnect: boolean): void {
    if (this.handshakeDone) this.send(closeMessage(undefined, allowReconnect));
    this.end(NORMAL, reason);
  }

  /** The socket closed under us (client went away). */
  socketClosed(): void {
    if (this.ended) return;
    this.ended = true;
    this.host.closed(this);
  }

  private send(data: string): void {
    if (this.ended || this.socket.readyState !== OPEN) return;
    this.socket.send(data);
  }

  private end(code: number, reason: string): void {
    if (this.ended) return;
    this.ended = true;
    this.host.closed(this);
    try {
      this.socket.close(code, reason);
    } catch {
      // already closing
    }
  }
}
