import { z } from 'zod';
import { CATEGORY_IDS } from './categories.js';
import { codedText } from './message-codes.js';
import { PageNumberSchema } from './product.js';

/**
 * Search from the header (docs/behaviour.md, search): the shopper's words in Bangla, English or Bangla
 * typed in Latin letters ("golap"), across all four categories.
 */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'field.required' })
    .trim()
    .min(1, 'field.required')
    .max(100, codedText('field.max_length', { max: 100 })),
  page: PageNumberSchema.optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** The most suggestions of each kind the header shows as the shopper types. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_POSTS = 3;

export const ProductSuggestionSchema = z.object({
  _id: z.string(),
  category: z.enum(CATEGORY_IDS),
  name: z.string(),
  nameBn: z.string().nullable(),
  price: z.number(),
  imageUrl: z.string(),
  /** When the words are a variant's SKU: that variant, which the suggestion opens (its price above). */
  variantId: z.string().optional(),
});
export type ProductSuggestion = z.infer<typeof ProductSuggestionSchema>;

/** A category, or one of its subcategories (`subcategory` set), whose name matches the words. */
export const CategorySuggestionSchema = z.object({
  category: z.enum(CATEGORY_IDS),
  subcategory: z.string().nullable(),
});
export type CategorySuggestion = z.infer<typeof CategorySuggestionSchema>;

export const PostSuggestionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  titleBn: z.string().nullable(),
});
export type PostSuggestion = z.infer<typeof PostSuggestionSchema>;

export const SuggestionsSchema = z.object({
  products: z.array(ProductSuggestionSchema),
  categories: z.array(CategorySuggestionSchema),
  posts: z.array(PostSuggestionSchema),
});
export type Suggestions = z.infer<typeof SuggestionsSchema>;
