import { z } from 'zod';
import { requiredOr } from './field-errors.js';
import { ImageUrlSchema } from './image-url.js';
import { codedText } from './message-codes.js';
import { optionalText } from './optional-text.js';

export const BlogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  imageUrl: z.string(),
  tags: z.array(z.string()),
  content: z.string(),
  /** Bangla twins (docs/behaviour.md §11): null when the post has none; the page then shows the English. */
  titleBn: z.string().nullable(),
  contentBn: z.string().nullable(),
  /** The byline and tags in Bangla: null and empty when the post has none. */
  authorBn: z.string().nullable(),
  tagsBn: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Blog = z.infer<typeof BlogSchema>;

/** Tags arrive as a list or as the form's comma-separated text; either way trimmed, blanks dropped. */
export const TagsSchema = z
  .union([z.array(z.string().max(50)).max(20), z.string().max(1000)])
  .transform((tags) => (Array.isArray(tags) ? tags : tags.split(',')))
  .transform((tags) => tags.map((t) => t.trim()).filter((t) => t.length > 0));

export const BlogInputSchema = z.object({
  title: z
    .string({ error: requiredOr('field.text') })
    .trim()
    .min(1, 'field.required')
    .max(200, codedText('field.max_length', { max: 200 })),
  author: z
    .string({ error: requiredOr('field.text') })
    .trim()
    .min(1, 'field.required')
    .max(100, codedText('field.max_length', { max: 100 })),
  imageUrl: ImageUrlSchema.default(''),
  tags: TagsSchema.default([]),
  content: z
    .string({ error: requiredOr('field.text') })
    .trim()
    .min(1, 'field.required')
    .max(200_000, 'field.too_long'),
  titleBn: optionalText(200).default(null),
  contentBn: optionalText(200_000, 'field.too_long').default(null),
  authorBn: optionalText(100).default(null),
  tagsBn: TagsSchema.default([]),
});
export type BlogInput = z.infer<typeof BlogInputSchema>;
export const BlogUpdateSchema = z.object({
  title: BlogInputSchema.shape.title.optional(),
  author: BlogInputSchema.shape.author.optional(),
  imageUrl: ImageUrlSchema.optional(),
  tags: TagsSchema.optional(),
  content: BlogInputSchema.shape.content.optional(),
  titleBn: BlogInputSchema.shape.titleBn.unwrap().optional(),
  contentBn: BlogInputSchema.shape.contentBn.unwrap().optional(),
  authorBn: BlogInputSchema.shape.authorBn.unwrap().optional(),
  tagsBn: TagsSchema.optional(),
});
export type BlogUpdate = z.infer<typeof BlogUpdateSchema>;
