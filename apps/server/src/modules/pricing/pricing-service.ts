import { type Destination, MESSAGES, poishaToTaka, zoneFor } from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { DeliveryService, ShippingRates } from '../delivery/delivery-service.js';

/** A product id and how many pieces: all the pricing takes from a shopper. */
export interface WantedLine {
  productId: string;
  quantity: number;
}

/** A line at a known unit price in poisha (today's catalog price, or the price the order took). */
export interface PricingLine extends WantedLine {
  unitPrice: number;
  /** Grams per piece, packed (the product's shipping weight). */
  weight: number;
}

/** Every amount in poisha (DESIGN §3); the routes convert to taka when they answer. */
export interface PricedQuote {
  lines: (PricingLine & { lineTotal: number })[];
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
  /** The zone whose fee `shipping` is; null for "everywhere else". */
  deliveryZone: string | null;
  /** Whether the total may be paid cash on delivery, under the owner's limit `codMaxTotal` (poisha). */
  cashOnDelivery: boolean;
  codMaxTotal: number | null;
}

/**
 * Who is buying and where to: the destination picks the delivery zone (null: an address without picked
 * ids, or none chosen yet, pays the fee of "everywhere else"). Coupons (the code, uses per shopper) will
 * join it here and nowhere else.
 */
export interface QuoteContext {
  shopperId: string | null;
  destination: Destination | null;
}

const GRAMS_PER_KG = 1000;

/**
 * The delivery fee of the owner's shipping table (docs/decisions/011): free from the threshold (on the
 * subtotal); otherwise the zone's fee (or "everywhere else"), plus the per-kilogram charge for each
 * started kilogram above the weight the fee includes. The default table gives SPEC §9's ৳100 always.
 */
export function deliveryFee(
  rates: ShippingRates,
  context: Pick<QuoteContext, 'destination'>,
  order: { subtotal: number; weight: number },
): { fee: number; zone: string | null } {
  const index = context.destination ? zoneFor(rates.zones, context.destination) : null;
  const zone = index === null ? null : rates.zones[index]!;
  if (rates.freeDeliveryFrom !== null && order.subtotal >= rates.freeDeliveryFrom) {
    return { fee: 0, zone: zone?.name ?? null };
  }
  const extraKg = Math.max(0, Math.ceil((order.weight - rates.includedKg * GRAMS_PER_KG) / GRAMS_PER_KG));
  return { fee: (zone?.fee ?? rates.defaultFee) + extraKg * rates.perExtraKg, zone: zone?.name ?? null };
}
/**
 * The most one order, and the payment for it, can total: orders and payment intents keep their poisha
 * in a PostgreSQL integer. A basket above ৳21,474,836.47 (a few of the dearest products, each allowed)
 * is refused with 400 before anything is stored, never an integer overflow in SQL (DESIGN §3).
 */
export const MAX_ORDER_TOTAL = 2_147_483_647;

/**
 * The one computation of what an order costs (DESIGN §4 rule 5): the cart summary, the payment amount
 * and the stored order all come from here, so a card payment can be checked against the order by
 * equality. Delivery by the owner's shipping table (SPEC §9's ৳100 until they change it).
 */
export function priceLines(lines: PricingLine[], context: QuoteContext, rates: ShippingRates): PricedQuote {
  const priced = lines.map((line) => ({ ...line, lineTotal: line.unitPrice * line.quantity }));
  const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
  const weight = lines.reduce((sum, line) => sum + line.weight * line.quantity, 0);
  const delivery = deliveryFee(rates, context, { subtotal, weight });
  const shipping = delivery.fee;
  const discount = 0;
  const total = subtotal + shipping - discount;
  if (subtotal > MAX_ORDER_TOTAL || total > MAX_ORDER_TOTAL) {
    throw new AppError(
      'invalid_data',
      `One order can total at most ৳${poishaToTaka(MAX_ORDER_TOTAL).toFixed(2)}: please split it into smaller orders`,
    );
  }
  return {
    lines: priced,
    subtotal,
    shipping,
    discount,
    total,
    deliveryZone: delivery.zone,
    cashOnDelivery: rates.codMaxTotal === null || total <= rates.codMaxTotal,
    codMaxTotal: rates.codMaxTotal,
  };
}

/** The same id twice counts once, with the quantities summed. */
export function mergeLines(lines: WantedLine[]): WantedLine[] {
  const quantities = new Map<string, number>();
  for (const line of lines)
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}

export type PricingService = ReturnType<typeof createPricingService>;

function codLimitError(codMaxTotal: number): AppError {
  return new AppError(
    'invalid_data',
    `paymentMethod: ${MESSAGES.delivery.codLimit(poishaToTaka(codMaxTotal))}`,
  );
}

export function createPricingService(deps: { catalog: CatalogService; delivery: DeliveryService }) {
  const { catalog, delivery } = deps;
  return {
    /** Today's price of the lines; products that no longer exist and quantities below 1 are left out. */
    async quote(wanted: WantedLine[], context: QuoteContext): Promise<PricedQuote> {
      const lines = mergeLines(wanted.filter((line) => line.quantity >= 1));
      const [products, rates] = await Promise.all([
        catalog.findPricingByIds(lines.map((line) => line.productId)),
        delivery.rates(),
      ]);
      return priceLines(
        lines.flatMap((line) => {
          const product = products.get(line.productId);
          return product ? [{ ...line, unitPrice: product.price, weight: product.shippingWeight }] : [];
        }),
        context,
        rates,
      );
    },

    /** An order's price inside its transaction: the lines as taken from stock, the table as it is now. */
    async priceOrder(tx: Db, lines: PricingLine[], context: QuoteContext): Promise<PricedQuote> {
      return priceLines(lines, context, await delivery.currentRates(tx));
    },

    /**
     * Refuses cash on delivery above the owner's limit, for an order placed that way or one switched to it
     * after a failed online payment (its total, in poisha, was priced when it was placed).
     */
    async requireCashOnDeliveryAllowed(tx: Db, total: number): Promise<void> {
      const { codMaxTotal } = await delivery.currentRates(tx);
      if (codMaxTotal !== null && total > codMaxTotal) throw codLimitError(codMaxTotal);
    },
  };
}
