import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { useOnline } from '@/lib/network';
import { reloadPage } from '@/lib/reload-page';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from '@/lib/router';
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
      reloadPage();
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
 * Offline now, or when this screen was first shown: the offline notice then stays until the page reloads.
 * Were it to follow the connection, a connection back in the moment between the notice's render and its
 * listening would turn it into the crash screen instead of reloading.
 */
function useShownOffline(): boolean {
  const online = useOnline();
  const shownOffline = useRef(false);
  if (!online) shownOffline.current = true;
  return shownOffline.current;
}

/**
 * A page whose code could not be downloaded because the network is down: it reloads by itself when the
 * connection returns (a reload while offline would only show the browser's own error page).
 */
function OfflinePageScreen() {
  useEffect(() => {
    // Back already, before this listened: the event has gone by.
    if (onlineManager.isOnline()) {
      reloadPage();
      return;
    }
    return onlineManager.subscribe((online) => {
      if (online) reloadPage();
    });
  }, []);
  return (
    <div className="px-4 py-12 sm:py-16">
      <OfflineNotice
        className="mx-auto max-w-md"
        onRetry={() => {
          if (navigator.onLine) reloadPage();
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
  const shownOffline = useShownOffline();
  if (shownOffline) return <OfflinePageScreen />;
  return <CrashScreen error={error} onReset={reloadPage} />;
}

/** Error screen of a page: shown inside the layout, so the shop stays usable. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const reset = useReset(error);
  const shownOffline = useShownOffline();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (shownOffline && isChunkLoadError(error)) return <OfflinePageScreen />;
  return <CrashScreen error={error} onReset={reset} />;
}

/** Error screen of the root route: the layout itself failed, so it fills the window. */
export function RootErrorScreen() {
  const error = useRouteError();
  const reset = useReset(error);
  return <CrashScreen error={error} onReset={reset} fullPage />;
}
