import { z } from 'zod';
import { CATEGORIES, CATEGORY_IDS, type CategoryId } from './categories.js';
import { requiredOr } from './field-errors.js';
import { formatDate, formatTaka } from './format.js';
import { DEFAULT_LOCALE, type Locale } from './locale.js';
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
  .string({ error: requiredOr('must be text') })
  .trim()
  .min(1, 'is required')
  .max(30, 'must be at most 30 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'may use only letters, digits, - and _')
  .transform((code) => code.toUpperCase());

const optionalLimit = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1_000_000, 'must be at most 1,000,000')
  .nullable()
  .default(null);

const instant = z.iso.datetime({ offset: true, error: 'must be a date and time' });

/** `POST /api/admin/coupons` and `PUT /api/admin/coupons/{id}`. */
export const CouponInputSchema = z
  .object({
    code: CouponCodeSchema,
    kind: z.enum(COUPON_KINDS, { error: 'must be percent, fixed or free_delivery' }),
    /** Percent (1–100) for `percent`, taka for `fixed`; ignored (0) for free delivery. */
    value: z.number({ error: requiredOr('must be a number') }).default(0),
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
      .array(z.enum(CATEGORY_IDS, { error: 'must be plants, tools, soils or fertilizers' }))
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
      context.addIssue({ code: 'custom', path: ['value'], message: 'must be a whole percent from 1 to 100' });
    }
    if (input.kind === 'fixed') {
      const amount = TakaSchema.safeParse(input.value);
      if (!amount.success || input.value <= 0) {
        context.addIssue({ code: 'custom', path: ['value'], message: 'must be an amount of taka above 0' });
      }
    }
    if (Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
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

/** "Plants and Soils", "Plants, Tools and Soils"; in Bangla "গাছ, সরঞ্জাম ও মাটি". */
function categoryList(ids: readonly CategoryId[], locale: Locale): string {
  const labels = CATEGORIES.filter((category) => ids.includes(category.id)).map((c) =>
    locale === 'bn' ? c.labelBn : c.label,
  );
  const and = locale === 'bn' ? ' ও ' : ' and ';
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')}${and}${labels.at(-1)}`;
}

/** The shopper's sentence for a refusal, in `locale` (the web's coupon field says the same words). */
export function couponRefusalMessage(refusal: CouponRefusal, locale: Locale = DEFAULT_LOCALE): string {
  return locale === 'bn' ? refusalInBangla(refusal) : refusalInEnglish(refusal);
}

function refusalInEnglish(refusal: CouponRefusal): string {
  switch (refusal.reason) {
    case 'unknown':
      return `No such code: ${refusal.params.code}`;
    case 'inactive':
      return 'This code is no longer valid';
    case 'not_started':
      return `This code starts on ${formatDate(refusal.params.startsAt)}`;
    case 'expired':
      return `This code expired on ${formatDate(refusal.params.endsAt)}`;
    case 'below_minimum':
      return `This code needs a subtotal of ${formatTaka(refusal.params.minSubtotal)}`;
    case 'wrong_category':
      return `This code is only for ${categoryList(refusal.params.categories, 'en')}`;
    case 'used_up':
      return 'This code has been used up';
    case 'already_used':
      return 'You have already used this code';
  }
}

function refusalInBangla(refusal: CouponRefusal): string {
  switch (refusal.reason) {
    case 'unknown':
      return `এমন কোনো কোড নেই: ${refusal.params.code}`;
    case 'inactive':
      return 'এই কোডটি আর চালু নেই';
    case 'not_started':
      return `এই কোডটি চালু হবে ${formatDate(refusal.params.startsAt, 'bn')}`;
    case 'expired':
      return `এই কোডের মেয়াদ শেষ হয়েছে ${formatDate(refusal.params.endsAt, 'bn')}`;
    case 'below_minimum':
      return `এই কোডের জন্য কমপক্ষে ${formatTaka(refusal.params.minSubtotal, 'bn')} কেনাকাটা করতে হবে`;
    case 'wrong_category':
      return `এই কোডটি শুধু ${categoryList(refusal.params.categories, 'bn')} এর জন্য`;
    case 'used_up':
      return 'এই কোডের সব ব্যবহার শেষ হয়ে গেছে';
    case 'already_used':
      return 'আপনি এই কোডটি আগেই ব্যবহার করেছেন';
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
