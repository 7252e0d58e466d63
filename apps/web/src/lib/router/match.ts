import type { ComponentType, ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

export interface LoaderArgs {
  url: URL;
  params: Params;
}

/**
 * One route of the shop: a path (`product/:id`, `*`) or the index of its parent, what it renders, and
 * what must be ready before a navigation to it shows it.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  /** What the route renders (a layout renders its child route with `<Outlet />`). */
  element?: ReactNode;
  /** A page whose code is its own chunk: loaded before a navigation to it commits. */
  lazy?: () => Promise<ComponentType>;
  /**
   * Runs before a navigation to the route commits. What it throws (an error, `data()` with a status,
   * `redirect()`) is shown by the nearest error screen, or followed.
   */
  loader?: (args: LoaderArgs) => unknown;
  /** Whether a navigation that stays on this route runs its loader again (by default it does). */
  shouldRevalidate?: (args: { currentUrl: URL; nextUrl: URL }) => boolean;
  /** The screen for an error thrown by a loader or while rendering, in this route or one inside it. */
  errorElement?: ReactNode;
  /** Shown in the route's place while the code of a page inside it loads for the first render. */
  fallbackElement?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  /** The path's parameters (`:id`, and `*` for what a splat took). */
  params: Params;
}

/** A route with every route above it, outermost first: what one address can match. */
interface Branch {
  routes: RouteObject[];
  /** Each route's path split into segments, once: a page load matches its address against every branch. */
  patterns: string[][];
  score: number;
}

const branchesOf = new WeakMap<RouteObject[], Branch[]>();

/**
 * The routes an address matches, outermost first, or null. The most specific route wins whatever the
 * routes' order: a static segment ranks above a parameter, a parameter above a splat, an index above
 * its layout (`products/new` before `products/:id`, `*` last).
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = branchesOf.get(routes);
  if (!branches) {
    branches = flatten(routes, [], []);
    // A stable sort: among equals, the earlier route wins.
    branches.sort((a, b) => b.score - a.score);
    branchesOf.set(routes, branches);
  }
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  for (const branch of branches) {
    const matches = matchBranch(branch, segments);
    if (matches) return matches;
  }
  return null;
}

function flatten(routes: RouteObject[], parents: RouteObject[], into: Branch[]): Branch[] {
  for (const route of routes) {
    const chain = [...parents, route];
    if (route.children) flatten(route.children, chain, into);
    if (route.path !== undefined || route.index) {
      const patterns = chain.map(patternOf);
      into.push({ routes: chain, patterns, score: score(patterns.flat(), route) });
    }
  }
  return into;
}

function patternOf(route: RouteObject): string[] {
  return route.path ? route.path.split('/').filter(Boolean) : [];
}

function score(pattern: string[], last: RouteObject): number {
  let total = pattern.length + (last.index ? 2 : 0);
  for (const part of pattern) total += part === '*' ? -2 : part.startsWith(':') ? 3 : 10;
  return total;
}

function matchBranch(branch: Branch, segments: string[]): RouteMatch[] | null {
  const params: Params = {};
  let at = 0;
  for (const pattern of branch.patterns) {
    for (const part of pattern) {
      if (part === '*') {
        params['*'] = segments.slice(at).join('/');
        at = segments.length;
        break;
      }
      const segment = segments[at];
      if (segment === undefined) return null;
      if (part.startsWith(':')) params[part.slice(1)] = segment;
      else if (part.toLowerCase() !== segment.toLowerCase()) return null;
      at += 1;
    }
  }
  if (at !== segments.length) return null;
  return branch.routes.map((route) => ({ route, params }));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
