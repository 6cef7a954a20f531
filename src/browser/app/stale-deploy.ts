const RELOADED_KEY = 'site:reloaded-after-chunk-error';

/**
 * A lazily loaded page chunk that fails to load usually means a newer deploy removed it: reload once
 * to pick up the new build. If it fails again, the router's error component asks the visitor instead
 * of reloading in a loop.
 */
export function reloadOnceOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
    event.preventDefault();
    window.location.reload();
  });
  // A page that loaded fine clears the flag, so a later deploy gets its own one reload.
  window.addEventListener('load', () => window.setTimeout(() => sessionStorage.removeItem(RELOADED_KEY), 10_000));
}
