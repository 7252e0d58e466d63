import {
  Component,
  createContext,
  type FormHTMLAttributes,
  type ReactNode,
  type SubmitEvent,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Location, To } from './location';
import type { Params } from './match';
import {
  createMemoryRouter,
  loadedPage,
  type NavigateOptions,
  type Router,
  type RouterState,
  waitsForCode,
} from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);

interface RouteContextValue {
  /** What the route's `<Outlet />` renders: the matched route inside it. */
  outlet: ReactNode;
  params: Params;
  /** The error this route's error screen shows. */
  error?: unknown;
}

const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

/** Renders the router's page: its matched routes, each inside the one above it. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useStateOf(router);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{renderMatches(state)}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** The router's state, rendering again when it changes. */
function useStateOf(router: Router): RouterState {
  const read = () => router.state;
  return useSyncExternalStore(router.subscribe, read, read);
}

function renderMatches({ matches, error, location }: RouterState): ReactNode {
  let outlet: ReactNode = null;
  for (let depth = error?.depth ?? matches.length - 1; depth >= 0; depth -= 1) {
    const match = matches[depth];
    if (!match) continue;
    const { route, params } = match;
    if (error?.depth === depth) {
      outlet = (
        <RouteContext.Provider value={{ outlet: null, params, error: error.error }}>
          {route.errorElement}
        </RouteContext.Provider>
      );
      continue;
    }
    let element: ReactNode;
    if (route.fallbackElement !== undefined && matches.slice(depth).some((m) => waitsForCode(m.route))) {
      element = route.fallbackElement;
    } else {
      const Page = loadedPage(route);
      element = Page ? <Page /> : route.element !== undefined ? route.element : route.lazy ? null : outlet;
    }
    outlet = <RouteContext.Provider value={{ outlet, params }}>{element}</RouteContext.Provider>;
    if (route.errorElement !== undefined) {
      outlet = (
        <RouteErrorBoundary location={location} params={params} errorElement={route.errorElement}>
          {outlet}
        </RouteErrorBoundary>
      );
    }
  }
  return outlet;
}

interface BoundaryProps {
  location: Location;
  params: Params;
  errorElement: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  failed: boolean;
  error: unknown;
}

/** A route's error screen for what its page throws while rendering; the next navigation clears it. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { location: props.location, failed: false, error: undefined };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed to render:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteContext.Provider value={{ outlet: null, params: this.props.params, error: this.state.error }}>
        {this.props.errorElement}
      </RouteContext.Provider>
    );
  }
}

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('A router hook was used outside <RouterProvider>');
  return state;
}

/** The route inside this one. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export function useLocation(): Location {
  return useRouterState().location;
}

/** Whether the next page is loading (its code or its loaders); the current page stays meanwhile. */
export function useNavigation(): RouterState['navigation'] {
  return useRouterState().navigation;
}

export function useNavigate(): Router['navigate'] {
  return useRouter().navigate;
}

/**
 * The router itself, for what must not render again on every navigation (a link reads the current
 * address only when clicked).
 */
export { useRouter };

export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** The error the route's error screen shows. */
export function useRouteError(): unknown {
  return useContext(RouteContext).error;
}

export type SearchParamsInit = URLSearchParams | Record<string, string> | string;

/**
 * The address's query, and a setter that navigates to the same page with another one (the hash is
 * dropped; a function receives the query as it is when called).
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const value =
        typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      const query = new URLSearchParams(value).toString();
      void router.navigate({ search: query ? `?${query}` : '' }, options);
    },
    [router],
  );
  return [params, set];
}

/** Navigates when rendered (a guard sending a visitor elsewhere); renders nothing. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const router = useRouter();
  const target = typeof to === 'string' ? to : JSON.stringify(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the target's text stands for `to`.
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, target, replace]);
  return null;
}

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> & {
  /** The address the form's fields are sent to, as its query. */
  action: string;
  method?: 'get';
  replace?: boolean;
  preventScrollReset?: boolean;
};

/** A GET form the router submits: its fields become the query of `action`, without reloading the page. */
export function Form({ action, replace, preventScrollReset, onSubmit, ...rest }: FormProps) {
  const router = useRouter();
  function submit(event: SubmitEvent<HTMLFormElement>) {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') query.append(name, value);
    }
    void router.navigate(`${action}?${query}`, { replace, preventScrollReset });
  }
  return <form {...rest} method="get" action={action} onSubmit={submit} />;
}

const SCROLL_KEY = 'plantopia-scroll-positions';

/** The positions the tab's documents stored as they were left, by entry. */
function storedPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}');
    // Anything else in the slot (another version's, a hand-edited one) starts afresh.
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether this document was loaded into an entry that an earlier document of the tab had (a reload, or
 * back or forward from another site): only such an entry can have a stored position. A link or a typed
 * address makes a new entry.
 */
function loadedIntoEarlierEntry(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scroll as a shopper expects: a new page starts at its top (or at its `#hash`), back and forward return
 * to where the page was left, also after a reload (positions are kept in sessionStorage by entry).
 * The store is read only when a position from an earlier document can matter: a page's first use of
 * sessionStorage waits for the browser's own process, and most loads never go back.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location, historyAction, preventScrollReset } = useRouterState();
  const positionOf = useRef<(key: string) => number | undefined>(() => undefined);
  const first = useRef(true);

  useLayoutEffect(() => {
    // The positions of the entries this document has left; the stored ones come in when first needed.
    const left: Record<string, number> = {};
    let stored: Record<string, number> | undefined;
    const earlier = () => (stored ??= storedPositions());
    positionOf.current = (key) => left[key] ?? earlier()[key];
    window.history.scrollRestoration = 'manual';
    let shown = router.state.location;
    // The router tells its listeners before the next page renders: the position is still the page's.
    const unsubscribe = router.subscribe((state) => {
      if (state.location === shown) return;
      left[shown.key] = window.scrollY;
      shown = state.location;
    });
    const save = () => {
      left[shown.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ ...earlier(), ...left }));
      } catch {
        // A full or refused storage only loses the positions.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  useLayoutEffect(() => {
    const initial = first.current;
    first.current = false;
    const returning = historyAction === 'POP' && (!initial || loadedIntoEarlierEntry());
    const saved = returning ? positionOf.current(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    // A page just loaded is where the browser put it (at its #hash, say).
    if (saved !== undefined || initial) return;
    const anchor = location.hash ? elementOfHash(location.hash) : null;
    if (anchor) anchor.scrollIntoView();
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, historyAction, preventScrollReset]);
  return null;
}

/** A router in memory around `children`, for a component that only needs links and the address (tests). */
export function MemoryRouter({
  children,
  initialEntries,
}: {
  children: ReactNode;
  initialEntries?: string[];
}) {
  const [router] = useState(() => createMemoryRouter([{ path: '*' }], { initialEntries }));
  const state = useStateOf(router);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        <RouteContext.Provider value={{ outlet: null, params: state.matches[0]?.params ?? {} }}>
          {children}
        </RouteContext.Provider>
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}
