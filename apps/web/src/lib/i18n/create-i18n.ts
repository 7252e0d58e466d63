import type { Locale } from '@plantopia/shared';
import { type Catalogs, loadCatalog } from './catalogs';
import { Translator } from './translator';

/**
 * One instance: per request on the server, one per page in the browser. `catalogs` are the catalogs
 * already at hand (all of them on the server; in the browser those the server rendered the page with),
 * so it is ready at once and the first render matches the server's; others load from their chunks when
 * a component first asks for them (or the language changes).
 */
export function createI18n(locale: Locale, catalogs: Catalogs): Translator {
  return new Translator(locale, catalogs, loadCatalog);
}
