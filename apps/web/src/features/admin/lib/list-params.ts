import { useCallback, useMemo } from 'react';
import type { QueryValue } from '@/lib/api-client';
import { type NavigateOptions, useSearchParams } from '@/lib/router';

/*
 * A back-office list's question lives in the address (docs/behaviour.md §12): search, filters, sort and page
 * are query parameters, so a filtered view can be bookmarked or sent to a colleague, and Back and Forward
 * step through the views one looked at. Each change is a new history entry; only the page resets the scroll,
 * as a new page of rows is a new thing to read from the top.
 */

export interface ListSort {
  id: string;
  desc: boolean;
}

export interface ListSpec<F extends string> {
  /** Rows per page (the server's page size for the endpoint, or the client's for a list paged locally). */
  pageSize: number;
  /** The filters this list reads from the address besides `q`, `page`, `sort` and `dir`. */
  filters?: readonly F[];
  /** The columns the list may be sorted by; any other `sort` in the address is ignored. */
  sorts?: readonly string[];
  /** The order when the address names none. */
  defaultSort?: ListSort;
  /** Keeps two lists on one screen apart in the address (`signups-page`); none for a screen's main list. */
  prefix?: string;
}

export interface ListState<F extends string> {
  q: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: ListSort | null;
  /** Each filter as written in the address; several values are comma-separated (`status=pending,accepted`). */
  filters: Partial<Record<F, string>>;
}

export interface ListControls<F extends string = string> {
  state: ListState<F>;
  setSearch: (q: string) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setSort: (sort: ListSort | null) => void;
  /** Sets (or, with null or '', removes) filters and goes back to the first page. */
  setFilters: (patch: Partial<Record<F, string | null>>) => void;
  /** Removes the search and every filter, keeping the sort. */
  clear: () => void;
  /** Changes whenever anything but the page changes: a new question (a selection does not outlive it). */
  questionKey: string;
  /** A search or filter narrows the list (its empty state says that nothing matches). */
  narrowed: boolean;
}

/**
 * The list's question as an API query of the same parameter names (search, filters, sort, direction),
 * without paging: what a CSV export of the whole filtered list asks.
 */
export function questionQuery<F extends string>(state: ListState<F>): Record<string, QueryValue> {
  return {
    q: state.q || undefined,
    ...state.filters,
    sort: state.sort?.id,
    dir: state.sort ? (state.sort.desc ? 'desc' : 'asc') : undefined,
  };
}

/** The question and its page: a server-paged list's request. */
export function pageQuery<F extends string>(state: ListState<F>): Record<string, QueryValue> {
  return { ...questionQuery(state), page: state.page, limit: state.pageSize };
}

/** Several values of one filter, as the address and the server write them. */
export function splitValues(value: string | undefined): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

export function joinValues(values: readonly string[]): string | null {
  return values.length > 0 ? values.join(',') : null;
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The list's state read from the address, and the ways to change it. Pass a module-level spec: its
 * arrays are compared by identity, and a new one each render would rebuild the state each render.
 */
export function useListParams<F extends string = never>(spec: ListSpec<F>): ListControls<F> {
  const [params, setParams] = useSearchParams();
  const { pageSize, filters = [], sorts = [], defaultSort, prefix = '' } = spec;
  const name = useCallback((key: string) => `${prefix}${key}`, [prefix]);

  const state = useMemo<ListState<F>>(() => {
    const sortId = params.get(name('sort'));
    const dir = params.get(name('dir'));
    const sort =
      sortId && sorts.includes(sortId)
        ? { id: sortId, desc: dir ? dir === 'desc' : (defaultSort?.desc ?? true) }
        : (defaultSort ?? null);
    const read: Partial<Record<F, string>> = {};
    for (const filter of filters) {
      const value = params.get(name(filter));
      if (value) read[filter] = value;
    }
    return {
      q: params.get(name('q')) ?? '',
      page: pageOf(params.get(name('page'))),
      pageSize,
      sort,
      filters: read,
    };
  }, [params, name, pageSize, filters, sorts, defaultSort]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options: NavigateOptions = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { preventScrollReset: true, ...options },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) =>
      change(
        (next) => {
          if (page > 1) next.set(name('page'), String(page));
          else next.delete(name('page'));
        },
        { preventScrollReset: false, replace: options.replace },
      ),
    [change, name],
  );

  const setSearch = useCallback(
    (q: string) =>
      change((next) => {
        if (q) next.set(name('q'), q);
        else next.delete(name('q'));
        next.delete(name('page'));
      }),
    [change, name],
  );

  const setSort = useCallback(
    (sort: ListSort | null) =>
      change((next) => {
        const isDefault = !sort || (sort.id === defaultSort?.id && sort.desc === defaultSort.desc);
        if (isDefault) {
          next.delete(name('sort'));
          next.delete(name('dir'));
        } else {
          next.set(name('sort'), sort.id);
          next.set(name('dir'), sort.desc ? 'desc' : 'asc');
        }
        next.delete(name('page'));
      }),
    [change, name, defaultSort],
  );

  const setFilters = useCallback(
    (patch: Partial<Record<F, string | null>>) =>
      change((next) => {
        for (const [filter, value] of Object.entries(patch) as [F, string | null | undefined][]) {
          if (value) next.set(name(filter), value);
          else next.delete(name(filter));
        }
        next.delete(name('page'));
      }),
    [change, name],
  );

  const clear = useCallback(
    () =>
      change((next) => {
        for (const key of ['q', 'page', ...filters]) next.delete(name(key));
      }),
    [change, name, filters],
  );

  const narrowed = Boolean(state.q) || Object.keys(state.filters).length > 0;
  const questionKey = JSON.stringify([state.q, state.sort, state.filters]);

  return { state, setSearch, setPage, setSort, setFilters, clear, questionKey, narrowed };
}
