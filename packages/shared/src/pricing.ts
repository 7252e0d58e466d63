import { z } from 'zod';
import { CartLinesSchema } from './cart.js';

/** `POST /api/pricing/quote`: what these lines cost now, as the server will charge them. */
export const QuoteRequestSchema = z.object({ items: CartLinesSchema });
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

export const QuoteLineSchema = z.object({
  _id: z.string(),
  /** Taka per piece, at today's price. */
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/**
 * The server's price of a set of lines (DESIGN §4 rule 5). The cart and checkout show it; the payment
 * and the order are for exactly it. Lines whose product no longer exists are left out.
 */
export const QuoteSchema = z.object({
  lines: z.array(QuoteLineSchema),
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type Quote = z.infer<typeof QuoteSchema>;
