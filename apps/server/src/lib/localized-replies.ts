import { CouponRefusalSchema, couponRefusalMessage, translateMessage } from '@plantopia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from './request-locale.js';

/**
 * The envelope's `message` in the request's language (decision 020, "Server messages"). Services,
 * guards and Better Auth keep writing English; this one hook rewrites the sentence for a Bangla
 * request just before it is serialized, so a success, an AppError, a validation 400 and an auth
 * failure all pass the same way. A coupon refusal is written again from its `reason` and `params`.
 */
export function localizedMessage(request: FastifyRequest, payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as { message?: unknown };
  if (typeof body.message !== 'string') return payload;
  const locale = requestLocale(request);
  if (locale === 'en') return payload;
  const refusal = CouponRefusalSchema.safeParse(payload);
  const message = refusal.success
    ? couponRefusalMessage(refusal.data, locale)
    : translateMessage(body.message, locale);
  return { ...body, message };
}

const LANGUAGE_VARY = 'Cookie, Accept-Language';

export function registerLocalizedReplies(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const localized = localizedMessage(request, payload);
    // An answer with a sentence differs by language: a shared cache must not hand one reader's to another.
    if (typeof (payload as { message?: unknown } | null)?.message === 'string') {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${vary}, ${LANGUAGE_VARY}` : LANGUAGE_VARY);
    }
    return localized;
  });
}
