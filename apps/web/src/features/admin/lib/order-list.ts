import { ADMIN_ORDER_SORTS, ADMIN_ORDERS_PAGE_SIZE } from '@plantopia/shared';
import { buildUrl } from '@/lib/api-client';
import { type ListSpec, type ListState, pageQuery, questionQuery } from './list-params';

/*
 * The orders list's address uses the API's own parameter names (AdminOrdersQuerySchema in
 * packages/shared/src/back-office.ts), so the page's query string, the list request and the CSV
 * export read the same.
 */

export const ORDER_FILTERS = [
  'status',
  'paymentMethod',
  'paymentStatus',
  'confirmation',
  'from',
  'to',
  'districtId',
  'zone',
  'courier',
  'booked',
  'coupon',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const ORDER_LIST: ListSpec<OrderFilter> = {
  pageSize: ADMIN_ORDERS_PAGE_SIZE,
  filters: ORDER_FILTERS,
  sorts: ADMIN_ORDER_SORTS,
  defaultSort: { id: 'date', desc: true },
};

/** `GET /api/admin/orders`'s query for the list as the address has it. */
export const ordersQuery = (state: ListState<OrderFilter>) => pageQuery(state);

/** The filtered list as a CSV file (`GET /api/admin/orders.csv`, streamed by the server): every page. */
export function ordersCsvHref(state: ListState<OrderFilter>): string {
  return buildUrl('/api/admin/orders.csv', questionQuery(state));
}

/** Cash-on-delivery orders still waiting for their confirmation call, including those that did not answer. */
export const TO_CONFIRM = 'to_confirm,no_answer';

/** The questions asked every day, one click away; each is a set of filters. */
export const ORDER_VIEWS: readonly {
  id: string;
  labelKey: string;
  filters: Partial<Record<OrderFilter, string>>;
}[] = [
  { id: 'all', labelKey: 'orders.views.all', filters: {} },
  { id: 'toConfirm', labelKey: 'orders.views.toConfirm', filters: { confirmation: TO_CONFIRM } },
  { id: 'toBook', labelKey: 'orders.views.toBook', filters: { status: 'accepted', booked: 'no' } },
  { id: 'toShip', labelKey: 'orders.views.toShip', filters: { status: 'accepted' } },
  { id: 'shipped', labelKey: 'orders.views.shipped', filters: { status: 'shipped' } },
];

/** Whether the list shows exactly a view's question (no search, no other filter). */
export function isView(state: ListState<OrderFilter>, view: (typeof ORDER_VIEWS)[number]): boolean {
  const set = Object.entries(state.filters);
  return (
    !state.q &&
    set.length === Object.keys(view.filters).length &&
    set.every(([name, value]) => view.filters[name as OrderFilter] === value)
  );
}
