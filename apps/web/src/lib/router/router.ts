import type { ComponentType } from 'react';
import { browserHistory, type History, memoryHistory } from './history';
import { createPath, type Location, newKey, resolveTo, type To } from './location';
import { matchRoutes, type RouteMatch, type RouteObject } from './match';
import { Redirect } from './responses';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** An error a loader threw (or a page's code failed with), and the depth of the route whose error screen shows it. */
export interface RouteError {
  depth: number;
  error: unknown;
}

export interface RouterState {
  location: Location;
  /** How the router came to `location`: the first page and back/forward are POP. */
  historyAction: HistoryAction;
  matches: RouteMatch[];
  error: RouteError | null;
  /** `loading` while the next page's code or loaders are awaited; the current page stays meanwhile. */
  navigation: { state: 'idle' | 'loading'; location?: Location };
  /** The navigation asked to keep the scroll position (a filter, a language switch). */
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface Router {
  readonly state: RouterState;
  /** Goes to `to` (or `delta` entries back or forward); resolves once the page is shown. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Resolves when the first page's code (and, unless hydrated, its loaders) is in place. */
  readonly ready: Promise<void>;
}

const loadedPages = new WeakMap<RouteObject, ComponentType>();

/** A route's page component once its code has loaded; undefined until then (and for routes without `lazy`). */
export function loadedPage(route: RouteObject): ComponentType | undefined {
  return loadedPages.get(route);
}

/** Whether a route still waits for its page's code. */
export function waitsForCode(route: RouteObject): boolean {
  return route.lazy !== undefined && !loadedPages.has(route);
}

type Prepared = { error: RouteError | null } | Redirect;

function isPromise<T>(value: unknown): value is Promise<T> {
  return typeof (value as Promise<T> | null)?.then === 'function';
}

/**
 * Makes `matches` ready to render at `url`: loads their pages' code and runs their loaders, all at once.
 * Synchronous when nothing had to be awaited (a filter change on a loaded page commits at once). A
 * loader's throw goes to the nearest route above it with an error screen; the shallowest one wins, and a
 * redirect wins over any error.
 */
export function prepareMatches(
  matches: RouteMatch[],
  url: URL,
  options: { current?: { matches: RouteMatch[]; url: URL }; loaders?: boolean } = {},
): Prepared | Promise<Prepared> {
  const { current, loaders = true } = options;
  const work: Promise<unknown>[] = [];
  let failed: RouteError | null = null;
  let redirect: Redirect | null = null;
  const fail = (depth: number, error: unknown) => {
    if (error instanceof Redirect) redirect ??= error;
    else if (!failed || depth < failed.depth) failed = { depth, error };
  };
  matches.forEach(({ route, params }, depth) => {
    if (route.lazy && !loadedPages.has(route)) {
      work.push(
        route.lazy().then(
          (component) => loadedPages.set(route, component),
          (error: unknown) => fail(depth, error),
        ),
      );
    }
    if (!loaders || !route.loader) return;
    const stays = current?.matches[depth]?.route === route;
    if (stays && route.shouldRevalidate?.({ currentUrl: current.url, nextUrl: url }) === false) return;
    try {
      const result = route.loader({ url, params });
      if (isPromise(result)) work.push(result.catch((error: unknown) => fail(depth, error)));
    } catch (error) {
      fail(depth, error);
    }
  });
  const settle = (): Prepared =>
    redirect ?? { error: failed && { depth: boundaryOf(matches, failed.depth), error: failed.error } };
  return work.length === 0 ? settle() : Promise.all(work).then(settle);
}

/** The depth of the nearest route at or above `depth` with an error screen. */
function boundaryOf(matches: RouteMatch[], depth: number): number {
  for (let at = depth; at > 0; at -= 1) if (matches[at]?.route.errorElement !== undefined) return at;
  return 0;
}

function urlOf(location: Pick<Location, 'pathname' | 'search'>): URL {
  return new URL(createPath({ ...location, hash: '' }), globalThis.location?.origin ?? 'http://localhost');
}

const IDLE: RouterState['navigation'] = { state: 'idle' };

export interface CreateRouterOptions {
  /**
   * The page was rendered by the server with this error (or none): the first render hydrates it, so its
   * loaders do not run again; only its pages' code is loaded (`ready`).
   */
  hydrated?: { error: RouteError | null };
}

export function createRouter(
  routes: RouteObject[],
  history: History,
  options: CreateRouterOptions = {},
): Router {
  const listeners = new Set<(state: RouterState) => void>();
  const first = history.location;
  let state: RouterState = {
    location: first,
    historyAction: 'POP',
    matches: matchRoutes(routes, first.pathname) ?? [],
    error: options.hydrated?.error ?? null,
    navigation: IDLE,
    preventScrollReset: false,
  };
  /** Counts navigations: one that finishes after a later one started is dropped. */
  let latest = 0;

  function update(next: Partial<RouterState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  }

  function go(location: Location, action: HistoryAction, preventScrollReset: boolean): Promise<void> {
    latest += 1;
    const navigation = latest;
    const matches = matchRoutes(routes, location.pathname) ?? [];
    const finish = (prepared: Prepared): Promise<void> | undefined => {
      if (navigation !== latest) return;
      if (prepared instanceof Redirect) {
        const target = { ...resolveTo(prepared.location, location), state: null, key: newKey() };
        return go(target, action === 'POP' ? 'REPLACE' : action, false);
      }
      if (action === 'PUSH') history.push(location);
      else if (action === 'REPLACE') history.replace(location);
      update({
        location,
        historyAction: action,
        matches,
        error: prepared.error,
        navigation: IDLE,
        preventScrollReset,
      });
    };
    const prepared = prepareMatches(matches, urlOf(location), {
      current: { matches: state.matches, url: urlOf(state.location) },
    });
    if (!isPromise(prepared)) return Promise.resolve(finish(prepared));
    update({ navigation: { state: 'loading', location } });
    return prepared.then(finish);
  }

  function navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      history.go(to);
      return Promise.resolve();
    }
    const target = resolveTo(to, state.location);
    // A navigation to the page already shown replaces its entry rather than adding it twice.
    const same = createPath(target) === createPath(state.location);
    const location: Location = { ...target, state: options.state ?? null, key: newKey() };
    return go(location, options.replace || same ? 'REPLACE' : 'PUSH', options.preventScrollReset ?? false);
  }

  history.listen((location) => void go(location, 'POP', false));

  function settleFirst(result: Prepared): void {
    // A navigation started meanwhile has prepared its own page.
    if (latest !== 0) return;
    if (result instanceof Redirect) void navigate(result.location, { replace: true });
    // The page renders now that its code is in (a hydrated page keeps the error the server showed).
    else update({ error: result.error ?? state.error });
  }
  const prepared = prepareMatches(state.matches, urlOf(state.location), { loaders: !options.hydrated });
  const ready = isPromise(prepared) ? prepared.then(settleFirst) : Promise.resolve(settleFirst(prepared));

  return {
    get state() {
      return state;
    },
    navigate,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
  };
}

export function createBrowserRouter(routes: RouteObject[], options: CreateRouterOptions = {}): Router {
  return createRouter(routes, browserHistory(), options);
}

/** A router over entries in memory (`initialEntries`, addresses; the last is shown): tests, the server. */
export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[] } & CreateRouterOptions = {},
): Router {
  return createRouter(routes, memoryHistory(options.initialEntries), options);
}
