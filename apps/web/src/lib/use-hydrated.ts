import { useSyncExternalStore } from 'react';
import { pageHydration } from './hydrate-later';

/**
 * False while a server-rendered page hydrates, its parts included (lib/hydrate-later.tsx), and on the
 * server; true once the whole page has, all such components changing together in one task. What only the
 * browser knows (localStorage) must wait for it, or the first render would differ from the server's HTML
 * and be rendered anew. A page the browser renders itself is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(pageHydration.subscribe, pageHydration.isDone, () => false);
}
