/** Where the shop is: an address within it, the state a navigation carried there, and the entry's key. */
export interface Location {
  pathname: string;
  /** `?…` or empty. */
  search: string;
  /** `#…` or empty. */
  hash: string;
  /** What the navigation that made this entry carried (`navigate(to, { state })`); null when nothing. */
  state: unknown;
  /** The history entry's own key: scroll positions are remembered by it. */
  key: string;
}

/** Where a link or a navigation goes: an address, or the parts of one that change. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export function createPath({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${pathname}${search}${hash}`;
}

/**
 * `to` resolved from `from`: an address starting with `/` is itself; a relative one (`?page=2`, `#reviews`,
 * `edit`) is read as the browser reads an href on the page at `from`; an object keeps `from`'s path when it
 * names none, as a link to `{ search: '?page=2' }` stays on the page.
 */
export function resolveTo(
  to: To,
  from: Pick<Location, 'pathname' | 'search'>,
): Omit<Location, 'state' | 'key'> {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname,
      search: prefixed('?', to.search ?? (to.pathname === undefined ? from.search : '')),
      hash: prefixed('#', to.hash ?? ''),
    };
  }
  const url = new URL(to, `http://shop${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function prefixed(mark: string, part: string): string {
  return part === '' || part === mark ? '' : part.startsWith(mark) ? part : `${mark}${part}`;
}

/** A key for a new history entry. */
export function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
