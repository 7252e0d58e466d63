import { formatNumber, type Locale, type ShippingTable } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

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

/** Whole taka without decimals in the page's digits ('৳100', '৳১০০'), as running text states a fee. */
export function feeText(taka: number, locale: Locale): string {
  return `৳${formatNumber(taka, locale)}`;
}

/** Every fee an order can be charged before weight: each zone's and the one for everywhere else. */
function fees(table: ShippingTable): number[] {
  return [...table.zones.map((zone) => zone.fee), table.defaultFee];
}

/** One fee for every order, whatever its weight, place or size (the default table: ৳100); null otherwise. */
export function flatFee(table: ShippingTable): number | null {
  const all = fees(table);
  const same = all.every((fee) => fee === all[0]);
  return same && table.perExtraKg === 0 && table.freeDeliveryFrom === null ? table.defaultFee : null;
}

/**
 * The delivery fee as a sentence states it, for a message written as
 * `{kind, select, flat {…{fee}…} from {…{fee}…} other {…}}`: `flat` while one fee serves every order,
 * `from` and the lowest fee when zones, weight or free delivery make it differ, `unknown` (and no fee)
 * while the table has not loaded. Every place that names the fee reads it here, so none can go stale
 * when the owner changes the table (issue 26).
 */
export function deliveryFeeStatement(
  table: ShippingTable | undefined,
  locale: Locale,
): { kind: 'flat' | 'from' | 'unknown'; fee: string } {
  // A test double or an old server may answer without the table: the sentence then leaves the amount out.
  if (!table || !Array.isArray(table.zones)) return { kind: 'unknown', fee: '' };
  const flat = flatFee(table);
  if (flat !== null) return { kind: 'flat', fee: feeText(flat, locale) };
  return { kind: 'from', fee: feeText(Math.min(...fees(table)), locale) };
}

/** `deliveryFeeStatement` for the shop's own table, in the page's language. */
export function useDeliveryFeeStatement() {
  const locale = useLocale();
  const { data } = useShippingRates();
  return deliveryFeeStatement(data, locale);
}
