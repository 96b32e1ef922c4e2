type UpdateListener = (applyUpdate: () => void) => void;
const updateListeners = new Set<UpdateListener>();
let pendingUpdate: (() => void) | null = null;
let watching = false;

const SCRIPT_URL = '/sw.js';

function canUseWorker(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator;
}

/** A newer worker waits: remember how to switch to it and tell whoever listens, once. */
function offerUpdate(switchToWaiting: () => void): void {
  if (pendingUpdate) return;
  pendingUpdate = switchToWaiting;
  for (const listener of updateListeners) listener(switchToWaiting);
}

/**
 * Watches for a newer version with workbox-window, loaded the first time someone listens (the signed-in shell's
 * prompt), so the login page never fetches it.
 */
function watchForUpdates(): void {
  if (watching || !canUseWorker()) return;
  watching = true;
  void import('workbox-window').then(async ({ Workbox }) => {
    const workbox = new Workbox(SCRIPT_URL, { scope: '/' });
    const switchToWaiting = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    workbox.addEventListener('waiting', () => offerUpdate(switchToWaiting));
    const registration = await workbox.register().catch(() => undefined);
    // A newer worker that started installing before workbox-window was here is not reported by it: follow it too.
    const installing = registration?.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration?.waiting === installing) offerUpdate(switchToWaiting);
    });
  });
}

/** The shell shows "a new version is ready — reload" when this fires (app/shell/update-prompt.tsx). */
export function onUpdateReady(listener: UpdateListener): () => void {
  updateListeners.add(listener);
  watchForUpdates();
  if (pendingUpdate) listener(pendingUpdate);
  return () => updateListeners.delete(listener);
}

/**
 * Registers the service worker in production builds, at once and with the browser's own call, so a first visit
 * (the login page) starts caching the app for offline use without waiting for any library. A browser may refuse the
 * worker (a private window, a policy): the portal then works online only, without an unhandled rejection.
 */
export function registerServiceWorker(): void {
  if (!canUseWorker()) return;
  navigator.serviceWorker.register(SCRIPT_URL, { scope: '/' }).catch(() => undefined);
}
