import { DEFAULT_LOCALE, LOCALES } from '@plantopia/shared';
import { languageAddress } from '@/lib/i18n';
import { useLocation } from '@/lib/router';
import { absoluteUrl } from './page-meta';

/**
 * Every page's `hreflang` links: its address in each language (English bare, Bangla `?lang=bn`) and, as
 * x-default, the English one. React places them in `<head>`.
 */
export function LanguageAlternates() {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  return (
    <>
      {LOCALES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={absoluteUrl(languageAddress(path, language))}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(languageAddress(path, DEFAULT_LOCALE))} />
    </>
  );
}
