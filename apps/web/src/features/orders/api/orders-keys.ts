/** Query keys of the shopper's own orders, of an order opened by its confirmation link, and of care reminders. */
export const ordersKeys = {
  all: ['orders'] as const,
  mine: () => ['orders', 'mine'] as const,
  confirmation: (token: string) => ['orders', 'confirmation', token] as const,
  careReminders: () => ['orders', 'care-reminders'] as const,
};
