import { z } from 'zod';
import { CATEGORY_IDS } from './categories.js';
import { ProductSchema } from './product.js';

/** `POST /api/users/{uid}/wishlist`; `productType` is optional and, when sent, must be the product's category. */
export const AddToWishlistSchema = z.object({
  productId: z.string().trim().min(1, 'field.required').max(100),
  productType: z.enum(CATEGORY_IDS).optional(),
});
export type AddToWishlist = z.infer<typeof AddToWishlistSchema>;

/** A wishlist entry carries the product as it is now (price, stock), not as it was when added. */
export const WishlistEntrySchema = z.object({
  productId: z.string(),
  productType: z.enum(CATEGORY_IDS),
  product: ProductSchema,
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;
