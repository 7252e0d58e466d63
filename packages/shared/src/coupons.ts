import { z } from 'zod';
import { CATEGORIES, CATEGORY_IDS } from './categories.js';
import { requiredOr } from './field-errors.js';
import { type CodedMessage, coded, codedText } from './message-codes.js';
import { TakaSchema } from './money.js';

/**
 * Discount codes (issue 15, docs/decisions/017). A code is stored upper-case and compared so, which
 * makes `diwali10` and `DIWALI10` one code. Money in taka on the wire, poisha in the database.
 */
export const COUPON_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Percent off',
  fixed: 'Taka off',
  free_delivery: 'Free delivery',
};

export const CouponCodeSchema = z
  .string({ error: requiredOr('field.text') })
  .trim()
  .min(1, 'field.required')
  .max(30, codedText('field.max_length', { max: 30 }))
  .regex(/^[A-Za-z0-9_-]+$/, 'field.slug')
  .transform((code) => code.toUpperCase());

const optionalLimit = z
  .number({ error: 'field.number' })
  .int('field.whole_number')
  .min(1, codedText('field.min', { min: 1 }))
  .max(1_000_000, codedText('field.max', { max: 1_000_000 }))
  .nullable()
  .default(null);

const instant = z.iso.datetime({ offset: true, error: 'field.date_time' });

/** `POST /api/admin/coupons` and `PUT /api/admin/coupons/{id}`. */
export const CouponInputSchema = z
  .object({
    code: CouponCodeSchema,
    kind: z.enum(COUPON_KINDS, { error: 'field.coupon_kind' }),
    /** Percent (1–100) for `percent`, taka for `fixed`; ignored (0) for free delivery. */
    value: z.number({ error: requiredOr('field.number') }).default(0),
    /** The cart's subtotal (taka) must reach this; 0: any. */
    minSubtotal: TakaSchema.default(0),
    startsAt: instant,
    endsAt: instant,
    /** Orders that may use the code in all; null: no limit. */
    maxUses: optionalLimit,
    /** Orders one shopper may use it for; null: no limit. */
    maxUsesPerShopper: optionalLimit,
    /** Only lines of these categories are discounted (and needed); empty: every category. */
    categories: z
      .array(z.enum(CATEGORY_IDS, { error: 'field.category' }))
      .max(CATEGORY_IDS.length)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    active: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if (
      input.kind === 'percent' &&
      (!Number.isInteger(input.value) || input.value < 1 || input.value > 100)
    ) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'field.whole_percent' });
    }
    if (input.kind === 'fixed') {
      const amount = TakaSchema.safeParse(input.value);
      if (!amount.success || input.value <= 0) {
        context.addIssue({ code: 'custom', path: ['value'], message: 'field.taka_above_zero' });
      }
    }
    if (Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'field.after_starts_at' });
    }
  })
  .transform((input) => (input.kind === 'free_delivery' ? { ...input, value: 0 } : input));
export type CouponInput = z.input<typeof CouponInputSchema>;
export type CouponValues = z.output<typeof CouponInputSchema>;

/** A code as the admin's Coupons tab lists it: its terms and how many orders use it now. */
export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minSubtotal: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  maxUses: z.number().int().nullable(),
  maxUsesPerShopper: z.number().int().nullable(),
  categories: z.array(z.enum(CATEGORY_IDS)),
  active: z.boolean(),
  /** Orders holding a use now (a cancelled order has given its use back). */
  uses: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/**
 * Why a code does not apply: the machine-readable reason and its params (taka amounts, ISO dates,
 * category ids) beside the English message, so a translation can be written from the reason alone.
 */
export const CouponRefusalSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('unknown'), params: z.object({ code: z.string() }) }),
  z.object({ reason: z.literal('inactive'), params: z.object({ code: z.string() }) }),
  z.object({ reason: z.literal('not_started'), params: z.object({ startsAt: z.string() }) }),
  z.object({ reason: z.literal('expired'), params: z.object({ endsAt: z.string() }) }),
  z.object({ reason: z.literal('below_minimum'), params: z.object({ minSubtotal: z.number() }) }),
  z.object({
    reason: z.literal('wrong_category'),
    params: z.object({ categories: z.array(z.enum(CATEGORY_IDS)) }),
  }),
  z.object({ reason: z.literal('used_up'), params: z.object({}) }),
  z.object({ reason: z.literal('already_used'), params: z.object({ maxUsesPerShopper: z.number() }) }),
]);
export type CouponRefusal = z.infer<typeof CouponRefusalSchema>;
export type CouponRefusalReason = CouponRefusal['reason'];

/**
 * The shopper's sentence for a refusal, as a coded message: the web's coupon field and the server's 409
 * say the same words from the catalogs. Dates and amounts are rendered in the reader's language.
 */
export function couponRefusalMessage(refusal: CouponRefusal): CodedMessage {
  const code = `coupon.refusal.${refusal.reason}` as const;
  switch (refusal.reason) {
    case 'unknown':
      return coded(code, { code: refusal.params.code });
    case 'not_started':
      return coded(code, { startsAt: { date: refusal.params.startsAt } });
    case 'expired':
      return coded(code, { endsAt: { date: refusal.params.endsAt } });
    case 'below_minimum':
      return coded(code, { minSubtotal: { taka: refusal.params.minSubtotal } });
    case 'wrong_category':
      return coded(code, {
        categories: {
          list: CATEGORIES.filter((category) => refusal.params.categories.includes(category.id)).map(
            (category) => ({ en: category.label, bn: category.labelBn }),
          ),
        },
      });
    case 'inactive':
    case 'used_up':
    case 'already_used':
      return coded(code);
  }
}

/** A code the quote applied: the discount it gave (taka; 0 for free delivery, which zeroes `shipping`). */
export const AppliedCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  discount: z.number(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

/** The quote's word on a code it was asked about and refused: the refusal, the code and the sentence. */
export const QuotedCouponRefusalSchema = CouponRefusalSchema.and(
  z.object({ code: z.string(), message: z.string() }),
);
export type QuotedCouponRefusal = z.infer<typeof QuotedCouponRefusalSchema>;
