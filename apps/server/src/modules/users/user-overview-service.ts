import type { AdminUser, UserProfile } from '@plantopia/shared';
import type { CartService } from '../cart/cart-service.js';
import type { OrdersService } from '../orders/orders-service.js';
import type { UsersService } from './users-service.js';

export type UserOverviewService = ReturnType<typeof createUserOverviewService>;

/**
 * Accounts together with what they did in the shop (orders, cart). Kept apart from users-service,
 * which the catalog's comments need: orders and carts need the catalog, so a users service that
 * needed them would make the services depend on each other in a circle.
 */
export function createUserOverviewService(deps: {
  users: UsersService;
  orders: OrdersService;
  cart: CartService;
}) {
  const { users, orders, cart } = deps;

  return {
    /** `GET /api/users/{uid}`: the account and its owner's orders. */
    async getProfile(uid: string): Promise<UserProfile> {
      const account = await users.getAccount(uid);
      return { ...account, orders: await orders.listForCustomer(uid) };
    },

    /** `GET /api/users` (admin): every account with its order and cart counts, newest first. */
    async listForAdmin(): Promise<AdminUser[]> {
      const accounts = await users.listAccounts();
      const ids = accounts.map((a) => a.uid);
      const [orderCounts, cartCounts] = await Promise.all([orders.countByUsers(ids), cart.countByUsers(ids)]);
      return accounts.map((account) => ({
        ...account,
        orderCount: orderCounts.get(account.uid) ?? 0,
        cartItemCount: cartCounts.get(account.uid) ?? 0,
      }));
    },
  };
}
