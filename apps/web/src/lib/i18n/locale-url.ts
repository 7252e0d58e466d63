import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from '@plantopia/shared';

/** How long the language choice is remembered. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The address of a page in one language: `?lang=bn` renders it in Bangla for anyone (crawlers keep no
 * cookie), so each language has its own URL for `hreflang` and the canonical link. `path` may carry a
 * query (`/plants?page=2`); the language joins it.
 */
export function localizedPath(path: string, locale: Locale | null): string {
  const [pathname = '/', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  if (locale) params.set(LOCALE_COOKIE, locale);
  else params.delete(LOCALE_COOKIE);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * A page's address for search engines, one per language: English (the default) at the bare address,
 * Bangla at `?lang=bn`. The canonical link and the `hreflang` alternates use it, so a page's canonical
 * is its own address in its language and never another language's (`?lang=en` still switches a visitor
 * to English; it is just not an address of its own).
 */
export function languageAddress(path: string, locale: Locale): string {
  return localizedPath(path, locale === DEFAULT_LOCALE ? null : locale);
}

/** The cookie the server reads to render the next page in this language. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
