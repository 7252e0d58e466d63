import { poishaToTaka, SHIPPING_FEE_TAKA, takaToPoisha } from '@plantopia/shared';
import { AppError } from '../../lib/errors.js';
import type { CatalogService } from '../catalog/catalog-service.js';

/** A product id and how many pieces: all the pricing takes from a shopper. */
export interface WantedLine {
  productId: string;
  quantity: number;
}

/** A line at a known unit price in poisha (today's catalog price, or the price the order took). */
export interface PricingLine extends WantedLine {
  unitPrice: number;
}

/** Every amount in poisha (DESIGN §3); the routes convert to taka when they answer. */
export interface PricedQuote {
  lines: (PricingLine & { lineTotal: number })[];
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
}

/**
 * Who is buying and where to. Nothing in it changes a price yet; delivery zones (the address) and
 * coupons (the code, uses per shopper) join it here and nowhere else.
 */
export interface QuoteContext {
  shopperId: string | null;
}

const SHIPPING_FEE = takaToPoisha(SHIPPING_FEE_TAKA);
/**
 * The most one order, and the payment for it, can total: orders and payment intents keep their poisha
 * in a PostgreSQL integer. A basket above ৳21,474,836.47 (a few of the dearest products, each allowed)
 * is refused with 400 before anything is stored, never an integer overflow in SQL (DESIGN §3).
 */
export const MAX_ORDER_TOTAL = 2_147_483_647;

/**
 * The one computation of what an order costs (DESIGN §4 rule 5): the cart summary, the payment amount
 * and the stored order all come from here, so a card payment can be checked against the order by
 * equality. SPEC §9: a fixed delivery fee on every order.
 */
export function priceLines(lines: PricingLine[], _context: QuoteContext): PricedQuote {
  const priced = lines.map((line) => ({ ...line, lineTotal: line.unitPrice * line.quantity }));
  const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
  const shipping = SHIPPING_FEE;
  const discount = 0;
  const total = subtotal + shipping - discount;
  if (subtotal > MAX_ORDER_TOTAL || total > MAX_ORDER_TOTAL) {
    throw new AppError(
      'invalid_data',
      `One order can total at most ৳${poishaToTaka(MAX_ORDER_TOTAL).toFixed(2)}: please split it into smaller orders`,
    );
  }
  return { lines: priced, subtotal, shipping, discount, total };
}

/** The same id twice counts once, with the quantities summed. */
export function mergeLines(lines: WantedLine[]): WantedLine[] {
  const quantities = new Map<string, number>();
  for (const line of lines)
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}

export type PricingService = ReturnType<typeof createPricingService>;

export function createPricingService(deps: { catalog: CatalogService }) {
  const { catalog } = deps;
  return {
    /** Today's price of the lines; products that no longer exist and quantities below 1 are left out. */
    async quote(wanted: WantedLine[], context: QuoteContext): Promise<PricedQuote> {
      const lines = mergeLines(wanted.filter((line) => line.quantity >= 1));
      const prices = await catalog.findPricesByIds(lines.map((line) => line.productId));
      return priceLines(
        lines.flatMap((line) => {
          const unitPrice = prices.get(line.productId);
          return unitPrice === undefined ? [] : [{ ...line, unitPrice }];
        }),
        context,
      );
    },
  };
}
