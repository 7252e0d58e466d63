import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { goOffline, restoreOnline } from '@/test/network';
import { PageCodeFailed } from './route-error';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));
const reload = vi.mocked(reloadPage);

afterEach(() => {
  restoreOnline();
  reload.mockClear();
});

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/product-page.js');

test("offline, a page whose code could not download says 'You are offline' and reloads once back online", async () => {
  const network = goOffline();
  render(<PageCodeFailed error={chunkError} />);
  expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
  network.online();
  expect(reload).toHaveBeenCalledTimes(1);
  // While the reload starts, the notice stays: never the crash screen for a connection that came back.
  await act(async () => {});
  expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Oops! Something went wrong' })).not.toBeInTheDocument();
});

test('back online before the notice was listening: it reloads at once', () => {
  const network = goOffline();
  // The connection returns between the notice's render and its effect: the 'online' event has gone by.
  function ComesBackWhileRendering() {
    onlineManager.setOnline(true);
    return null;
  }
  render(
    <>
      <PageCodeFailed error={chunkError} />
      <ComesBackWhileRendering />
    </>,
  );
  expect(reload).toHaveBeenCalledTimes(1);
  network.online();
});

test('online, it shows the crash screen instead of an empty page', () => {
  render(<PageCodeFailed error={chunkError} />);
  expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
});
