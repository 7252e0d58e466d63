/*
 * Every table, each defined in the file of the module that owns it (db/schema/<module>.ts): a module's
 * code reads and writes only its own tables (the import-boundaries check enforces it), and reaches another
 * module's data through that module's service. This file gathers them for Drizzle, drizzle-kit and the
 * code outside the modules (the database client, backups, tests).
 */

export * from './schema/auth.js';
export * from './schema/blog.js';
export * from './schema/care-reminders.js';
export * from './schema/cart.js';
export * from './schema/catalog.js';
export * from './schema/comments.js';
export * from './schema/coupons.js';
export * from './schema/couriers.js';
export * from './schema/delivery.js';
export * from './schema/inbox.js';
export * from './schema/meta.js';
export * from './schema/notifications.js';
export * from './schema/orders.js';
export * from './schema/payments.js';
export * from './schema/payments-intents.js';
export * from './schema/product-csv.js';
export * from './schema/reviews.js';
export * from './schema/stock-alerts.js';
export * from './schema/users.js';
export * from './schema/wishlist.js';

import { phoneCodeSends, signInFailures } from './schema/auth.js';
import { blogs } from './schema/blog.js';
import { careReminders } from './schema/care-reminders.js';
import { cartItems } from './schema/cart.js';
import { products, productVariants, stockMovements, stockSettings } from './schema/catalog.js';
import { comments } from './schema/comments.js';
import { couponRedemptions, coupons } from './schema/coupons.js';
import { courierPlaces } from './schema/couriers.js';
import { shippingTable } from './schema/delivery.js';
import { contactMessages, newsletterSubscriptions } from './schema/inbox.js';
import { appMeta } from './schema/meta.js';
import { outboundMessages } from './schema/notifications.js';
import { customerOrderFigures, orderEvents, orderItems, orders } from './schema/orders.js';
import { paymentSessions, refunds } from './schema/payments.js';
import { paymentIntents } from './schema/payments-intents.js';
import { productImportImages, productImportRows, productImports } from './schema/product-csv.js';
import { reviews } from './schema/reviews.js';
import { backInStockRequests, lowStockDigests } from './schema/stock-alerts.js';
import { account, customerBlocks, session, user, verification } from './schema/users.js';
import { wishlistItems } from './schema/wishlist.js';

export const schema = {
  appMeta,
  user,
  session,
  account,
  verification,
  customerBlocks,
  signInFailures,
  phoneCodeSends,
  products,
  productVariants,
  comments,
  reviews,
  cartItems,
  wishlistItems,
  paymentIntents,
  orders,
  orderItems,
  orderEvents,
  customerOrderFigures,
  shippingTable,
  paymentSessions,
  refunds,
  blogs,
  newsletterSubscriptions,
  contactMessages,
  coupons,
  couponRedemptions,
  outboundMessages,
  courierPlaces,
  productImports,
  productImportRows,
  productImportImages,
  stockMovements,
  stockSettings,
  backInStockRequests,
  lowStockDigests,
  careReminders,
};
