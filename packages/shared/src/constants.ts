// Plain values only: the web's first page imports these, so this module must never pull in zod.

/**
 * The delivery fee in taka a new shop charges (docs/behaviour.md §4 rule 5): every fee of the default
 * shipping table (delivery.ts), which the owner may change in the admin's Delivery tab.
 */
export const SHIPPING_FEE_TAKA = 100;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The country a shipping address starts with, in the profile form and at checkout. */
export const DEFAULT_COUNTRY = 'Bangladesh';
export const CART_STORAGE_KEY = 'plantopia_cart';

/** The longest comment or reply, in characters; the product page's form shows it too. */
export const COMMENT_MAX_LENGTH = 2000;

/** Products per page of a category listing: the web asks for it, the server pages by it when `limit` is left out. */
export const CATALOG_PAGE_SIZE = 12;

/**
 * The shop's sample contact details (docs/behaviour.md §16.1): the footer, the
 * contact and policy pages, and the head of every invoice.
 */
export const SHOP_DETAILS = {
  name: 'Plantopia',
  /** In each language, as a document in that language prints it (invoices, labels, packing slips). */
  address: { en: 'House 12, Road 5, Dhanmondi, Dhaka 1205', bn: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫' },
  phone: '+880 1711-000000',
  email: 'hello@plantopia.com.bd',
} as const;
