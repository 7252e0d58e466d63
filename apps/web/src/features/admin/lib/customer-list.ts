import { ADMIN_CUSTOMER_SORTS, ADMIN_CUSTOMERS_PAGE_SIZE } from '@plantopia/shared';
import { buildUrl } from '@/lib/api-client';
import { type ListSpec, type ListState, pageQuery, questionQuery } from './list-params';

/*
 * The customers list's address uses the API's own parameter names (AdminCustomersQuerySchema in
 * packages/shared/src/customers.ts), so the page's query string, the list request and the CSV read the same.
 */

export const CUSTOMER_FILTERS = ['role', 'blocked'] as const;
export type CustomerFilter = (typeof CUSTOMER_FILTERS)[number];

export const CUSTOMER_LIST: ListSpec<CustomerFilter> = {
  pageSize: ADMIN_CUSTOMERS_PAGE_SIZE,
  filters: CUSTOMER_FILTERS,
  sorts: ADMIN_CUSTOMER_SORTS,
  defaultSort: { id: 'joined', desc: true },
};

/** `GET /api/admin/customers`'s query for the list as the address has it. */
export const customersQuery = (state: ListState<CustomerFilter>) => pageQuery(state);

/** The filtered list as a CSV file (`GET /api/admin/customers.csv`, streamed by the server): every page. */
export function customersCsvHref(state: ListState<CustomerFilter>): string {
  return buildUrl('/api/admin/customers.csv', questionQuery(state));
}

/** A customer's page in the back office. */
export const customerHref = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;
