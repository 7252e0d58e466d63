import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a server-rendered page (and on the server), true from the next render on.
 * What only the browser knows (localStorage) must wait for it, or the first render would differ from the
 * server's HTML and React would throw that HTML away. A page the browser renders itself is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
