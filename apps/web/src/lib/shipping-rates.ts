import type { ShippingTable } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/shipping-rates`: the owner's shipping table as shoppers see it (public, cached by the server). */
export function getShippingRates(signal?: AbortSignal): Promise<ShippingTable> {
  return api.get<ShippingTable>('/api/shipping-rates', { signal });
}

export function shippingRatesQueryOptions() {
  return queryOptions({
    queryKey: ['shipping-rates'] as const,
    queryFn: ({ signal }) => getShippingRates(signal),
    retryOnMount: false,
  });
}

export function useShippingRates() {
  return useQuery(shippingRatesQueryOptions());
}

/** Whole taka without decimals ('৳100', '৳1,500'), as the shop states its fees in running text. */
export function feeText(taka: number): string {
  return `৳${taka.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/** Every fee an order can be charged before weight: each zone's and the one for everywhere else. */
function fees(table: ShippingTable): number[] {
  return [...table.zones.map((zone) => zone.fee), table.defaultFee];
}

/** One fee for every order, whatever its weight, place or size (the default table: ৳100). */
export function flatFee(table: ShippingTable): number | null {
  const all = fees(table);
  const same = all.every((fee) => fee === all[0]);
  return same && table.perExtraKg === 0 && table.freeDeliveryFrom === null ? table.defaultFee : null;
}

/** The product page's delivery line: '৳100 for all orders' while it is true, else the lowest fee. */
export function deliveryFeeSummary(table: ShippingTable): string {
  const flat = flatFee(table);
  if (flat !== null) return `${feeText(flat)} for all orders`;
  return `Delivery from ${feeText(Math.min(...fees(table)))}`;
}
