/** An order's page in the back office. */
export const orderHref = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;
