import {
  type CategoryId,
  type CouponKind,
  type CouponRefusal,
  type Destination,
  type PaymentMethod,
  type PaymentStatus,
  poishaToTaka,
  zoneFor,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import { mergeLines } from '../../lib/merge-lines.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import { type CouponsService, type CouponVerdict, couponRefused } from '../coupons/coupons-service.js';
import type { DeliveryService, ShippingRates } from '../delivery/delivery-service.js';

/**
 * A product (and which of its variants: none is its first, docs/decisions/038) and how many pieces: all the
 * pricing takes from a shopper.
 */
export interface WantedLine {
  productId: string;
  variantId?: string | null;
  quantity: number;
}

/** A line of a known variant at a known unit price in poisha (today's catalog price, or the price the order took). */
export interface PricingLine {
  productId: string;
  variantId: string;
  quantity: number;
  unitPrice: number;
  /** Grams per piece, packed (the variant's shipping weight). */
  weight: number;
  /** A coupon limited to categories discounts only the lines of those. */
  category: CategoryId;
}

/** The code that priced the quote; `discount` in poisha (0 for free delivery, which zeroes `shipping`). */
export interface PricedCoupon {
  id: string;
  code: string;
  kind: CouponKind;
  discount: number;
}

/** Every amount in poisha (docs/api.md); the routes convert to taka when they answer. */
export interface PricedQuote {
  lines: (PricingLine & { lineTotal: number })[];
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  /** The zone whose fee `shipping` is (its names); null for "everywhere else". */
  deliveryZone: { name: string; nameBn: string | null } | null;
  /** Whether the total may be paid cash on delivery, under the owner's limit `codMaxTotal` (poisha). */
  cashOnDelivery: boolean;
  codMaxTotal: number | null;
  coupon: PricedCoupon | null;
  /** The code asked about and why it does not apply (the quote is then undiscounted). */
  couponRefusal: (CouponRefusal & { code: string }) | null;
}

/**
 * Who is buying, where to and with which code: the destination picks the delivery zone (null: an
 * address without picked ids, or none chosen yet, pays the fee of "everywhere else"); the code (upper
 * case) is checked for this shopper (the per-shopper limit needs one: a signed-out quote skips it).
 */
export interface QuoteContext {
  shopperId: string | null;
  destination: Destination | null;
  couponCode?: string | null;
}

/**
 * What a usable code takes off these lines: only the lines of its categories count (refused when there
 * are none), the whole subtotal must reach its minimum; a fixed amount never exceeds what it applies to.
 */
function applyCoupon(
  verdict: CouponVerdict,
  lines: PricingLine[],
  subtotal: number,
): { coupon: PricedCoupon; freeDelivery: boolean } | { refusal: CouponRefusal } {
  if (verdict.refusal) return { refusal: verdict.refusal };
  const { terms } = verdict;
  const eligible =
    terms.categories.length === 0 ? lines : lines.filter((line) => terms.categories.includes(line.category));
  if (eligible.length === 0)
    return { refusal: { reason: 'wrong_category', params: { categories: terms.categories } } };
  if (subtotal < terms.minSubtotal) {
    return { refusal: { reason: 'below_minimum', params: { minSubtotal: poishaToTaka(terms.minSubtotal) } } };
  }
  const base = eligible.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount =
    terms.kind === 'percent'
      ? Math.floor((base * terms.value) / 100)
      : terms.kind === 'fixed'
        ? Math.min(terms.value, base)
        : 0;
  return {
    coupon: { id: terms.id, code: terms.code, kind: terms.kind, discount },
    freeDelivery: terms.kind === 'free_delivery',
  };
}

const GRAMS_PER_KG = 1000;

/**
 * The delivery fee of the owner's shipping table (docs/decisions/011): free from the threshold (on the
 * subtotal); otherwise the zone's fee (or "everywhere else"), plus the per-kilogram charge for each
 * started kilogram above the weight the fee includes. The default table gives ৳100 always
 * (docs/behaviour.md §4 rule 5).
 */
export function deliveryFee(
  rates: ShippingRates,
  context: Pick<QuoteContext, 'destination'>,
  order: { subtotal: number; weight: number },
): { fee: number; zone: PricedQuote['deliveryZone'] } {
  const index = context.destination ? zoneFor(rates.zones, context.destination) : null;
  const found = index === null ? null : rates.zones[index]!;
  const zone = found && { name: found.name, nameBn: found.nameBn ?? null };
  if (rates.freeDeliveryFrom !== null && order.subtotal >= rates.freeDeliveryFrom) {
    return { fee: 0, zone };
  }
  const extraKg = Math.max(0, Math.ceil((order.weight - rates.includedKg * GRAMS_PER_KG) / GRAMS_PER_KG));
  return { fee: (found?.fee ?? rates.defaultFee) + extraKg * rates.perExtraKg, zone };
}
/**
 * What the courier collects at the door (issue 23 items 5 and 6), in the unit of `total` (poisha or taka):
 * the whole total of a cash-on-delivery order not yet paid; 0 for an order paid before delivery, or
 * one whose payment is not taken at the door.
 */
export function cashToCollect(
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus },
  total: number,
): number {
  return order.paymentMethod === 'cod' && order.paymentStatus === 'unpaid' ? total : 0;
}

