import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from '@/lib/router';
import { Link } from './link';

function Here() {
  const location = useLocation();
  return <p data-testid="here">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const page = (
    <>
      <Here />
      <Link to="/plants" state={{ from: 'home' }}>
        Plants
      </Link>
      <Link to="/blogs" replace>
        Blog
      </Link>
      <Link to={{ search: '?page=2' }}>Next page</Link>
      <Link to="/cart">Cart</Link>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/plants', element: page },
      { path: '/blogs', element: page },
      { path: '/cart', element: page },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('a link within the shop has its address as href and a click goes there in the app, with its state', () => {
  const router = renderAt('/');
  const plants = screen.getByRole('link', { name: 'Plants' });
  expect(plants).toHaveAttribute('href', '/plants');

  fireEvent.click(plants);

  expect(screen.getByTestId('here')).toHaveTextContent('/plants');
  expect(router.state.location.state).toEqual({ from: 'home' });
  expect(router.state.historyAction).toBe('PUSH');
});

test('replace, or a link to the page already shown, replaces the history entry', () => {
  const router = renderAt('/cart');
  fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
  expect(router.state.historyAction).toBe('REPLACE');

  fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
  expect(screen.getByTestId('here')).toHaveTextContent('/blogs');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a click with a modifier key is left to the browser (a new tab), and the page stays', () => {
  renderAt('/');
  const plants = screen.getByRole('link', { name: 'Plants' });
  const opened = fireEvent.click(plants, { ctrlKey: true });
  expect(opened).toBe(true);
  expect(screen.getByTestId('here')).toHaveTextContent('/');
});

test('a link to another query of the page keeps its path', () => {
  renderAt('/plants');
  const next = screen.getByRole('link', { name: 'Next page' });
  expect(next).toHaveAttribute('href', '/plants?page=2');
  fireEvent.click(next);
  expect(screen.getByTestId('here')).toHaveTextContent('/plants?page=2');
});
