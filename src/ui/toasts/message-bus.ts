/**
 * Message toasts (spec section 2): success, warning, error. Anything may raise one — a mutation's
 * success, the central error reporter — and the single <MessageToaster> shows them.
 */
export type MessageIntent = 'success' | 'warning' | 'error';
export type Message = { intent: MessageIntent; text: string };

type Listener = (message: Message) => void;
const listeners = new Set<Listener>();

export function showMessage(message: Message): void {
  for (const listener of listeners) listener(message);
}

export function onMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
