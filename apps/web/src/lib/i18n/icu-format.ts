import type { Module } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * i18next's message format: ICU MessageFormat (`{count, plural, one {# item} other {# items}}`,
 * `{name}`, `{year, number, ::group-off}`), formatted by intl-messageformat in the page's language,
 * so numbers inside a Bangla message come out in Bangla digits. Each message is parsed once per
 * language. (Written here rather than taken from i18next-icu, whose default import of
 * intl-messageformat fails under Node's ESM loader, where the server renders.)
 */
type FormatModule = Module & {
  parse(message: string, values: Record<string, unknown>, language: string): string;
};

export function icuFormat(): FormatModule {
  const parsed = new Map<string, IntlMessageFormat>();
  return {
    type: 'i18nFormat',
    parse(message, values, language) {
      const id = `${language}\u0000${message}`;
      let format = parsed.get(id);
      if (!format) {
        // `ignoreTag`: text such as "<b>" stays text; the catalogs hold no markup.
        format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
        parsed.set(id, format);
      }
      return String(format.format(values as Record<string, string | number>));
    },
  } as FormatModule;
}
