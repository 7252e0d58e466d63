import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { data, matchRoutes, type RouteObject, redirect } from '.';
import { Outlet, RouterProvider, useRouteError, useSearchParams } from './react';
import { createMemoryRouter } from './router';

function pathsOf(routes: RouteObject[], pathname: string) {
  return matchRoutes(routes, pathname)?.map(
    ({ route }) => route.path ?? (route.index ? '(index)' : '(layout)'),
  );
}

test('the most specific route wins whatever the order: static, then parameter, then splat', () => {
  const routes: RouteObject[] = [
    { path: '*' },
    { path: 'products/:id' },
    { path: 'products/new' },
    { path: 'admin', children: [{ index: true }, { path: 'orders/:id' }] },
  ];
  expect(pathsOf(routes, '/products/new')).toEqual(['products/new']);
  expect(pathsOf(routes, '/products/42')).toEqual(['products/:id']);
  expect(pathsOf(routes, '/admin')).toEqual(['admin', '(index)']);
  expect(pathsOf(routes, '/admin/orders/7/')).toEqual(['admin', 'orders/:id']);
  expect(pathsOf(routes, '/products/42/extra')).toEqual(['*']);
  expect(matchRoutes(routes, '/products/a%20b')?.[0]?.params).toEqual({ id: 'a b' });
});

function ErrorScreen() {
  const error = useRouteError();
  return (
    <p>Error: {error instanceof Error ? error.message : String((error as { status: number }).status)}</p>
  );
}

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

function layout(children: RouteObject[]): RouteObject[] {
  return [{ element: <Outlet />, errorElement: <ErrorScreen />, children }];
}

/** Home, a page at /slow whose code arrives when the test says, and `more`; rendered at /. */
function renderWithSlowPage(more: RouteObject[] = []) {
  let arrive = (_component: ComponentType) => {};
  const router = createMemoryRouter(
    layout([
      { path: '/', element: <Page name="Home" /> },
      { path: 'slow', lazy: () => new Promise((resolve) => (arrive = resolve)) },
      ...more,
    ]),
  );
  render(<RouterProvider router={router} />);
  return { router, arrive: () => arrive(() => <Page name="Slow" />) };
}

test('a page whose code is still loading leaves the current page on screen and reports the navigation', async () => {
  const { router, arrive } = renderWithSlowPage();
  let done: Promise<void> | undefined;
  act(() => {
    done = router.navigate('/slow');
  });
  expect(screen.getByRole('heading')).toHaveTextContent('Home');
  expect(router.state.navigation.state).toBe('loading');
  expect(router.state.location.pathname).toBe('/');
  await act(async () => {
    arrive();
    await done;
  });
  expect(screen.getByRole('heading')).toHaveTextContent('Slow');
  expect(router.state).toMatchObject({ navigation: { state: 'idle' }, historyAction: 'PUSH' });
});

test('a navigation overtaken by a later one never shows', async () => {
  const { router, arrive } = renderWithSlowPage([{ path: 'fast', element: <Page name="Fast" /> }]);
  await act(async () => {
    const slow = router.navigate('/slow');
    await router.navigate('/fast');
    arrive();
    await slow;
  });
  expect(screen.getByRole('heading')).toHaveTextContent('Fast');
  expect(router.state.location.pathname).toBe('/fast');
});

test("a loader's 404 shows the nearest error screen, a redirect goes on, and the next page clears the error", async () => {
  const router = createMemoryRouter(
    layout([
      { path: '/', element: <Page name="Home" /> },
      {
        path: 'gone',
        element: <Page name="Never" />,
        loader: () => {
          throw data('Not found', { status: 404 });
        },
      },
      { path: 'old', loader: () => Promise.reject(redirect('/')) },
    ]),
    { initialEntries: ['/gone'] },
  );
  render(<RouterProvider router={router} />);
  await act(() => router.ready);
  expect(screen.getByText('Error: 404')).toBeInTheDocument();

  await act(() => router.navigate('/'));
  expect(screen.getByRole('heading')).toHaveTextContent('Home');

  await act(() => router.navigate('/old'));
  expect(router.state).toMatchObject({ location: { pathname: '/' }, historyAction: 'PUSH' });
});

test('a page that throws while rendering shows its error screen until the shopper goes elsewhere', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  function Broken(): ReactNode {
    throw new Error('broken page');
  }
  const router = createMemoryRouter(
    layout([
      { path: '/', element: <Page name="Home" /> },
      { path: 'broken', element: <Broken /> },
    ]),
    { initialEntries: ['/', '/broken'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('Error: broken page')).toBeInTheDocument();
  await act(() => router.navigate(-1));
  expect(screen.getByRole('heading')).toHaveTextContent('Home');
  expect(router.state.historyAction).toBe('POP');
});

test('setting the query stays on the page; filters on a listing do not run its loader again', async () => {
  const loader = vi.fn(() => null);
  function Listing() {
    const [params, setParams] = useSearchParams();
    return (
      <button type="button" onClick={() => setParams({ sort: 'price' })}>
        Sort {params.get('sort') ?? 'none'}
      </button>
    );
  }
  const router = createMemoryRouter(
    layout([
      {
        path: 'plants',
        element: <Listing />,
        loader,
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      },
    ]),
    { initialEntries: ['/plants?page=2#top'] },
  );
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: 'Sort none' }));
  expect(await screen.findByRole('button', { name: 'Sort price' })).toBeInTheDocument();
  expect(router.state.location).toMatchObject({ pathname: '/plants', search: '?sort=price', hash: '' });
  expect(loader).toHaveBeenCalledTimes(1);
});
