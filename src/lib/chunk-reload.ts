const LAST_RELOAD_KEY = 'chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

/**
 * A new deployment removed the chunk this page wanted (spec section 8): reload once to fetch the new
 * build, at most once a minute so a broken deployment cannot loop.
 */
export function reloadAfterChunkFailure(event: Event): void {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (Date.now() - last < MIN_INTERVAL_MS) return;
  event.preventDefault();
  sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  window.location.reload();
}
