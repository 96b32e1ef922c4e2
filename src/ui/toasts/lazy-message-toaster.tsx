import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstMessage } from './message-bus';

const MessageToaster = lazy(() => import('./message-toaster').then((module) => ({ default: module.MessageToaster })));

/** Mounts the toaster (and fetches Fluent's toast code) only once there is something to say. */
export function LazyMessageToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstMessage(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <MessageToaster />
    </Suspense>
  ) : null;
}
