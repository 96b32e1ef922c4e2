/**
 * The ASP.NET Core SignalR JSON hub protocol, as the stock @microsoft/signalr client speaks it
 * (https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md): every message is a JSON
 * text ended by the record separator 0x1E; a frame may carry several. Pure functions, no sockets here.
 */

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export type InvocationMessage = { type: 1; invocationId?: string; target: string; arguments: unknown[]; streamIds?: string[] };
export type CompletionMessage = { type: 3; invocationId: string; result?: unknown; error?: string };
export type PingMessage = { type: 6 };
export type CloseMessage = { type: 7; error?: string; allowReconnect?: boolean };

/** What the server acts on; anything else it answers by closing the connection with an error. */
export type ClientMessage =
  | { kind: 'invocation'; message: InvocationMessage }
  | { kind: 'ping' }
  | { kind: 'close'; error: string | null }
  | { kind: 'unsupported'; error: string };

export function frame(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/**
 * Splits a new frame into whole messages: `pending` is the unfinished tail kept from earlier frames (it holds no
 * separator), `rest` the new tail. Only the new chunk is searched for separators, so a client sending a long record
 * a frame at a time costs one scan of each frame, not a re-scan of everything buffered. Empty records (two
 * separators in a row) are skipped.
 */
export function splitRecords(pending: string, chunk: string): { records: string[]; rest: string } {
  if (!chunk.includes(RECORD_SEPARATOR)) return { records: [], rest: pending + chunk };
  const parts = chunk.split(RECORD_SEPARATOR);
  parts[0] = pending + (parts[0] ?? '');
  const rest = parts.pop() ?? '';
  return { records: parts.filter((part) => part.length > 0), rest };
}

/** The handshake request `{"protocol":"json","version":1}`: answers null when acceptable, else the error to send back. */
export function checkHandshake(record: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return 'Handshake request is not valid JSON.';
  }
  if (typeof parsed !== 'object' || parsed === null) return 'Handshake request is not a JSON object.';
  const { protocol, version } = parsed as { protocol?: unknown; version?: unknown };
  if (protocol !== 'json') return `The protocol '${String(protocol)}' is not supported.`;
  if (version !== 1) return `The server does not support version ${String(version)} of the 'json' protocol.`;
  return null;
}

export const HANDSHAKE_OK = frame({});
export const PING = frame({ type: MessageType.Ping });

export function handshakeError(error: string): string {
  return frame({ error });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseClientMessage(record: string): ClientMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return { kind: 'unsupported', error: 'Message is not valid JSON.' };
  }
  if (!isRecord(parsed) || typeof parsed.type !== 'number') return { kind: 'unsupported', error: 'Message has no type.' };
  switch (parsed.type) {
    case MessageType.Invocation: {
      const { invocationId, target, streamIds } = parsed;
      const args = parsed.arguments;
      if (typeof target !== 'string' || !Array.isArray(args)) return { kind: 'unsupported', error: 'Invocation needs a target and arguments.' };
      if (invocationId !== undefined && typeof invocationId !== 'string') return { kind: 'unsupported', error: 'invocationId must be a string.' };
      if (Array.isArray(streamIds) && streamIds.length > 0) return { kind: 'unsupported', error: 'Streaming is not supported by this hub.' };
      const message: InvocationMessage = { type: 1, target, arguments: args };
      if (invocationId !== undefined) message.invocationId = invocationId;
      return { kind: 'invocation', message };
    }
    case MessageType.Ping:
      return { kind: 'ping' };
    case MessageType.Close:
      return { kind: 'close', error: typeof parsed.error === 'string' ? parsed.error : null };
    case MessageType.StreamItem:
    case MessageType.StreamInvocation:
    case MessageType.CancelInvocation:
      return { kind: 'unsupported', error: 'Streaming is not supported by this hub.' };
    default:
      return { kind: 'unsupported', error: `Message type ${parsed.type} is not supported by this hub.` };
  }
}

export function invocation(target: string, args: unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

export function completionResult(invocationId: string, result: unknown): string {
  return frame({ type: MessageType.Completion, invocationId, result });
}

export function completionError(invocationId: string, error: string): string {
  return frame({ type: MessageType.Completion, invocationId, error });
}

export function closeMessage(error?: string, allowReconnect?: boolean): string {
  const message: CloseMessage = { type: MessageType.Close };
  if (error !== undefined) message.error = error;
  if (allowReconnect !== undefined) message.allowReconnect = allowReconnect;
  return frame(message);
}
