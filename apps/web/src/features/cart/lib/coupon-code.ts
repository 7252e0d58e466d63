import { useSyncExternalStore } from 'react';

/**
 * The discount code the shopper applied, shared by the cart page, the dropdown and the checkout. Kept in
 * sessionStorage so a reload or the way to checkout keeps it, and forgotten with the tab; the server
 * checks it again on every quote and on the order.
 */
const STORAGE_KEY = 'plantopia_coupon';
const listeners = new Set<() => void>();
let memory: string | null = null;

function read(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? memory;
  } catch {
    // Blocked storage: the code lives for this page only.
    return memory;
  }
}

export function setCouponCode(code: string | null): void {
  memory = code;
  try {
    if (code) window.sessionStorage.setItem(STORAGE_KEY, code);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage: `memory` holds it.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none = () => null;

/**
 * The applied code (upper-case), or null; null on the server and while hydrating. `needed: false` (a
 * closed cart dropdown, on every page's header) reads nothing: a page's first use of sessionStorage
 * waits for the browser's own process.
 */
export function useCouponCode(needed = true): string | null {
  return useSyncExternalStore(subscribe, needed ? read : none, none);
}
