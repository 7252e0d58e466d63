import type { AdminProductQuery, ProductImportRowsQuery, ReportQuery } from '@plantopia/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { QueryValue } from '@/lib/api-client';
import { accountKeys } from '@/lib/session';

/** Query keys of the back office; its mutations update and invalidate through these. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  report: (query: ReportQuery) => ['admin', 'reports', query] as const,
  products: () => ['admin', 'products'] as const,
  productList: (query: AdminProductQuery) => ['admin', 'products', 'list', query] as const,
  product: (id: string) => ['admin', 'products', 'one', id] as const,
  /** A page of a product's stock history (under products: an adjustment refreshes the lists too). */
  stockHistory: (id: string, page: { page: number; limit: number }) =>
    ['admin', 'products', 'stock-history', id, page] as const,
  stockSettings: () => ['admin', 'stock-settings'] as const,
  /** A CSV import's summary and progress, and a page of its rows (refetched as the import moves on). */
  productImport: (id: string) => ['admin', 'product-imports', id] as const,
  productImportRows: (id: string, query: ProductImportRowsQuery, version: string) =>
    ['admin', 'product-imports', id, 'rows', query, version] as const,
  /** Every orders list and every order page: a change to one order can move it in or out of any list. */
  orders: () => ['admin', 'orders'] as const,
  orderLists: () => ['admin', 'orders', 'list'] as const,
  orderList: (query: Record<string, QueryValue>) => ['admin', 'orders', 'list', query] as const,
  order: (id: string) => ['admin', 'orders', 'one', id] as const,
  /** The couriers the shop has set up (its configuration: read once a session). */
  couriers: () => ['admin', 'couriers'] as const,
  /** The owner's mapping of our places to a courier's ids, and the courier's own cities or a city's zones. */
  courierPlaces: (courier: string) => ['admin', 'couriers', courier, 'places'] as const,
  courierPlaceOptions: (courier: string, cityId: number | null) =>
    ['admin', 'couriers', courier, 'place-options', cityId] as const,
  /** Every customers list and customer page: a block changes the "Blocked" filter's answer. */
  customers: () => ['admin', 'customers'] as const,
  customerLists: () => ['admin', 'customers', 'list'] as const,
  customerList: (query: Record<string, QueryValue>) => ['admin', 'customers', 'list', query] as const,
  customer: (id: string) => ['admin', 'customers', 'one', id] as const,
  customerOrders: (id: string, page: { page: number; limit: number }) =>
    ['admin', 'customers', 'orders', id, page] as const,
  messages: () => ['admin', 'messages'] as const,
  messageList: (page: number, limit: number) => ['admin', 'messages', page, limit] as const,
  newsletter: (page: number, limit: number) => ['admin', 'newsletter', page, limit] as const,
  shippingTable: () => ['admin', 'shipping-table'] as const,
  reviews: () => ['admin', 'reviews'] as const,
  coupons: () => ['admin', 'coupons'] as const,
  notifications: () => ['admin', 'notifications'] as const,
  notificationList: (status: string, page: number) => ['admin', 'notifications', status, page] as const,
  reviewList: (page: number) => ['admin', 'reviews', page] as const,
};

/** Queries a catalog or blog write cannot change: the back office's own (updated by hand) and the account. */
const UNAFFECTED: readonly unknown[] = [adminKeys.all[0], accountKeys.all[0]];

/**
 * A product or blog write can change what any shop page shows (listings, product pages, carts,
 * wishlists, the blog), so those are marked stale and refetched when next shown.
 */
export function invalidateShopPages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => !UNAFFECTED.includes(query.queryKey[0]) });
}
