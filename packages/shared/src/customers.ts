import { z } from 'zod';
import { ShippingAddressSchema } from './address.js';
import { AdminOrderRowSchema } from './back-office.js';
import { requiredOr } from './field-errors.js';
import { codedText } from './message-codes.js';
import { OrderShippingSchema } from './order.js';
import { PageNumberSchema } from './product.js';
import { ROLES } from './user.js';

/*
 * The back office's customers (issue 24 item 4): the accounts staff search by name, email or the last
 * digits of a phone, with what their orders add up to; a customer's page with their orders, addresses and
 * the history of their phone numbers; and the admin's block on ordering. Routes: `GET
 * /api/admin/customers` (+ `.csv`), `GET /api/admin/customers/{id}` (+ `/orders`), `PUT|DELETE
 * /api/admin/customers/{id}/block`.
 */

export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;
export const ADMIN_CUSTOMER_SORTS = ['joined', 'orders', 'spent', 'lastOrder'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];
export const BLOCK_FILTERS = ['yes', 'no'] as const;

const limitOf = (pageSize: number) =>
  z.coerce
    .number()
    .int('field.whole_number')
    .min(1, codedText('field.at_least', { min: 1 }))
    .max(100, codedText('field.max', { max: 100 }))
    .default(pageSize);

/**
 * `GET /api/admin/customers` (and `.csv`, the same without paging). `q` finds an account by its name or
 * email (any part of either), or by the last digits (three or more) of a phone it saved or ordered with.
 */
export const AdminCustomersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, codedText('field.max_length', { max: 100 }))
    .optional(),
  role: z.enum(ROLES).optional(),
  blocked: z.enum(BLOCK_FILTERS).optional(),
  sort: z.enum(ADMIN_CUSTOMER_SORTS).default('joined'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: PageNumberSchema.default(1),
  limit: limitOf(ADMIN_CUSTOMERS_PAGE_SIZE),
});
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuerySchema>;

/**
 * What a customer's orders add up to. `spent` (taka) counts what the reports count as sales: orders
 * delivered or on their way and not cancelled, returned or refunded.
 */
export const CustomerFiguresSchema = z.object({
  orders: z.number().int(),
  spent: z.number(),
  lastOrderAt: z.string().nullable(),
  returns: z.number().int(),
  cancellations: z.number().int(),
});
export type CustomerFigures = z.infer<typeof CustomerFiguresSchema>;

/** A row of the customers table. `phone` is the one saved on the account ('' when none). */
export const AdminCustomerRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  joinedAt: z.string(),
  blocked: z.boolean(),
  ...CustomerFiguresSchema.shape,
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRowSchema>;

/** `GET /api/admin/customers/{id}/orders`: the customer's orders, newest first, a page at a time. */
export const CustomerOrdersQuerySchema = z.object({
  page: PageNumberSchema.default(1),
  limit: limitOf(CUSTOMER_ORDERS_PAGE_SIZE),
});
export type CustomerOrdersQuery = z.infer<typeof CustomerOrdersQuerySchema>;

export const CustomerOrderRowSchema = AdminOrderRowSchema.pick({
  _id: true,
  number: true,
  createdAt: true,
  itemCount: true,
  total: true,
  paymentMethod: true,
  paymentStatus: true,
  status: true,
});
export type CustomerOrderRow = z.infer<typeof CustomerOrderRowSchema>;

/** An address the customer's orders went to, as last written, with how often and when last. */
export const DeliveryAddressSchema = z.object({
  shipping: OrderShippingSchema,
  orders: z.number().int(),
  lastUsedAt: z.string(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/**
 * One of the customer's phone numbers and what the shop knows about it from every order placed with it,
 * this customer's and other accounts': how they ended, how many are still open, how many other accounts
 * ordered with it.
 */
export const PhoneHistorySchema = z.object({
  phone: z.string(),
  delivered: z.number().int(),
  returned: z.number().int(),
  cancelled: z.number().int(),
  open: z.number().int(),
  otherAccounts: z.number().int(),
});
export type PhoneHistory = z.infer<typeof PhoneHistorySchema>;

/** A block on ordering: its reason (the shop's eyes only), who set it and when, who lifted it and when. */
export const CustomerBlockSchema = z.object({
  reason: z.string(),
  blockedAt: z.string(),
  blockedBy: z.string(),
  liftedAt: z.string().nullable(),
  liftedBy: z.string().nullable(),
});
export type CustomerBlock = z.infer<typeof CustomerBlockSchema>;

/** `GET /api/admin/customers/{id}`: the account, its figures, addresses, phones and blocks. */
export const AdminCustomerDetailSchema = z.object({
  customer: AdminCustomerRowSchema,
  photoURL: z.string(),
  /** The address saved on the account; null when it holds none. */
  savedAddress: ShippingAddressSchema.nullable(),
  deliveryAddresses: z.array(DeliveryAddressSchema),
  phones: z.array(PhoneHistorySchema),
  /** Every block, the open one (if any) first, then the lifted ones, newest first. */
  blocks: z.array(CustomerBlockSchema),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

export const BLOCK_REASON_MAX_LENGTH = 500;

/** `PUT /api/admin/customers/{id}/block` (admin): why, for the shop; the shopper is never told. */
export const BlockCustomerSchema = z.object({
  reason: z
    .string({ error: requiredOr('field.text') })
    .trim()
    .min(1, 'field.required')
    .max(BLOCK_REASON_MAX_LENGTH, codedText('field.max_length', { max: BLOCK_REASON_MAX_LENGTH })),
});
export type BlockCustomerInput = z.infer<typeof BlockCustomerSchema>;
