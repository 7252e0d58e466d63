import { formatDecimal, type Locale } from '@plantopia/shared';
import type { Module } from 'i18next';
import { type Formatters, IntlMessageFormat } from 'intl-messageformat';

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

/**
 * What ICU would read as syntax: an argument's braces, or an apostrophe that quotes (`''`, `'{`, `'<`…).
 * Most messages (nine in ten) have neither and are their own result. Skipping intl-messageformat for
 * them matters on a phone: each new message there costs a parse and a locale lookup
 * (`Intl.NumberFormat.supportedLocalesOf`), and a first page renders a few hundred of them while it
 * hydrates (decision 014).
 */
const ICU_SYNTAX = /[{}]|'['{}<>#|]/;

// intl-messageformat checks each message's locale with `Intl.NumberFormat.supportedLocalesOf`, and the
// first such call makes the browser list every locale it knows: 37 ms on this desktop, four times that on
// a phone, in the middle of hydration. English and Bangla are in every browser's and Node's ICU, so a
// message's locale is simply its language.
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale((Array.isArray(locales) ? locales[0] : locales) ?? 'en');

/**
 * Numbers inside messages (`{count, number}`, a plural's `#`) are written by the shop's own formatter, like
 * every other number on the page, and so need no `Intl.NumberFormat` (whose first use costs a phone
 * about 100 ms, see packages/shared/src/format.ts). `::group-off` (a year) turns grouping off.
 */
function formattersFor(locale: Locale): Formatters {
  const plurals = new Map<string, Intl.PluralRules>();
  return {
    getNumberFormat: (_locales, options) =>
      ({
        format: (value: number) =>
          formatDecimal(value, locale, {
            minDecimals: options?.minimumFractionDigits ?? 0,
            maxDecimals: options?.maximumFractionDigits ?? 3,
            grouping: options?.useGrouping !== false,
          }),
      }) as Intl.NumberFormat,
    getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
    getPluralRules: (locales, options) => {
      const key = JSON.stringify([locales, options]);
      let rules = plurals.get(key);
      if (!rules) {
        rules = new Intl.PluralRules(locales, options);
        plurals.set(key, rules);
      }
      return rules;
    },
  };
}

export function icuFormat(): FormatModule {
  const parsed = new Map<string, IntlMessageFormat>();
  const formatters: Record<Locale, Formatters> = { en: formattersFor('en'), bn: formattersFor('bn') };
  return {
    type: 'i18nFormat',
    parse(message, values, language) {
      if (!ICU_SYNTAX.test(message)) return message;
      const id = `${language}\u0000${message}`;
      let format = parsed.get(id);
      if (!format) {
        // `ignoreTag`: text such as "<b>" stays text; the catalogs hold no markup.
        format = new IntlMessageFormat(message, language, undefined, {
          ignoreTag: true,
          formatters: formatters[language === 'bn' ? 'bn' : 'en'],
        });
        parsed.set(id, format);
      }
      return String(format.format(values as Record<string, string | number>));
    },
  } as FormatModule;
}
