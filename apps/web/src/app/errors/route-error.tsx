import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { useOnline } from '@/lib/network';
import { CrashScreen } from './crash-screen';
import { NotFoundScreen } from './not-found-screen';

/** A page's code could not be downloaded (e.g. a new version was deployed): only a reload helps. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

function useReset(error: unknown) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    // Navigating to the same URL gives the router a new location, which clears the caught error and
    // renders the route again.
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
      state: location.state,
    });
  };
}

/**
 * A page whose code could not be downloaded because the network is down: it loads by itself when the
 * connection returns (a reload while offline would only show the browser's own error page).
 */
function OfflinePageScreen({ onReset }: { onReset: () => void }) {
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) onReset();
      }),
    [onReset],
  );
  return (
    <div className="px-4 py-12 sm:py-16">
      <OfflineNotice
        className="mx-auto max-w-md"
        onRetry={() => {
          if (navigator.onLine) onReset();
        }}
      />
    </div>
  );
}

/**
 * In place of a page whose code could not be downloaded: offline, the offline notice (and a reload by
 * itself once back online); otherwise the crash screen, whose Try again reloads.
 */
export function PageCodeFailed({ error }: { error: unknown }) {
  const online = useOnline();
  const reload = () => window.location.reload();
  if (!online) return <OfflinePageScreen onReset={reload} />;
  return <CrashScreen error={error} onReset={reload} />;
}

/** Error screen of a page: shown inside the layout, so the shop stays usable. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const reset = useReset(error);
  const online = useOnline();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (!online && isChunkLoadError(error)) return <OfflinePageScreen onReset={reset} />;
  return <CrashScreen error={error} onReset={reset} />;
}

/** Error screen of the root route: the layout itself failed, so it fills the window. */
export function RootErrorScreen() {
  const error = useRouteError();
  const reset = useReset(error);
  return <CrashScreen error={error} onReset={reset} fullPage />;
}
