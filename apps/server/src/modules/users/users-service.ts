import {
  type AdminUser,
  EMPTY_SHIPPING_ADDRESS,
  type ShopUser,
  type UpdateProfile,
  type UserProfile,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/guards.js';
import type { CartService } from '../cart/cart-service.js';
import type { OrdersService } from '../orders/orders-service.js';
import * as repo from './users-repository.js';

export type UsersService = ReturnType<typeof createUsersService>;

export function toShopUser(row: repo.UserRow): ShopUser {
  return {
    uid: row.id,
    displayName: row.name,
    email: row.email,
    photoURL: row.image ?? '',
    role: row.role === 'admin' ? 'admin' : 'user',
    shippingAddress: { ...EMPTY_SHIPPING_ADDRESS, ...row.shippingAddress },
    createdAt: row.createdAt.toISOString(),
  };
}

export function createUsersService(deps: { db: Db; orders: OrdersService; cart: CartService }) {
  const { db, orders, cart } = deps;

  async function requireUser(uid: string): Promise<repo.UserRow> {
    const row = await repo.findUser(db, uid);
    if (!row) throw notFound('User');
    return row;
  }

  return {
    /**
     * `POST /api/users` after every sign-in: the account already exists (Better Auth made it), so this
     * only fills a missing name or photo from the client's hints. A stored value always wins, so a
     * stale tab can never undo a profile edit made elsewhere; calling it twice changes nothing.
     */
    async sync(who: SessionUser, hints: { displayName?: string; photoURL?: string }): Promise<ShopUser> {
      const row = await requireUser(who.id);
      const name = !row.name.trim() && hints.displayName ? hints.displayName : undefined;
      const image = !row.image && hints.photoURL ? hints.photoURL : undefined;
      if (name === undefined && image === undefined) return toShopUser(row);
      return toShopUser((await repo.updateProfile(db, who.id, { name, image }))!);
    },

    /** `GET /api/users/{uid}`: the account and its owner's orders. */
    async getProfile(uid: string): Promise<UserProfile> {
      const row = await requireUser(uid);
      return { ...toShopUser(row), orders: await orders.listForCustomer(uid) };
    },

    /** `PUT /api/users/{uid}`: name, photo and address only; the account's own name and image are these. */
    async updateProfile(uid: string, changes: UpdateProfile): Promise<ShopUser> {
      const row = await repo.updateProfile(db, uid, {
        name: changes.displayName,
        image: changes.photoURL === undefined ? undefined : changes.photoURL || null,
        shippingAddress: changes.shippingAddress,
      });
      if (!row) throw notFound('User');
      return toShopUser(row);
    },

    count: (): Promise<number> => repo.countUsers(db),

    /** `GET /api/users` (admin): every account with its order and cart counts, newest first. */
    async listForAdmin(): Promise<AdminUser[]> {
      const rows = await repo.listUsers(db);
      const ids = rows.map((r) => r.id);
      const [orderCounts, cartCounts] = await Promise.all([orders.countByUsers(ids), cart.countByUsers(ids)]);
      return rows.map((row) => ({
        ...toShopUser(row),
        orderCount: orderCounts.get(row.id) ?? 0,
        cartItemCount: cartCounts.get(row.id) ?? 0,
      }));
    },
  };
}
