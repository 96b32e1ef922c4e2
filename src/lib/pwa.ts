
type UpdateListener = (applyUpdate: () => void) => void;
const updateListeners = new Set<UpdateListener>();
let pendingUpdate: (() => void) | null = null;

/** The shell shows "a new version is ready — reload" when this fires (see ui/shell/update-prompt.tsx). */
export function onUpdateReady(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  if (pendingUpdate) listener(pendingUpdate);
  return () => updateListeners.delete(listener);
}

/** Registers the service worker in production builds; workbox-window is loaded lazily, off the login path. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window').then(({ Workbox }) => {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      pendingUpdate = () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      };
      for (const listener of updateListeners) listener(pendingUpdate);
    });
    // A browser may refuse the worker (a private window, a policy): the portal then works online only, without
    // offline support, rather than failing on an unhandled rejection.
    workbox.register().catch(() => undefined);
  });
}
