import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { goOffline, restoreOnline } from '@/test/network';
import { PageCodeFailed } from './route-error';

afterEach(() => {
  restoreOnline();
  vi.restoreAllMocks();
});

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/product-page.js');

test("offline, a page whose code could not download says 'You are offline' and reloads once back online", () => {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  const network = goOffline();
  render(<PageCodeFailed error={chunkError} />);
  expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
  network.online();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('online, it shows the crash screen instead of an empty page', () => {
  render(<PageCodeFailed error={chunkError} />);
  expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
});
