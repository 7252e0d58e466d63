import {
  type CategoryDefinition,
  formatDate,
  formatDay,
  formatMonth,
  formatNumber,
  formatRating,
  formatTaka,
  formatTime,
  inLocaleDigits,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  subcategoryLabel,
} from '@plantopia/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { localeCookie, localizedPath } from './locale-url';
import { useTranslation } from './react';

/** The language the page is shown in. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}

/**
 * Taka, numbers and dates in the page's language (Bangla digits and month names in Bangla): use these
 * instead of calling the shared formatters without a locale.
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      taka: (amount: number) => formatTaka(amount, locale),
      number: (value: number) => formatNumber(value, locale),
      rating: (value: number) => formatRating(value, locale),
      date: (value: string | Date) => formatDate(value, locale),
      time: (value: string | Date) => formatTime(value, locale),
      /** Digits in the page's language, without grouping (a phone number). */
      digits: (text: string) => inLocaleDigits(text, locale),
      day: (value: string | Date) => formatDay(value, locale),
      month: (value: string | Date) => formatMonth(value, locale),
    }),
    [locale],
  );
}

/**
 * Switches the language at once, without a reload (the page, its route and the cart stay), and
 * remembers it in the cookie so the server renders the next page in it. A `?lang=` in the address
 * would override the cookie on reload, so it follows the choice.
 */
export function useSwitchLocale(): (next: Locale) => Promise<void> {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (next: Locale) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older phone browsers.
      document.cookie = localeCookie(next, window.location.protocol === 'https:');
      await i18n.changeLanguage(next);
      document.documentElement.lang = next;
      const params = new URLSearchParams(location.search);
      if (params.has(LOCALE_COOKIE)) {
        const path = localizedPath(`${location.pathname}${location.search}`, next);
        await navigate(`${path}${location.hash}`, { replace: true, preventScrollReset: true });
      }
    },
    [i18n, location, navigate],
  );
}

/** A category's name and description in the page's language (shared categories.ts holds both). */
export function useCategoryText() {
  const locale = useLocale();
  return useMemo(
    () => ({
      label: (category: CategoryDefinition) => (locale === 'bn' ? category.labelBn : category.label),
      description: (category: CategoryDefinition) =>
        locale === 'bn' ? category.descriptionBn : category.description,
      subcategory: (name: string) => subcategoryLabel(name, locale),
    }),
    [locale],
  );
}
