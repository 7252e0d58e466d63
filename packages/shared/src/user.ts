import { z } from 'zod';
import { OrderSchema } from './order.js';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const field = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const ShippingAddressSchema = z.object({
  address: field(300),
  city: field(100),
  state: field(100),
  postalCode: field(20),
  country: field(100),
  phone: field(30),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export const EMPTY_SHIPPING_ADDRESS: ShippingAddress = {
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  phone: '',
};

/** The shop's view of an account (DESIGN §3). */
export const ShopUserSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string(),
  role: z.enum(ROLES),
  shippingAddress: ShippingAddressSchema,
  createdAt: z.string(),
});
export type ShopUser = z.infer<typeof ShopUserSchema>;

const photoUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//i.test(v), 'must be a web address');

/** `POST /api/users`: the sync after sign-in. Identity comes from the session; these are hints. */
export const SyncUserSchema = z.object({
  displayName: field(100).optional(),
  photoURL: photoUrl.optional(),
});

/** `PUT /api/users/{uid}`: a partial profile update. Email and role are never written here. */
export const UpdateProfileSchema = z.object({
  displayName: field(100).min(1, 'is required').optional(),
  photoURL: photoUrl.optional(),
  shippingAddress: ShippingAddressSchema.partial().optional(),
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
