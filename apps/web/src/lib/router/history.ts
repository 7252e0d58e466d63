import { createPath, type Location, newKey } from './location';

/** The entries a router moves through: the browser's own, or a list in memory (the server, tests). */
export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called when the entry changes by itself (the browser's back and forward buttons, `go`). */
  listen(listener: (location: Location) => void): () => void;
}

/** What the shop keeps in `history.state`: the navigation's own state and the entry's key. */
interface EntryState {
  usr: unknown;
  key: string;
}

export function browserHistory(): History {
  // An entry the page was loaded into has no key yet: it gets its own, so that its scroll position is not
  // another loaded entry's.
  if (!(window.history.state as Partial<EntryState> | null)?.key) {
    window.history.replaceState({ usr: null, key: newKey() } satisfies EntryState, '');
  }
  const read = (): Location => {
    const entry = window.history.state as Partial<EntryState> | null;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  const write = (location: Location): [EntryState, string, string] => [
    { usr: location.state, key: location.key },
    '',
    createPath(location),
  ];
  return {
    get location() {
      return read();
    },
    push: (location) => window.history.pushState(...write(location)),
    replace: (location) => window.history.replaceState(...write(location)),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => listener(read());
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** Entries in memory, starting at the last of `entries` (addresses). */
export function memoryHistory(entries: readonly string[] = ['/']): History {
  const list = (entries.length > 0 ? entries : ['/']).map((address, index): Location => {
    const url = new URL(address, 'http://shop');
    return {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: null,
      key: index === 0 ? 'default' : newKey(),
    };
  });
  let index = list.length - 1;
  const listeners = new Set<(location: Location) => void>();
  return {
    get location() {
      return list[index] as Location;
    },
    push(location) {
      index += 1;
      list.splice(index, list.length, location);
    },
    replace(location) {
      list[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), list.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(list[index] as Location);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