/**
 * The most one order, and the payment for it, can total: orders and payment intents keep their poisha
 * in a PostgreSQL integer. A basket above ৳21,474,836.47 (a few of the dearest products, each allowed)
 * is refused with 400 before anything is stored, never an integer overflow in SQL (docs/api.md).
 */
export const MAX_ORDER_TOTAL = 2_147_483_647;

/**
 * The one computation of what an order costs (docs/behaviour.md §4 rule 5): the cart summary, the payment amount
 * and the stored order all come from here, so a card payment can be checked against the order by
 * equality. Delivery by the owner's shipping table (৳100 until they change it); the discount
 * of the looked-up code (`coupon`), if any.
 */
export function priceLines(
  lines: PricingLine[],
  context: QuoteContext,
  rates: ShippingRates,
  coupon: CouponVerdict | null = null,
): PricedQuote {
  const priced = lines.map((line) => ({ ...line, lineTotal: line.unitPrice * line.quantity }));
  const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
  const weight = lines.reduce((sum, line) => sum + line.weight * line.quantity, 0);
  const delivery = deliveryFee(rates, context, { subtotal, weight });
  const applied = coupon ? applyCoupon(coupon, lines, subtotal) : null;
  const granted = applied && 'coupon' in applied ? applied : null;
  const shipping = granted?.freeDelivery ? 0 : delivery.fee;
  const discount = granted?.coupon.discount ?? 0;
  const total = subtotal + shipping - discount;
  if (subtotal > MAX_ORDER_TOTAL || total > MAX_ORDER_TOTAL) {
    throw new AppError('invalid_data', 'order.too_large', { max: { taka: poishaToTaka(MAX_ORDER_TOTAL) } });
  }
  return {
    lines: priced,
    subtotal,
    shipping,
    discount,
    total,
    deliveryZone: delivery.zone,
    cashOnDelivery: withinCashOnDeliveryLimit(total, rates.codMaxTotal),
    codMaxTotal: rates.codMaxTotal,
    coupon: granted?.coupon ?? null,
    couponRefusal: applied && 'refusal' in applied ? { ...applied.refusal, code: coupon!.code } : null,
  };
}

export type PricingService = ReturnType<typeof createPricingService>;

/** The owner's cash-on-delivery limit (poisha; null: none), the one place it is compared. */
function withinCashOnDeliveryLimit(total: number, codMaxTotal: number | null): boolean {
  return codMaxTotal === null || total <= codMaxTotal;
}

function codLimitError(codMaxTotal: number): AppError {
  return invalidField('paymentMethod', 'field.cod_limit', { max: { taka: poishaToTaka(codMaxTotal) } });
}

export function createPricingService(deps: {
  catalog: CatalogService;
  delivery: DeliveryService;
  coupons: Pick<CouponsService, 'check'>;
}) {
  const { catalog, delivery, coupons } = deps;
  return {
    /**
     * Today's price of the lines; products that no longer exist and quantities below 1 are left out. A
     * refused code leaves the quote undiscounted with `couponRefusal` saying why.
     */
    async quote(wanted: WantedLine[], context: QuoteContext): Promise<PricedQuote> {
      const asked = wanted.filter((line) => line.quantity >= 1);
      const [found, rates, coupon] = await Promise.all([
        catalog.resolveVariants(asked),
        delivery.rates(),
        context.couponCode ? coupons.check(context.couponCode, context.shopperId) : null,
      ]);
      const lines = asked.flatMap((line, index) => {
        const sale = found[index];
        return sale
          ? [
              {
                productId: line.productId,
                variantId: sale.variant._id,
                quantity: line.quantity,
                unitPrice: sale.price,
                weight: sale.shippingWeight,
                category: sale.product.category,
              },
            ]
          : [];
      });
      return priceLines(mergeLines(lines), context, rates, coupon);
    },

    /**
     * An order's price inside its transaction: the lines as taken from stock, the table and the code as
     * they are now. A refused code refuses the order (409 with the reason): the shopper decides whether
     * to pay more, never finds a bigger charge than the checkout showed.
     */
    async priceOrder(tx: Db, lines: PricingLine[], context: QuoteContext): Promise<PricedQuote> {
      const rates = await delivery.currentRates(tx);
      const coupon = context.couponCode
        ? await coupons.check(context.couponCode, context.shopperId, tx)
        : null;
      const quote = priceLines(lines, context, rates, coupon);
      if (quote.couponRefusal) throw couponRefused(quote.couponRefusal);
      return quote;
    },

    /**
     * Refuses cash on delivery above the owner's limit, for an order placed that way or one switched to it
     * after a failed online payment (its total, in poisha, was priced when it was placed).
     */
    async requireCashOnDeliveryAllowed(tx: Db, total: number): Promise<void> {
      const { codMaxTotal } = await delivery.currentRates(tx);
      if (!withinCashOnDeliveryLimit(total, codMaxTotal)) throw codLimitError(codMaxTotal!);
    },
  };
}
