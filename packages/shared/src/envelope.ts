import { z } from 'zod';

/** Every answer of the API is wrapped in this envelope (DESIGN §3). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export const ErrorEnvelopeSchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const MessageEnvelopeSchema = z.object({ success: z.literal(true), message: z.string() });

export interface Envelope<T> {
  success: true;
  data: T;
  message?: string;
  total?: number;
}
