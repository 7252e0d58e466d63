import { z } from 'zod';
import { OrderItemSchema } from './order.js';

/*
 * Confirming a cash-on-delivery order by SMS link (issue 23 item 3, decision 032): with the setting on,
 * a new COD order's SMS carries a signed link; it opens `/confirm-order/{token}`, where the shopper
 * confirms or cancels the order themselves, recorded as a confirmation call's outcome would be.
 * Routes: `GET /api/order-confirmations/{token}` and `POST /api/order-confirmations/{token}`.
 */

/** What the shopper may answer on the page. */
export const CONFIRM_LINK_CHOICES = ['confirm', 'cancel'] as const;
export type ConfirmLinkChoice = (typeof CONFIRM_LINK_CHOICES)[number];

/**
 * Where the order stands for its link: `open` (waiting for the answer), `confirmed` or `cancelled`
 * (answered, by the link or by a call), `closed` (it no longer waits for a confirmation, e.g. paid
 * online since).
 */
export const CONFIRM_LINK_STATES = ['open', 'confirmed', 'cancelled', 'closed'] as const;
export type ConfirmLinkState = (typeof CONFIRM_LINK_STATES)[number];

/** A link's token as it travels in the address (base64url pieces and dots). */
export const ConfirmLinkTokenParamsSchema = z.object({
  token: z.string().min(1).max(200),
});

/**
 * `GET /api/order-confirmations/{token}`: what the page shows, and nothing more (no address, no phone:
 * the link may be forwarded). Money in taka: the items, the delivery fee and a discount (0 without one)
 * make the total; `cashOnDelivery` is what the courier will collect.
 */
export const ConfirmLinkViewSchema = z.object({
  number: z.string(),
  items: z.array(OrderItemSchema.pick({ name: true, nameBn: true, quantity: true, lineTotal: true })),
  delivery: z.number(),
  discount: z.number(),
  total: z.number(),
  cashOnDelivery: z.number(),
  state: z.enum(CONFIRM_LINK_STATES),
  /** Until when the link answers (ISO); after that it is refused. */
  expiresAt: z.string(),
});
export type ConfirmLinkView = z.infer<typeof ConfirmLinkViewSchema>;

/** `POST /api/order-confirmations/{token}`. */
export const ConfirmLinkAnswerSchema = z.object({ choice: z.enum(CONFIRM_LINK_CHOICES) });
export type ConfirmLinkAnswer = z.infer<typeof ConfirmLinkAnswerSchema>;
