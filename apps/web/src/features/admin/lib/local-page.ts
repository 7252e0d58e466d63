import type { ListState } from './list-params';

/*
 * Some endpoints answer their whole list at once (users, coupons, blog posts: tens to a few hundred
 * rows). Until they page on the server, the list is searched, sorted and paged here with the same state
 * a server-paged list sends, so the screen and the table do not change when the server takes over.
 */

export interface LocalListRules<T, F extends string> {
  /** The texts a search looks in (case-insensitive, anywhere in the text). */
  searchIn: (row: T) => readonly (string | null | undefined)[];
  /** Ascending comparisons by sort id. */
  compare?: Record<string, (a: T, b: T) => number>;
  /** Whether a row passes one filter's value. */
  filter?: Partial<Record<F, (row: T, value: string) => boolean>>;
}

export interface LocalPage<T> {
  rows: T[];
  total: number;
}

export function pageLocally<T, F extends string>(
  all: readonly T[],
  state: ListState<F>,
  rules: LocalListRules<T, F>,
): LocalPage<T> {
  const needle = state.q.trim().toLocaleLowerCase();
  let rows = all.filter((row) => {
    if (needle && !rules.searchIn(row).some((text) => text?.toLocaleLowerCase().includes(needle))) {
      return false;
    }
    return (Object.entries(state.filters) as [F, string][]).every(
      ([name, value]) => rules.filter?.[name]?.(row, value) ?? true,
    );
  });
  const compare = state.sort ? rules.compare?.[state.sort.id] : undefined;
  if (compare && state.sort) {
    const sign = state.sort.desc ? -1 : 1;
    rows = [...rows].sort((a, b) => sign * compare(a, b));
  }
  const start = (state.page - 1) * state.pageSize;
  return { rows: rows.slice(start, start + state.pageSize), total: rows.length };
}
