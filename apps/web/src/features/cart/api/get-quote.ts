import type { CartItem, Quote, QuoteLine, QuoteRequest } from '@plantopia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useWaitingForNetwork } from '@/lib/network';
import { useCart } from '../cart-provider';

/** `POST /api/pricing/quote`: the server prices the lines; the web never adds up what it will charge. */
export function getQuote(items: CartItem[], signal?: AbortSignal): Promise<Quote> {
  const body: QuoteRequest = { items: items.map((item) => ({ _id: item._id, quantity: item.quantity })) };
  return api.post<Quote>('/api/pricing/quote', body, { signal });
}

export const quoteKeys = {
  all: ['quote'] as const,
  of: (items: CartItem[]) => [...quoteKeys.all, items.map((item) => [item._id, item.quantity])] as const,
};

/**
 * The server's quote of the cart as it is now. While a changed cart is being re-priced the previous
 * quote stays on screen (`isStale`), so totals never blink to a skeleton on every quantity step.
 * `enabled: false` (a closed cart dropdown) asks nothing of the server.
 */
export function useCartQuote({ enabled = true }: { enabled?: boolean } = {}) {
  const { items } = useCart();
  const query = useQuery({
    queryKey: quoteKeys.of(items),
    queryFn: ({ signal }) => getQuote(items, signal),
    enabled: enabled && items.length > 0,
    placeholderData: keepPreviousData,
  });
  const offline = useWaitingForNetwork(query);
  return {
    quote: items.length > 0 ? query.data : undefined,
    isStale: query.isPlaceholderData || query.isFetching,
    isError: query.isError,
    /** The quote waits for the network to return (it then arrives by itself). */
    offline,
    retry: () => void query.refetch(),
  };
}

/** A line's priced total in the quote, when the quote already covers this quantity. */
export function findQuotedLine(quote: Quote | undefined, item: CartItem): QuoteLine | undefined {
  return quote?.lines.find((line) => line._id === item._id && line.quantity === item.quantity);
}
