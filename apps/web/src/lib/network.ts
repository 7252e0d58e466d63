import { type FetchStatus, onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiError } from './api-client';

/*
 * TanStack Query pauses a query while the browser is offline (networkMode 'online') and resumes it when
 * the connection returns. A page waiting on a paused query would show its skeleton forever, so every data
 * screen asks `useWaitingForNetwork` first and shows <OfflineNotice> instead.
 */

/** Whether the browser says it is online, as TanStack Query's onlineManager tracks it. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

export interface QueryNetworkState {
  isPending: boolean;
  /** A query showing the previous answer (e.g. the last page) while the next one loads. */
  isPlaceholderData?: boolean;
  fetchStatus: FetchStatus;
  error: unknown;
}

/**
 * True when a query cannot show what was asked for because the network is down: it is paused before its
 * answer (nothing yet, or only the previous page's), or it failed to reach the shop while the browser is
 * offline. Either way it loads by itself when the connection returns (paused queries resume; failed ones
 * refetch on reconnect).
 */
export function isWaitingForNetwork(query: QueryNetworkState, online: boolean): boolean {
  if ((query.isPending || query.isPlaceholderData) && query.fetchStatus === 'paused') return true;
  return !online && isApiError(query.error) && query.error.isNetworkError;
}

/** `isWaitingForNetwork` for any number of queries (a page with several), following the connection. */
export function useWaitingForNetwork(...queries: QueryNetworkState[]): boolean {
  const online = useOnline();
  return queries.some((query) => isWaitingForNetwork(query, online));
}

/** Asks the browser again (an event may have been missed), then runs `retry`. */
export function retryWhenOnline(retry: () => unknown): void {
  if (typeof navigator !== 'undefined' && 'onLine' in navigator) onlineManager.setOnline(navigator.onLine);
  void retry();
}
