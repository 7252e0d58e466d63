import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
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

/** Error screen of a page: shown inside the layout, so the shop stays usable. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const reset = useReset(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <CrashScreen error={error} onReset={reset} />;
}

/** Error screen of the root route: the layout itself failed, so it fills the window. */
export function RootErrorScreen() {
  const error = useRouteError();
  const reset = useReset(error);
  return <CrashScreen error={error} onReset={reset} fullPage />;
}
