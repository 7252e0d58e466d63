import { translateMessage } from '@plantopia/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';

/**
 * The shared schemas (checked the same way on the server) give their reasons in English: "is required",
 * "must be at most 30 characters". English pages show `Label reason` as they always have; a Bangla page
 * gets the reason from the one table the server answers with (`translateMessage`), numbers in Bangla
 * digits; a reason the table lacks stays in English rather than vanish.
 *
 * `(label, reason)` → the message shown under a field, in the page's language; a null label for a
 * reason that is a whole sentence already ("Gazipur is already in Dhaka suburbs").
 */
export function useFieldError(): (label: string | null, reason: string) => string {
  const { t } = useTranslation('adminCatalog');
  const locale = useLocale();
  return useCallback(
    (label: string | null, reason: string) => {
      if (locale === 'en') return label === null ? reason : `${label} ${reason}`;
      const translated = translateMessage(reason, locale);
      return label === null ? translated : t('fieldError.format', { label, reason: translated });
    },
    [locale, t],
  );
}
