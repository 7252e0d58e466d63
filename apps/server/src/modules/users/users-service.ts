import {
  EMPTY_SHIPPING_ADDRESS,
  hasAreaIds,
  hasShippingAddress,
  type ShippingAddress,
  type ShopUser,
  type UpdateProfile,
  visibleEmail,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/guards.js';
import * as customers from './customers-repository.js';
import * as repo from './users-repository.js';

/**
 * An address change that names its place as text (`city`/`state` without area ids, e.g. an order from a
 * client without the pickers) replaces a picked place: the stored ids would otherwise name another place.
 */
function placeChanges(address: Partial<ShippingAddress> | undefined) {
  if (!address) return {};
  const typedPlace = !hasAreaIds(address) && (address.city !== undefined || address.state !== undefined);
  return { shippingAddress: address, dropAreaIds: typedPlace };
}

export type UsersService = ReturnType<typeof createUsersService>;

export function toShopUser(row: repo.UserRow): ShopUser {
  return {
    uid: row.id,
    displayName: row.name,
    email: visibleEmail(row.email),
    phone: row.phoneNumberVerified ? (row.phoneNumber ?? '') : '',
    photoURL: row.image ?? '',
    role: row.role === 'admin' ? 'admin' : 'user',
    shippingAddress: { ...EMPTY_SHIPPING_ADDRESS, ...row.shippingAddress },
    createdAt: row.createdAt.toISOString(),
  };
}

/** What anyone may see of a user beside what they wrote (a comment's author): no email, no address. */
export interface PublicProfile {
  uid: string;
  displayName: string;
  photoURL: string;
}

/**
 * The accounts themselves. It needs no other module, so any module may ask it about users (comments
 * for their authors); the views that add orders and carts are in user-overview-service.ts.
 */
export function createUsersService(deps: {
  db: Db;
  /** ADMIN_EMAIL when configured: the shop owner's own address. */
  ownerEmail?: string;
}) {
  const { db } = deps;

  async function requireUser(uid: string): Promise<repo.UserRow> {
    const row = await repo.findUser(db, uid);
    if (!row) throw new AppError('not_found', 'user.not_found');
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

    /** `PUT /api/users/{uid}`: name, photo and address only; the account's own name and image are these. */
    async updateProfile(uid: string, changes: UpdateProfile): Promise<ShopUser> {
      const row = await repo.updateProfile(db, uid, {
        name: changes.displayName,
        image: changes.photoURL === undefined ? undefined : changes.photoURL || null,
        ...placeChanges(changes.shippingAddress),
      });
      if (!row) throw new AppError('not_found', 'user.not_found');
      return toShopUser(row);
    },

    /**
     * An order's address becomes the profile's shipping address when the profile has none yet, or when
     * the shopper asked for it (`replace`), so the next checkout starts filled in. Runs inside the
     * order's transaction (`tx`): the address is saved exactly when the order is.
     */
    async rememberShippingAddress(
      tx: Db,
      uid: string,
      address: ShippingAddress,
      options: { replace: boolean },
    ): Promise<void> {
      if (!options.replace) {
        const row = await repo.findUser(tx, uid);
        if (!row || hasShippingAddress({ ...EMPTY_SHIPPING_ADDRESS, ...row.shippingAddress })) return;
      }
      await repo.updateProfile(tx, uid, placeChanges(address));
    },

    /**
     * Inside the order's transaction: refuses (403) an account an admin blocked from ordering, without
     * saying why (the reason is the shop's own). One probe of a small partial index.
     */
    async requireMayOrder(tx: Db, userId: string): Promise<void> {
      if (await customers.isBlockedNow(tx, userId)) throw new AppError('forbidden', 'order.account_blocked');
    },

    count: (): Promise<number> => repo.countUsers(db),
    /** Inside the caller's transaction: holds the user's row until it commits; false when there is no such user. */
    lockForUpdate: (tx: Db, userId: string): Promise<boolean> => repo.lockUser(tx, userId),

    /** Where mail for the shop's owners goes when no ADMIN_EMAIL is configured. */
    /**
     * Where mail for the shop owner goes (a contact message, a new order): ADMIN_EMAIL when configured,
     * or else every admin account. `tx` when asked inside a transaction.
     */
    shopOwnerEmails: async (tx: Db = db): Promise<string[]> =>
      deps.ownerEmail ? [deps.ownerEmail] : repo.listAdminEmails(tx),

    /** One account, or 404. */
    async getAccount(uid: string): Promise<ShopUser> {
      return toShopUser(await requireUser(uid));
    },

    /** Every account, newest first. */
    async listAccounts(): Promise<ShopUser[]> {
      return (await repo.listUsers(db)).map(toShopUser);
    },

    /** The public profiles of these users, in one query; ids of accounts that no longer exist are absent. */
    async findPublicProfiles(ids: Iterable<string>): Promise<Map<string, PublicProfile>> {
      const rows = await repo.findPublicProfiles(db, [...new Set(ids)]);
      return new Map(
        rows.map((row) => [row.id, { uid: row.id, displayName: row.name, photoURL: row.image ?? '' }]),
      );
    },
  };
}
