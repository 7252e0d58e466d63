import { z } from 'zod';
import { checkPlace } from './address.js';
import { CartLinesSchema } from './cart.js';
import { AppliedCouponSchema, CouponCodeSchema, QuotedCouponRefusalSchema } from './coupons.js';

/** Where an order goes, as far as its delivery fee cares: the picked place (ids of data/bd-geo). */
export const DestinationSchema = z
  .object({
    divisionId: z.number({ error: 'field.required' }).int('field.whole_number'),
    districtId: z.number({ error: 'field.required' }).int('field.whole_number'),
    upazilaId: z.number({ error: 'field.required' }).int('field.whole_number'),
  })
  .superRefine((ids, context) => checkPlace(ids, context, { whenMissing: 'refuse' }));
export type Destination = z.infer<typeof DestinationSchema>;

/**
 * `POST /api/pricing/quote`: what these lines cost now, as the server will charge them; with
 * `destination`, delivered there (without, the fee of "everywhere else").
 */
export const QuoteRequestSchema = z.object({
  items: CartLinesSchema,
  destination: DestinationSchema.optional(),
  /** A discount code to try (any case); a refused one leaves the quote undiscounted and says why. */
  couponCode: CouponCodeSchema.optional(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

export const QuoteLineSchema = z.object({
  _id: z.string(),
  /** The variant priced (the product's first when the line named none). */
  variantId: z.string(),
  /** Taka per piece, at today's price. */
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/**
 * The server's price of a set of lines (docs/behaviour.md §4 rule 5). The cart and checkout show it; the payment
 * and the order are for exactly it. Lines whose product no longer exists are left out.
 */
export const QuoteSchema = z.object({
  lines: z.array(QuoteLineSchema),
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  total: z.number(),
  /** The delivery zone the fee is for; null for "everywhere else" (or no address yet). */
  deliveryZone: z.string().nullable(),
  /** That zone's Bangla name, when the owner gave it one. */
  deliveryZoneBn: z.string().nullable(),
  /** Whether this total may be paid cash on delivery (the owner's limit, `codMaxTotal` taka). */
  cashOnDelivery: z.boolean(),
  codMaxTotal: z.number().nullable(),
  /** The code that gave `discount` (or the free delivery); null without one or when it was refused. */
  coupon: AppliedCouponSchema.nullable(),
  /** Why the code asked about does not apply (reason, params and the shopper's sentence). */
  couponRefusal: QuotedCouponRefusalSchema.nullable(),
});
export type Quote = z.infer<typeof QuoteSchema>;
