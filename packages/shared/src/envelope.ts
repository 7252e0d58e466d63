import { z } from 'zod';

/** Every answer of the API is wrapped in this envelope (docs/api.md). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** A machine-readable cause beside the message where a client may act on it (a refused coupon). */
  reason: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const MessageEnvelopeSchema = z.object({ success: z.literal(true), message: z.string() });

/** The success envelope as the web reads it; routes that add fields beside `data` type them apart. */
export interface Envelope<T> {
  success: true;
  data: T;
  message?: string;
}

/** A paged list answers `total` beside `data`: how many rows match over all pages (admin lists). */
export const PagedListExtrasSchema = z.object({ total: z.number().int() });
export type PagedListExtras = z.infer<typeof PagedListExtrasSchema>;

/** The envelope of one page of `item`s, with the `total` of all pages beside `data`. */
export function pagedEnvelopeSchema<T extends z.ZodType>(item: T) {
  return envelopeSchema(z.array(item)).extend(PagedListExtrasSchema.shape);
}
