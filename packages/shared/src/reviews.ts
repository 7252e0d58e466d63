import { z } from 'zod';
import { ImageUrlSchema } from './image-url.js';
import { codedText } from './message-codes.js';
import { REVIEW_TEXT_MAX_LENGTH } from './review-order.js';
import { ChosenOptionSchema } from './variants.js';

export { REVIEW_SORTS, REVIEW_TEXT_MAX_LENGTH, type ReviewSort, sortReviews } from './review-order.js';

/*
 * Ratings and reviews (issue 15, docs/decisions/016): one per product per shopper, written only by a
 * shopper with a delivered order containing the product. Comments stay what they were (questions, chat).
 */

/** `POST /api/products/{id}/reviews` and `PUT …/reviews/mine`: 1–5 whole stars, optional text and photo. */
export const ReviewInputSchema = z.object({
  rating: z
    .number({ error: 'field.rating' })
    .int('field.whole_stars')
    .min(1, 'field.stars')
    .max(5, 'field.stars'),
  text: z
    .string({ error: 'field.text' })
    .trim()
    .max(REVIEW_TEXT_MAX_LENGTH, codedText('field.max_length', { max: REVIEW_TEXT_MAX_LENGTH }))
    .default(''),
  imageUrl: ImageUrlSchema.default(''),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;

export const ReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  text: z.string(),
  imageUrl: z.string(),
  user: z.object({ uid: z.string(), displayName: z.string(), photoURL: z.string() }),
  /** Always true today: only verified buyers can write one. Kept on the wire so the page says it plainly. */
  verifiedBuyer: z.boolean(),
  /** The options of the variant the reviewer received (empty for a product without options). */
  boughtOptions: z.array(ChosenOptionSchema),
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A product's visible reviews summed up: the average (0 with none) to one decimal place, and the count. */
export const RatingSummarySchema = z.object({ average: z.number(), count: z.number().int() });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** `GET /api/products/{id}/reviews/mine`: whether the signed-in shopper may review it, and their review. */
export const MyReviewSchema = z.object({ eligible: z.boolean(), review: ReviewSchema.nullable() });
export type MyReview = z.infer<typeof MyReviewSchema>;

/** An admin's row: the review with the product's name. */
export const AdminReviewSchema = ReviewSchema.extend({ productName: z.string() });
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const ReviewVisibilitySchema = z.object({ hidden: z.boolean({ error: 'field.boolean' }) });
