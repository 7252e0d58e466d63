import type { MessageCode, MessageParams } from '@plantopia/shared';
import { formatMessage, isMessageCode } from '@plantopia/shared/catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from './request-locale.js';

/** A reply's words: the code, its params and the English sentence, spread into the envelope. */
export function said(code: MessageCode, params?: MessageParams) {
  return { code, message: formatMessage(code, params, 'en'), ...(params ? { params } : {}) };
}

/**
 * The envelope's `message` in the request's language (decision 023). Services, guards and routes say a
 * code and its params; replies carry the English sentence, and this one hook says it again in Bangla for
 * a Bangla request just before the reply is serialized, so a success, an AppError, a validation 400 and
 * an auth failure all pass the same way.
 */
export function localizedMessage(request: FastifyRequest, payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as { code?: unknown; params?: MessageParams; message?: unknown };
  if (typeof body.code !== 'string' || !isMessageCode(body.code)) return payload;
  const locale = requestLocale(request);
  if (locale === 'en') return payload;
  return { ...body, message: formatMessage(body.code, body.params, locale) };
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
