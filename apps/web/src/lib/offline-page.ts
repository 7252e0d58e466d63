/**
 * Registers the service worker (public/sw.js) that shows the offline page when a page cannot be
 * reached: an installed shop opened without a connection shows its own page instead of the browser's
 * error. The worker keeps nothing else. Production only: in development it would outlive code changes.
 */
export function registerOfflinePage(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    // The shop works without it; only the offline page is missing.
    console.warn('The offline page is not available', error);
  });
}
