import { z } from 'zod';

/**
 * What a reply says: `code` names the message in the catalogs (packages/shared/src/messages), `params`
 * the values inside it, and `message` is the sentence in the request's language, for clients that read
 * only that (docs/api.md).
 */
const SaidShape = {
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
};

/** Every answer of the API is wrapped in this envelope (docs/api.md). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, ...z.object(SaidShape).partial().shape });
}

export const ErrorEnvelopeSchema = z.object({ success: z.literal(false), ...SaidShape });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const MessageEnvelopeSchema = z.object({ success: z.literal(true), ...SaidShape });

/** The success envelope as the web reads it; routes that add fields beside `data` type them apart. */
export interface Envelope<T> {
  success: true;
  data: T;
  code?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** A paged list answers `total` beside `data`: how many rows match over all pages (admin lists). */
export const PagedListExtrasSchema = z.object({ total: z.number().int() });
export type PagedListExtras = z.infer<typeof PagedListExtrasSchema>;

/** The envelope of one page of `item`s, with the `total` of all pages beside `data`. */
export function pagedEnvelopeSchema<T extends z.ZodType>(item: T) {
  return envelopeSchema(z.array(item)).extend(PagedListExtrasSchema.shape);
}
