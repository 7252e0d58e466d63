// Plain functions over intl-messageformat: the web's i18next and the server's catalog format with this one.

import { TYPE } from '@formatjs/icu-messageformat-parser';
import { type Formatters, IntlMessageFormat } from 'intl-messageformat';
import { formatDecimal } from './format.js';
import type { Locale } from './locale.js';

/**
 * What ICU would read as syntax: an argument's braces, or an apostrophe that quotes (`''`, `'{`, `'<`…).
 * Most messages (nine in ten) have neither and are their own result. Skipping intl-messageformat for
 * them matters on a phone: each new message there costs a parse and a locale lookup, and a first page
 * renders a few hundred of them while it hydrates (decision 014).
 */
const ICU_SYNTAX = /[{}]|'['{}<>#|]/;

// intl-messageformat checks each message's locale with `Intl.NumberFormat.supportedLocalesOf`, and the
// first such call makes the browser list every locale it knows: 37 ms on a desktop, four times that on
// a phone, in the middle of hydration. English and Bangla are in every browser's and Node's ICU, so a
// message's locale is simply its language.
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale((Array.isArray(locales) ? locales[0] : locales) ?? 'en');

/**
 * Numbers inside messages (`{count, number}`, a plural's `#`) are written by the shop's own formatter, like
 * every other number on the page, and so need no `Intl.NumberFormat` (whose first use costs a phone
 * about 100 ms, see format.ts). `::group-off` (a year) turns grouping off.
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

const FORMATTERS: Record<Locale, Formatters> = { en: formattersFor('en'), bn: formattersFor('bn') };

interface Parsed {
  format: IntlMessageFormat;
  /** Arguments written bare (`{left}`): intl-messageformat prints a number there as `String()` does. */
  bare: Set<string>;
}
const parsed = new Map<string, Parsed>();

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

function bareArguments(elements: Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options)) bareArguments(option.value, into);
    if ('children' in element) bareArguments(element.children, into);
  }
  return into;
}

/** A number in a bare argument is written like every other number on the page (Bangla digits, lakh grouping). */
function numbersWritten(values: Record<string, unknown> | undefined, bare: Set<string>, locale: Locale) {
  if (!values) return values;
  const out: Record<string, unknown> = { ...values };
  for (const name of bare)
    if (typeof out[name] === 'number')
      out[name] = formatDecimal(out[name] as number, locale, { minDecimals: 0, maxDecimals: 3 });
  return out;
}

/**
 * An ICU MessageFormat message (`{count, plural, one {# item} other {# items}}`, `{name}`) with `values`,
 * in `locale`: numbers inside a Bangla message come out in Bangla digits. Each message is parsed once
 * per language.
 */
export function formatIcu(
  message: string,
  values: Record<string, unknown> | undefined,
  locale: Locale,
): string {
  if (!ICU_SYNTAX.test(message)) return message;
  const id = `${locale}\u0000${message}`;
  let entry = parsed.get(id);
  if (!entry) {
    // `ignoreTag`: text such as "<b>" stays text; the catalogs hold no markup.
    const format = new IntlMessageFormat(message, locale, undefined, {
      ignoreTag: true,
      formatters: FORMATTERS[locale],
    });
    entry = { format, bare: bareArguments(format.getAst()) };
    parsed.set(id, entry);
  }
  const written = numbersWritten(values, entry.bare, locale);
  return String(entry.format.format(written as Record<string, string | number>));
}
