/**
 * One catalog per feature and language (`src/locales/<locale>/<namespace>.json`), so translators of
 * different features never edit the same file. `common` holds the app shell (layout, header, footer,
 * error screens, guards), the shared components and lib's messages. `messages` is the catalog the server
 * speaks from (`packages/shared/src/messages/<locale>.json`: states, payment methods, refusals, field
 * reasons), so a label the server also says has one wording.
 */
export const NAMESPACES = [
  'common',
  'catalog',
  'product',
  'cart',
  'checkout',
  'orders',
  'profile',
  'auth',
  'blog',
  'info',
  'marketing',
  'wishlist',
  'admin',
  // The admin's products, blog, coupons and delivery tabs; like `admin`, only the admin's chunk asks for it.
  'adminCatalog',
  // The back office's home and reports; only their chunks ask for it.
  'adminReports',
  'messages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Only the admin's chunk asks for this one; a shopper's page never downloads it. */
export const ADMIN_NAMESPACE: Namespace = 'admin';

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}
