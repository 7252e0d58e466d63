import { z } from 'zod';
import {
  areaIdFields,
  BdPhoneSchema,
  BdPostalCodeSchema,
  checkPlace,
  ShippingAddressSchema,
  withPlaceNames,
} from './address.js';
import { LineVariantIdSchema } from './cart.js';
import { CATEGORY_IDS } from './categories.js';
import { DEFAULT_COUNTRY } from './constants.js';
import { CouponCodeSchema } from './coupons.js';
import { checkGiftOrder, OrderGiftInputSchema, OrderGiftSchema } from './gift.js';
import { LOCALES } from './locale.js';
import { codedText } from './message-codes.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-states.js';
import { RefundSummarySchema } from './payment.js';
import { ChosenOptionSchema } from './variants.js';

const required = (max: number) =>
  z
    .string({ error: 'field.required' })
    .trim()
    .min(1, 'field.required')
    .max(max, codedText('field.max_length', { max: max }));

const optionalText = (max: number) =>
  z
    .string({ error: 'field.text' })
    .trim()
    .max(max, codedText('field.max_length', { max: max }))
    .default('');

/**
 * An order's shipping block as stored and answered. Orders placed before the pickers have free-text
 * `city`/`state`, any postal code and phone, and no area ids: they stay readable as they are.
 */
export const OrderShippingSchema = ShippingAddressSchema.extend({ name: z.string(), email: z.string() });
export type OrderShipping = z.infer<typeof OrderShippingSchema>;

/**
 * The shipping block of a new order: division → district → upazila ids (their names fill `city`, `state` and
 * `country`), the address line, an optional 4-digit postal code, an optional email and a Bangladeshi mobile
 * number, stored as `01XXXXXXXXX` (the fields apart, for a form that adds its own). A client without the
 * pickers may still name the place in `city` and `state` without ids; such an address pays the delivery fee
 * of "everywhere else".
 */
export const ORDER_SHIPPING_INPUT_FIELDS = {
  name: required(100),
  // Optional: an account made from a mobile number may have no email; the order's messages then go by SMS
  // alone (docs/decisions/037).
  email: z.union([z.literal(''), z.email('field.email').max(200)], { error: 'field.email' }).default(''),
  address: required(300),
  city: optionalText(100),
  state: optionalText(100),
  postalCode: BdPostalCodeSchema.default(''),
  country: optionalText(100),
  phone: BdPhoneSchema,
  ...areaIdFields,
};

export const OrderShippingInputSchema = z
  .object(ORDER_SHIPPING_INPUT_FIELDS)
  .superRefine((address, context) => checkPlace(address, context, { whenMissing: 'free-text' }))
  .transform((address) => withPlaceNames({ ...address, country: address.country || DEFAULT_COUNTRY }));
export type OrderShippingInput = z.input<typeof OrderShippingInputSchema>;

