import { SHOP_DETAILS } from '@plantopia/shared';

/** The shop's number without spaces or signs, for `tel:` and WhatsApp links. */
const PHONE_DIGITS = '8801711000000';

/**
 * Sample contact details (docs/behaviour.md §16.1), shown by the footer, the
 * contact, about and policy pages. The address and opening hours are words, so they live in the `common`
 * catalog (`shop.address`, `shop.hours`).
 */
export const SHOP_CONTACT = {
  phone: SHOP_DETAILS.phone,
  phoneHref: `tel:+${PHONE_DIGITS}`,
  email: SHOP_DETAILS.email,
} as const;

/** Sample social accounts (docs/behaviour.md §16.1). */
export const SOCIAL_LINKS = {
  whatsapp: `https://wa.me/${PHONE_DIGITS}`,
  facebook: 'https://www.facebook.com/plantopia.bd',
} as const;
