/**
 * Query keys of the product page. They sit under the catalog's root key ('catalog'), so a write that
 * refreshes the catalog (an admin edit, an order changing stock) refreshes an open product page too.
 */
export const productKeys = {
  detail: (id: string) => ['catalog', 'product', id] as const,
};
