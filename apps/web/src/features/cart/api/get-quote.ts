import {
  type CartItem,
  type Destination,
  hasAreaIds,
  lineKey,
  lineRef,
  type Quote,
  type QuoteLine,
  type QuoteRequest,
} from '@plantopia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useWaitingForNetwork } from '@/lib/network';
import { accountKeys, getUserProfile, useSession } from '@/lib/session';
import { useCart } from '../cart-provider';
import { useCouponCode } from '../lib/coupon-code';

/**
 * `POST /api/pricing/quote`: the server prices the lines, delivered to `destination` when the checkout
 * has one; the web never adds up what it will charge.
 */
export function getQuote(
  items: CartItem[],
  destination: Destination | null,
  couponCode: string | null,
  signal?: AbortSignal,
): Promise<Quote> {
  const body: QuoteRequest = {
    items: items.map(lineRef),
    ...(destination ? { destination } : {}),
    ...(couponCode ? { couponCode } : {}),
  };
  return api.post<Quote>('/api/pricing/quote', body, { signal });
}

export const quoteKeys = {
  all: ['quote'] as const,
  of: (items: CartItem[], destination: Destination | null, couponCode: string | null) =>
    [...quoteKeys.all, items.map((item) => [lineKey(item), item.quantity]), destination, couponCode] as const,
};

/**
 * The server's quote of the cart as it is now. While a changed cart is being re-priced the previous
 * quote stays on screen (`isStale`), so totals never blink to a skeleton on every quantity step.
 * `enabled: false` (a closed cart dropdown) asks nothing of the server. The checkout passes the picked
 * `destination`, so the delivery fee shown is the one the order will be charged; the applied discount
 * code goes with every quote, which answers its discount or why it is refused.
 */
export function useCartQuote({
  enabled = true,
  destination: given,
}: {
  enabled?: boolean;
  /** The checkout's picked place (null: none yet). Without it, the signed-in shopper's saved place. */
  destination?: Destination | null;
} = {}) {
  const { items } = useCart();
  const saved = useSavedDestination(given === undefined && enabled);
  const destination = given === undefined ? saved : given;
  const couponCode = useCouponCode(enabled);
  const query = useQuery({
    queryKey: quoteKeys.of(items, destination, couponCode),
    queryFn: ({ signal }) => getQuote(items, destination, couponCode, signal),
    enabled: enabled && items.length > 0,
    placeholderData: keepPreviousData,
  });
  const offline = useWaitingForNetwork(query);
  return {
    quote: items.length > 0 ? query.data : undefined,
    couponCode,
    isStale: query.isPlaceholderData || query.isFetching,
    isError: query.isError,
    /** The quote waits for the network to return (it then arrives by itself). */
    offline,
    retry: () => void query.refetch(),
  };
}

/** The place of the signed-in shopper's saved address, when it was picked (not typed before the pickers). */
function useSavedDestination(enabled: boolean): Destination | null {
  const { user } = useSession();
  const profile = useQuery({
    queryKey: accountKeys.user(user?.uid ?? ''),
    queryFn: ({ signal }) => getUserProfile(user?.uid ?? '', signal),
    enabled: enabled && user !== null && user !== undefined,
  });
  const address = user ? profile.data?.shippingAddress : undefined;
  if (!address || !hasAreaIds(address)) return null;
  return { divisionId: address.divisionId, districtId: address.districtId, upazilaId: address.upazilaId };
}

/** A line's priced total in the quote, when the quote already covers this quantity. */
export function findQuotedLine(quote: Quote | undefined, item: CartItem): QuoteLine | undefined {
  return quote?.lines.find((line) => line.variantId === lineKey(item) && line.quantity === item.quantity);
}
