import '@testing-library/jest-dom/vitest';
import '@/lib/document-head';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { setActiveI18n } from '@/lib/i18n/active';
import { createTestI18n } from './i18n';

// Components rendered on their own (without AppProviders) and the api client's messages read English,
// as a first visit without a cookie does; renderApp(path, { locale: 'bn' }) renders in Bangla (and
// makes its instance the active one until the test ends).
const english = createTestI18n('en');
setActiveI18n(english);

// The first visit to a lazy page transforms its modules; on a busy machine that takes a while.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; react-hot-toast and the hero slider ask it about reduced motion.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  });
}

// Preact runs effects after the next frame, waiting for jsdom's animation frame or a 35 ms timer, whichever
// comes first. A file's last frame never comes once its jsdom is closed, and the timer then fired into a
// window without cancelAnimationFrame: an uncaught ReferenceError failed the run after every test had
// passed. A timer alone schedules them here (act() still flushes them at once).
(options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (callback) =>
  setTimeout(callback);

// jsdom does not implement scrolling; ScrollRestoration calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  setActiveI18n(english);
});
