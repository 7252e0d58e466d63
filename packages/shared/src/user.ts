import { z } from 'zod';
import {
  areaIdFields,
  BdPhoneOrEmptySchema,
  BdPostalCodeSchema,
  checkPlace,
  type ShippingAddress,
  ShippingAddressSchema,
  withPlaceNames,
} from './address.js';
import { requiredOr } from './field-errors.js';
import { ImageUrlSchema } from './image-url.js';
import { codedText } from './message-codes.js';
import { OrderSchema } from './order.js';

export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const field = (max: number) =>
  z
    .string()
    .trim()
    .max(max, codedText('field.max_length', { max: max }));

/**
 * A profile's address as written (`PUT /api/users/{uid}`, partial): the same rules as an order's, but
 * each field may be left empty (a profile need not hold an address); the fields apart, for a form. Area ids come all three or none;
 * with them the place's names replace `city`, `state` and `country`.
 */
export const SHIPPING_ADDRESS_INPUT_FIELDS = {
  address: field(300),
  city: field(100),
  state: field(100),
  postalCode: BdPostalCodeSchema,
  country: field(100),
  phone: BdPhoneOrEmptySchema,
  ...areaIdFields,
};

export const ShippingAddressInputSchema = z
  .object(SHIPPING_ADDRESS_INPUT_FIELDS)
  .partial()
  .superRefine((address, context) => checkPlace(address, context, { whenMissing: 'allow' }))
  .transform(withPlaceNames);
export type ShippingAddressInput = z.input<typeof ShippingAddressInputSchema>;

export const EMPTY_SHIPPING_ADDRESS: ShippingAddress = {
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  phone: '',
};

/**
 * Whether a profile holds an address to ship to: its street address is filled in (a country alone, as
 * the profile form pre-fills it, is not one). An order's address is saved to a profile without one.
 */
export function hasShippingAddress(address: Pick<ShippingAddress, 'address'>): boolean {
  return address.address.trim() !== '';
}

/**
 * The shop's view of an account (docs/api.md): `email` is '' for an account made from a mobile number
 * alone, `phone` its verified mobile number (`01XXXXXXXXX`) or ''.
 */
export const ShopUserSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.string(),
  photoURL: z.string(),
  role: z.enum(ROLES),
  shippingAddress: ShippingAddressSchema,
  createdAt: z.string(),
});
export type ShopUser = z.infer<typeof ShopUserSchema>;

export const DISPLAY_NAME_MAX_LENGTH = 100;

/**
 * A person's name as the shop shows it: `displayName` here and Better Auth's `name` (sign-up,
 * update-user) follow the same rule.
 */
export const DisplayNameSchema = z
  .string({ error: requiredOr('field.text') })
  .trim()
  .min(1, 'field.required')
  .max(DISPLAY_NAME_MAX_LENGTH, codedText('field.max_length', { max: DISPLAY_NAME_MAX_LENGTH }));

/**
 * A profile photo: `photoURL` here and Better Auth's `image`. An http(s) address or one of our own
 * uploads, '' for none (image-url.ts).
 */
export const PhotoUrlSchema = ImageUrlSchema;

/** `POST /api/users`: the sync after sign-in. Identity comes from the session; these are hints. */
export const SyncUserSchema = z.object({
  displayName: field(DISPLAY_NAME_MAX_LENGTH).optional(),
  photoURL: PhotoUrlSchema.optional(),
});

/** `PUT /api/users/{uid}`: a partial profile update. Email and role are never written here. */
export const UpdateProfileSchema = z.object({
  displayName: DisplayNameSchema.optional(),
  photoURL: PhotoUrlSchema.optional(),
  shippingAddress: ShippingAddressInputSchema.optional(),
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

export const AdminUserSchema = ShopUserSchema.extend({
  orderCount: z.number().int(),
  cartItemCount: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** `GET /api/users/{uid}`: the account with the customer's own orders, newest first. */
export const UserProfileSchema = ShopUserSchema.extend({ orders: z.array(OrderSchema) });
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** `GET /api/auth-config`: which sign-in methods this shop offers. */
export const AuthConfigSchema = z.object({ google: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

/** Better Auth's rule (lib/auth.ts); the forms check it before sending. */
export const PASSWORD_MIN_LENGTH = 8;