export const OrderItemSchema = z.object({
  _id: z.string(),
  /** The variant bought, its options as they were named then (empty without options) and its SKU. */
  variantId: z.string(),
  options: z.array(ChosenOptionSchema),
  sku: z.string().nullable(),
  name: z.string(),
  /** The Bangla name as bought; null (or absent in orders made before it was kept) when there was none. */
  nameBn: z.string().nullable().optional(),
  price: z.number(),
  quantity: z.number().int(),
  /** price × quantity, multiplied by the server in poisha: views show it and never multiply taka themselves. */
  lineTotal: z.number(),
  imageUrl: z.string(),
  category: z.enum(CATEGORY_IDS),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSummarySchema = z.object({
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number().optional(),
  total: z.number(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  items: z.array(OrderItemSchema),
  shipping: OrderShippingSchema,
  summary: OrderSummarySchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentIntentId: z.string().nullable(),
  /** A redirect payment's hold: the order is cancelled and its stock returned if not paid by then. */
  paymentDueAt: z.string().nullable().optional(),
  /** What the provider said about the last payment attempt (a decline, a cancel, a review flag). */
  paymentMessage: z.string().nullable().optional(),
  /** The provider's transaction id of the payment that paid it (bKash trxID, SSLCommerz bank_tran_id). */
  paymentReference: z.string().nullable().optional(),
  /** The latest refund asked of the provider, for the admin. */
  refund: RefundSummarySchema.nullable().optional(),
  status: z.enum(ORDER_STATUSES),
  /** The discount code the order was placed with (its discount is `summary.discount`). */
  couponCode: z.string().nullable().optional(),
  /** The language the shopper used at checkout: the order's messages are written in it. */
  locale: z.enum(LOCALES).optional(),
  /** A gift's recipient and note (docs/behaviour.md §9); null (or absent) for an order the buyer receives. */
  gift: OrderGiftSchema.nullable().optional(),
  /** The courier's tracking code: set when the parcel is booked with a courier, or by staff when it ships. */
  trackingCode: z.string().nullable().optional(),
  /** The courier's tracking page for the shopper, once the parcel is booked with a courier. */
  trackingUrl: z.string().nullable().optional(),
  deletedByCustomer: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * `POST /api/orders`. Only product ids and quantities are trusted from `items`; names, prices and the
 * summary a client sends are ignored (docs/behaviour.md §4 rule 5).
 */
export const CreateOrderSchema = z
  .object({
    items: z
      .array(
        z.object({
          _id: z.string().min(1, 'field.required').max(100),
          variantId: LineVariantIdSchema,
          quantity: z
            .number()
            .int('field.whole_number')
            .min(1, codedText('field.min', { min: 1 }))
            .max(1000),
        }),
      )
      .min(1, 'cart.empty')
      .max(100, codedText('field.max_lines', { max: 100 })),
    shipping: OrderShippingInputSchema,
    paymentMethod: z.enum(PAYMENT_METHODS).default('cod'),
    paymentIntentId: z.string().max(200).optional(),
    /**
     * The shopper ticked "Save to my profile for next time": the order's address replaces the profile's.
     * Without it the address is saved only when the profile has none yet.
     */
    saveAddress: z.boolean().optional(),
    /**
     * A discount code. A refused one refuses the order (409 with the reason) rather than charging the
     * shopper more than the checkout showed.
     */
    couponCode: CouponCodeSchema.optional(),
    /**
     * A gift (docs/behaviour.md §9): the courier carries it to the recipient, at the shipping block's
     * address; it is paid online and its address is not saved to the profile (`checkGiftOrder`).
     */
    gift: OrderGiftInputSchema.optional(),
  })
  .superRefine(checkGiftOrder);
export type CreateOrder = z.infer<typeof CreateOrderSchema>;

/** `POST /api/orders`: a redirect payment's order answers where the shopper goes to pay. */
export const PlaceOrderResponseSchema = z.object({
  success: z.literal(true),
  data: OrderSchema,
  message: z.string().optional(),
  redirectUrl: z.string().optional(),
});

export const TRACKING_CODE_MAX = 60;

/**
 * `PUT /api/orders/{orderId}/status` (admin). A shipped order may carry the courier's tracking code,
 * which the shipping message passes on; no other move takes one.
 */
export const UpdateOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    trackingCode: z
      .string({ error: 'field.text' })
      .trim()
      .max(TRACKING_CODE_MAX, codedText('field.max_length', { max: TRACKING_CODE_MAX }))
      .regex(/^[\w\-/.# ]*$/, 'field.address_line')
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((input) => input.trackingCode === undefined || input.status === 'shipped', {
    path: ['trackingCode'],
    message: 'field.tracking_only_when_shipped',
  });
export type UpdateOrderStatus = z.infer<typeof UpdateOrderStatusSchema>;

/** `PUT /api/orders/{orderId}/payment-status` (admin): only the moves of ADMIN_PAYMENT_MOVES (409 otherwise). */
export const UpdatePaymentStatusSchema = z.object({ paymentStatus: z.enum(PAYMENT_STATUSES) });
export type UpdatePaymentStatus = z.infer<typeof UpdatePaymentStatusSchema>;
