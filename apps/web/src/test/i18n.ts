import type { Locale } from '@plantopia/shared';
import type { Catalog, Catalogs } from '@/lib/i18n/catalogs';
import { createI18n } from '@/lib/i18n/create-i18n';

// Apart from render.tsx so that the setup every test file runs does not load the whole app with it.
const catalogFiles = import.meta.glob<Catalog>('../locales/*/*.json', { eager: true, import: 'default' });
const messageFiles = import.meta.glob<Catalog>('../../../../packages/shared/src/messages/*.json', {
  eager: true,
  import: 'default',
});

/** Every catalog of one language, at once (as the server holds them). */
export function testCatalogs(locale: Locale): Catalogs {
  return {
    ...Object.fromEntries(
      Object.entries(catalogFiles)
        .filter(([file]) => file.includes(`/locales/${locale}/`))
        .map(([file, catalog]) => [file.replace(/^.*\/(\w+)\.json$/, '$1'), catalog]),
    ),
    messages: messageFiles[`../../../../packages/shared/src/messages/${locale}.json`],
  };
}

/** The app's i18n in `locale` with every catalog loaded, as a server-rendered page starts. */
export function createTestI18n(locale: Locale = 'en') {
  return createI18n(locale, testCatalogs(locale));
}
