import { createStaticHandler, matchRoutes } from 'react-router';
import { expect, test } from 'vitest';
import { browserRoutes, createRoutes } from '@/app/router';
import { createTestQueryClient } from '@/test/render';
import { findMatchedRoutes } from './matched-routes';

const PAGES = [
  '/',
  '/plants',
  '/product/abc',
  '/blogs/xyz',
  '/search',
  '/profile',
  '/no-such-page',
  '/admin/orders/7',
];

test.each(PAGES)(
  'the routes the server matched for %s are the ones the browser finds by their ids',
  (path) => {
    const queryClient = createTestQueryClient();
    // The server's router gives every route its id; the browser's tree may lack the back office.
    const server = createStaticHandler(createRoutes(queryClient, { server: true }));
    const ids = (matchRoutes(server.dataRoutes, path) ?? []).map((match) => match.route.id);
    const { routes } = browserRoutes(queryClient, path);
    const expected = (matchRoutes(routes, path) ?? []).map((match) => match.route);
    expect(ids.length).toBeGreaterThan(2);
    expect(findMatchedRoutes(routes, ids)).toEqual(expected);
    expect(findMatchedRoutes(routes, ids)?.every((route, i) => route === expected[i])).toBe(true);
  },
);

test('ids that name no route, or none at all, leave the matching to the address', () => {
  const { routes } = browserRoutes(createTestQueryClient(), '/');
  expect(findMatchedRoutes(routes, ['root', 'pages', '0-0-999'])).toBeNull();
  expect(findMatchedRoutes(routes, [])).toBeNull();
});
