import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from '@/lib/router';
import { AppErrorBoundary } from './app-error-boundary';
import { RootErrorScreen, RouteErrorScreen } from './route-error';

const state = { broken: true };

function Fragile() {
  if (state.broken) throw new Error('The greenhouse door is stuck');
  return <p>All plants are fine</p>;
}

describe('crash screens', () => {
  beforeEach(() => {
    state.broken = true;
    // React logs caught render errors; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('a failing page shows the error inside the layout, and Try again renders it anew', async () => {
    const router = createMemoryRouter([
      {
        element: (
          <div>
            <nav>Shop navigation</nav>
            <Outlet />
          </div>
        ),
        errorElement: <RootErrorScreen />,
        children: [{ index: true, element: <Fragile />, errorElement: <RouteErrorScreen /> }],
      },
    ]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The greenhouse door is stuck')).toBeInTheDocument();
    expect(screen.getByText('Shop navigation')).toBeInTheDocument();

    state.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All plants are fine')).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
  });

  test('the global crash screen shows the message and Try again resets it', async () => {
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The greenhouse door is stuck')).toBeInTheDocument();

    state.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All plants are fine')).toBeInTheDocument();
  });
});
