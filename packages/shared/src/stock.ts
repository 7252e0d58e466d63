import { z } from 'zod';
import { BdPhoneSchema } from './address.js';
import { requiredOr } from './field-errors.js';
import { EmailAddressSchema } from './inbox.js';
import { LOCALES } from './locale.js';
import { codedText } from './message-codes.js';
import { LowStockThresholdSchema, MAX_STOCK, PageNumberSchema } from './product.js';

/*
 * Stock beyond the order path (issue 24 item 2): every change of a product's stock is a movement in one
 * ledger, written in the transaction of the change, so a product's history is one indexed read.
 */

/** Why the owner changed stock by hand: goods received, damaged, a stock count, a return outside an order. */
export const ADJUSTMENT_REASONS = ['received', 'damaged', 'counted', 'returned'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/**
 * Every reason a movement has: the adjustments, an order taking stock (`sold`), a cancelled or unpaid
 * order giving it back (`order_cancelled`), a returned parcel put back on the shelf (`order_returned`),
 * the product form's stock field (`edited`) and a CSV import (`imported`).
 */
export const STOCK_MOVEMENT_REASONS = [
  ...ADJUSTMENT_REASONS,
  'sold',
  'order_cancelled',
  'order_returned',
  'edited',
  'imported',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** The reasons that add stock whatever the amount; `damaged` takes it away and `counted` sets it. */
export const ADDING_REASONS: readonly AdjustmentReason[] = ['received', 'returned'];

/**
 * `POST /api/admin/products/:id/stock-adjustments`. `quantity` is how many pieces were received, damaged
 * or returned; for `counted` it is the number on the shelf, which becomes the stock.
 */
export const StockAdjustmentInputSchema = z
  .object({
    reason: z.enum(ADJUSTMENT_REASONS, {
      error: codedText('field.one_of', { list: ADJUSTMENT_REASONS.join(', ') }),
    }),
    quantity: z
      .number({ error: requiredOr('field.number') })
      .int('field.whole_number')
      .min(0, codedText('field.at_least', { min: 0 }))
      .max(MAX_STOCK, codedText('field.max', { max: MAX_STOCK })),
    note: z
      .string({ error: 'field.text' })
      .trim()
      .max(200, codedText('field.max_length', { max: 200 }))
      .default(''),
    /** Which variant (docs/decisions/038); without it, the product's first (its only one without options). */
    variantId: z.string().max(200).optional(),
  })
  .refine((input) => input.reason === 'counted' || input.quantity > 0, {
    message: codedText('field.at_least', { min: 1 }),
    path: ['quantity'],
  });
export type StockAdjustmentInput = z.input<typeof StockAdjustmentInputSchema>;

/** One line of a product's stock history, newest first. */
export const StockMovementSchema = z.object({
  _id: z.string(),
  /** Pieces added (positive) or taken (negative). */
  change: z.number().int(),
  /** The variant whose stock moved (null: deleted since) and its stock right after this movement. */
  variantId: z.string().nullable(),
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  /** The order that sold or gave back the pieces, and its short number. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** Who made the change (an admin's adjustment or edit); null for the shop's own moves. */
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

export const STOCK_HISTORY_PAGE_SIZE = 20;

export const StockHistoryQuerySchema = z.object({
  page: PageNumberSchema.default(1),
  limit: z.coerce
    .number({ error: 'field.number' })
    .int('field.whole_number')
    .min(1, codedText('field.at_least', { min: 1 }))
    .max(100, codedText('field.max', { max: 100 }))
    .default(STOCK_HISTORY_PAGE_SIZE),
});
export type StockHistoryQuery = z.infer<typeof StockHistoryQuerySchema>;

/** A product's stock against its threshold: sold out at 0, low at or below the threshold. */
export const STOCK_LEVELS = ['in_stock', 'low', 'sold_out'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** What the shop keeps stock by: below the default threshold a product is low unless it has its own. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** The owner's stock settings (`GET`/`PUT /api/admin/stock-settings`). */
export const StockSettingsSchema = z.object({
  lowStockThreshold: LowStockThresholdSchema,
  /** Whether the owner gets the daily email of what is low or sold out. */
  dailyDigest: z.boolean({ error: requiredOr('field.boolean') }),
  /** The language of that email: the back office's when the settings were saved, unless chosen. */
  digestLocale: z.enum(LOCALES),
});
export type StockSettings = z.infer<typeof StockSettingsSchema>;

/**
 * `POST /api/products/:id/stock-alerts`: tell me when this sold-out product is back. A signed-in shopper
 * may send nothing (their account's email is used); anyone may give an email or a phone number instead.
 */
export const BackInStockRequestSchema = z
  .object({
    email: EmailAddressSchema.optional(),
    phone: BdPhoneSchema.optional(),
    /** The sold-out variant asked about; left out, the product's first (docs/decisions/038). */
    variantId: z.string().min(1).max(200).optional(),
  })
  .refine((input) => !(input.email && input.phone), {
    message: 'field.email_or_phone',
    path: ['phone'],
  });
export type BackInStockRequest = z.input<typeof BackInStockRequestSchema>;

/** `POST /api/stock-alerts/unsubscribe`: the signed token of an alert's unsubscribe link. */
export const StockAlertUnsubscribeSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'field.required')
    .max(500, codedText('field.max_length', { max: 500 })),
});

/** What the unsubscribe page says was stopped: the address, partly hidden. */
export const StockAlertUnsubscribedSchema = z.object({ recipient: z.string() });
