import { onlineManager } from '@tanstack/react-query';
import { type MockInstance, vi } from 'vitest';

let offlineSpy: MockInstance | null = null;

/** Back online: `navigator.onLine` is true again and paused queries resume. */
export function restoreOnline() {
  offlineSpy?.mockRestore();
  offlineSpy = null;
  onlineManager.setOnline(true);
  window.dispatchEvent(new Event('online'));
}

/**
 * The browser goes offline: `navigator.onLine` turns false and TanStack Query's onlineManager hears it,
 * so new queries pause. `online()` brings the connection back. Call `restoreOnline` in afterEach, so one
 * test's lost connection never leaks into the next.
 */
export function goOffline() {
  offlineSpy = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  window.dispatchEvent(new Event('offline'));
  return { online: restoreOnline };
}
