/** Query keys of the shopper's own orders, and of an order opened by its confirmation link. */
export const ordersKeys = {
  all: ['orders'] as const,
  mine: () => ['orders', 'mine'] as const,
  confirmation: (token: string) => ['orders', 'confirmation', token] as const,
};
