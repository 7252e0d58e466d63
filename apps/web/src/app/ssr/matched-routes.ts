import type { RouteObject } from 'react-router';

/**
 * The routes a server-rendered page matched, found by the ids the server's router gave them: React
 * Router's own, the route's `id` or else its position in the tree (`0-0-12`). Matching the address again
 * in the browser would rank and try every route, which on a phone is a long part of the app's set-up (the
 * router ranks them once more itself). Null when there are none or an id names no route (a page rendered
 * by an earlier version of the app): the caller matches the address instead.
 */
export function findMatchedRoutes(routes: RouteObject[], ids: readonly string[]): RouteObject[] | null {
  if (ids.length === 0) return null;
  const byId = new Map<string, RouteObject>();
  const visit = (list: RouteObject[], parent: readonly number[]) => {
    list.forEach((route, index) => {
      const position = [...parent, index];
      byId.set(route.id ?? position.join('-'), route);
      if (route.children) visit(route.children, position);
    });
  };
  visit(routes, []);
  const found = ids.map((id) => byId.get(id));
  return found.every((route) => route !== undefined) ? found : null;
}
