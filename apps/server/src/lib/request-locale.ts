import { LOCALE_COOKIE, type Locale, resolveLocale } from '@plantopia/shared';
import type { FastifyRequest } from 'fastify';

/** The value of one cookie in a `Cookie` header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The language of a request's headers: the `lang` cookie, else `Accept-Language`, else English. */
export function headersLocale(
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  return resolveLocale(cookieValue(cookie ?? undefined, LOCALE_COOKIE), acceptLanguage);
}

/** The visitor's language (docs/behaviour.md §11): the `lang` cookie, else `Accept-Language`, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return headersLocale(request.headers.cookie, request.headers['accept-language']);
}

/** The same rule for a Fetch `Request` (Better Auth's callbacks get one); none: English. */
export function fetchRequestLocale(request: Request | undefined): Locale {
  return headersLocale(request?.headers.get('cookie'), request?.headers.get('accept-language'));
}
