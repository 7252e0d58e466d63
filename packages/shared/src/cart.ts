import { z } from 'zod';
import { CATEGORY_IDS } from './categories.js';
import { codedText } from './message-codes.js';
import { ChosenOptionSchema } from './variants.js';

/**
 * Which variant a line buys (docs/decisions/038); a line without one (a cart saved before variants, a
 * product without options) buys the product's first.
 */
export const LineVariantIdSchema = z.string().min(1, 'field.required').max(200).optional();

/** A cart line as the API answers it: current catalog data plus the shopper's quantity. */
export const CartItemSchema = z.object({
  _id: z.string(),
  /** The variant the line buys and its option values as labels (empty without options). */
  variantId: z.string().optional(),
  options: z.array(ChosenOptionSchema).optional(),
  name: z.string(),
  /**
   * The Bangla name, when the product has one: a Bangla page shows it. The server always sends it;
   * optional so a cart saved on a device before it existed still reads as a cart.
   */
  nameBn: z.string().nullable().optional(),
  price: z.number(),
  imageUrl: z.string(),
  category: z.enum(CATEGORY_IDS),
  quantity: z.number().int(),
  stock: z.number().int(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** Product (and variant) ids and quantities: all a client may say about a cart; names and prices come from the server. */
export const CartLinesSchema = z
  .array(
    z.object({
      _id: z.string().min(1, 'field.required').max(100),
      variantId: LineVariantIdSchema,
      quantity: z.number().int('field.whole_number').max(1000),
    }),
  )
  .max(100, codedText('field.max_items', { max: 100 }));

/** `PUT /api/cart/{uid}`: only ids and quantities are kept; anything else a client sends is ignored. */
export const PutCartSchema = z.object({ cart: CartLinesSchema });
export type PutCart = z.infer<typeof PutCartSchema>;
