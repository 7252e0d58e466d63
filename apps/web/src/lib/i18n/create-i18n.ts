import type { Locale } from '@plantopia/shared';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalogs, loadCatalog } from './catalogs';
import { icuFormat } from './icu-format';
import { isNamespace } from './namespaces';

/** Reads a namespace's catalog from its chunk when a page first asks for it (or the language changes). */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isNamespace(namespace) || (language !== 'en' && language !== 'bn')) {
      callback(new Error(`No catalog ${language}/${namespace}`), false);
      return;
    }
    loadCatalog(language, namespace).then(
      (catalog) => callback(null, catalog),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * One i18next instance: per request on the server, one per page in the browser. `catalogs` are the
 * catalogs already at hand (all of them on the server; in the browser those the server rendered the
 * page with), so it is ready at once and the first render matches the server's. Messages are ICU
 * MessageFormat (`{count, plural, one {…} other {…}}`); there is no fallback language, so a visitor
 * never downloads the other language's catalogs (the lint check keeps both complete).
 */
export function createI18n(locale: Locale, catalogs: Catalogs): i18n {
  const instance = i18next.createInstance();
  instance
    .use(icuFormat())
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: ['en', 'bn'],
      fallbackLng: false,
      ns: Object.keys(catalogs),
      defaultNS: 'common',
      resources: { [locale]: catalogs },
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}
