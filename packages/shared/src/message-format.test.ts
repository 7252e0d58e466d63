import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, test } from 'vitest';
import { formatDecimal } from './format.js';
import type { Locale } from './locale.js';
import { formatIcu } from './message-format.js';

describe('ICU messages', () => {
  test('plain text comes back as written, apostrophes included', () => {
    expect(formatIcu("Don't water it daily", {}, 'en')).toBe("Don't water it daily");
    expect(formatIcu('গাছে প্রতিদিন পানি দিন', {}, 'bn')).toBe('গাছে প্রতিদিন পানি দিন');
  });

  test('a doubled apostrophe is one, and a quoted brace is text, as ICU reads them', () => {
    expect(formatIcu("You''re on the list", {}, 'en')).toBe("You're on the list");
    expect(formatIcu("Type '{'code'}' here", {}, 'en')).toBe('Type {code} here');
  });

  test('arguments and plurals are formatted in the page language', () => {
    const cart = '{count, plural, one {# item} other {# items}} for {name}';
    expect(formatIcu(cart, { count: 1, name: 'Rahim' }, 'en')).toBe('1 item for Rahim');
    expect(formatIcu(cart, { count: 12, name: 'Rahim' }, 'en')).toBe('12 items for Rahim');
    expect(formatIcu('{count, plural, other {#টি পণ্য}}', { count: 12 }, 'bn')).toBe('১২টি পণ্য');
    expect(formatIcu('{count, number} left', { count: 125000 }, 'en')).toBe('1,25,000 left');
    expect(formatIcu('© {year, number, ::group-off}', { year: 2026 }, 'bn')).toBe('© ২০২৬');
  });
});

/**
 * The shop's formatter replaced intl-messageformat (decision 027). Every message of every catalog, in its
 * language, must come out exactly as intl-messageformat wrote it, with the shop's number formatter
 * plugged in as before.
 */
describe('every catalog message as intl-messageformat wrote it', () => {
  // The web's catalogs (apps/web/src/locales/<language>/*.json) and the shared ones (messages/**).
  const here = fileURLToPath(new URL('.', import.meta.url));
  const catalogFiles = [
    ...['en', 'bn'].flatMap((language) => {
      const dir = path.join(here, '../../../apps/web/src/locales', language);
      return readdirSync(dir).map((file) => path.join(dir, file));
    }),
    ...['messages', 'messages/documents'].flatMap((folder) =>
      readdirSync(path.join(here, folder))
        .filter((file) => file.endsWith('.json'))
        .map((file) => path.join(here, folder, file)),
    ),
  ];
  const catalogs = Object.fromEntries(
    catalogFiles.map((file) => [file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>]),
  );
  const reference = new Map<string, IntlMessageFormat>();
  function referenceFormat(message: string, values: Record<string, unknown>, locale: Locale): string {
    if (!/[{}]|'['{}<>#|]/.test(message)) return message;
    const key = `${locale}\u0000${message}`;
    let format = reference.get(key);
    if (!format) {
      const number = (options?: Intl.NumberFormatOptions) =>
        ({
          format: (value: number) =>
            formatDecimal(value, locale, {
              minDecimals: options?.minimumFractionDigits ?? 0,
              maxDecimals: options?.maximumFractionDigits ?? 3,
              grouping: options?.useGrouping !== false,
            }),
        }) as Intl.NumberFormat;
      format = new IntlMessageFormat(message, locale, undefined, {
        ignoreTag: true,
        formatters: {
          getNumberFormat: (_locales, options) => number(options),
          getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
          getPluralRules: (...args) => new Intl.PluralRules(...args),
        },
      });
      reference.set(key, format);
    }
    const written: Record<string, unknown> = { ...values };
    for (const name of bareNames(format.getAst()))
      if (typeof written[name] === 'number')
        written[name] = formatDecimal(written[name] as number, locale, { minDecimals: 0, maxDecimals: 3 });
    return String(format.format(written as Record<string, string | number>));
  }

  function* messages(value: unknown, key: string): Generator<[string, string]> {
    if (typeof value === 'string') yield [key, value];
    else if (value && typeof value === 'object')
      for (const [name, child] of Object.entries(value)) yield* messages(child, `${key}.${name}`);
  }

  for (const [file, catalog] of Object.entries(catalogs)) {
    const locale: Locale = /[\\/]bn(\.json|[\\/])/.test(file) ? 'bn' : 'en';
    test(`${file.replace(/^.*?(locales|messages)/, '$1')}`, () => {
      let checked = 0;
      for (const [key, message] of messages(catalog, '')) {
        const names = [...argumentNames(parse(message, { ignoreTag: true }))];
        for (const sample of [0, 1, 2, 5, 21, 125000.5]) {
          const numbers = Object.fromEntries(names.map((name) => [name, sample]));
          expect(formatIcu(message, numbers, locale), key).toBe(referenceFormat(message, numbers, locale));
        }
        const texts = Object.fromEntries(names.map((name) => [name, `“${name}”`]));
        const typed = parse(message, { ignoreTag: true }).some((element) => element.type !== TYPE.literal);
        if (!names.length || !typed || names.every((name) => !numericNames(message).has(name)))
          expect(formatIcu(message, texts, locale), key).toBe(referenceFormat(message, texts, locale));
        checked++;
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  test('a value the message names and the caller left out is an error, as it was', () => {
    expect(() => formatIcu('{count, plural, other {# items}}', {}, 'en')).toThrow();
  });
});

type Ast = ReturnType<typeof parse>;

function argumentNames(elements: Ast, into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element)
      into.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
  }
  return into;
}

function bareNames(elements: Ast, into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options)) bareNames(option.value, into);
  }
  return into;
}

/** Arguments a message formats as numbers (`number`, `plural`): a text there is not a case to compare. */
function numericNames(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (elements: Ast) => {
    for (const element of elements) {
      if (element.type === TYPE.number || element.type === TYPE.plural) names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return names;
}
