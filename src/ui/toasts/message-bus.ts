/**
 * Message toasts (spec section 2): success, warning, error. Anything may raise one — a mutation's
 * success, the central error reporter — and the single <MessageToaster> shows them. The toaster is loaded
 * with the first message, so messages raised before it listens wait here, the latest two kept.
 */
import { MESSAGE_TOAST_MS, MESSAGE_TOASTS_KEPT } from '#contract/constants';

export type MessageIntent = 'success' | 'warning' | 'error';
export type Message = { intent: MessageIntent; text: string };

type Listener = (message: Message) => void;
const listeners = new Set<Listener>();
const waiting: Message[] = [];
const firstMessageWatchers = new Set<() => void>();

/** When each message was last raised, by intent and text. */
const raisedAt = new Map<string, number>();

/**
 * A message raised again while the same one is still on screen is not shown twice: offline, every query of a page
 * fails at once and the error reporter says "You are offline" for each of them.
 */
function isRepeat(message: Message, now: number): boolean {
  for (const [key, at] of raisedAt) if (now - at >= MESSAGE_TOAST_MS) raisedAt.delete(key);
  const key = `${message.intent}\n${message.text}`;
  if (raisedAt.has(key)) return true;
  raisedAt.set(key, now);
  return false;
}

export function showMessage(message: Message): void {
  if (isRepeat(message, Date.now())) return;
  if (listeners.size === 0) {
    waiting.push(message);
    waiting.splice(0, Math.max(0, waiting.length - MESSAGE_TOASTS_KEPT));
    for (const watcher of firstMessageWatchers) watcher();
    return;
  }
  for (const listener of listeners) listener(message);
}

export function onMessage(listener: Listener): () => void {
  listeners.add(listener);
  for (const message of waiting.splice(0)) listener(message);
  return () => listeners.delete(listener);
}

/** Tells the lazy toaster host that a message is waiting for it. */
export function onFirstMessage(watcher: () => void): () => void {
  if (waiting.length > 0) watcher();
  firstMessageWatchers.add(watcher);
  return () => firstMessageWatchers.delete(watcher);
}
