import { CartDropdown } from '@/features/cart/components/cart-dropdown';
import { AccountArea } from './account-menu';

/*
 * Two places in the navigation bar that other features fill in later. Keep their outer size so the
 * bar does not move when they change.
 */

export const headerIconLinkClasses =
  'relative inline-flex size-11 items-center justify-center rounded-lg text-brand-800 transition-colors hover:bg-brand-50';

/** CART SLOT: the cart dropdown (count badge, items, quantity buttons, remove, subtotal, View Cart, Checkout). */
export function CartSlot() {
  return <CartDropdown triggerClassName={headerIconLinkClasses} />;
}

/**
 * ACCOUNT SLOT: the avatar (→ /profile) with the account menu (Admin Dashboard for admins, Profile, Cart,
 * Wishlist, Logout) when signed in; a Login link otherwise.
 */
export function AccountSlot() {
  return (
    <AccountArea loginClassName="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 transition-colors ring-inset hover:bg-brand-50" />
  );
}
