/** Query keys of the shopper's own orders. */
export const ordersKeys = {
  all: ['orders'] as const,
  mine: () => ['orders', 'mine'] as const,
};
