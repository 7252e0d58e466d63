// Plain types and functions only: the web imports these on every page, so this module must never pull
// in zod or a catalog (the web loads the active language's catalog as its `messages` namespace).

import { formatDate, formatTaka } from './format.js';
import type { Locale } from './locale.js';
import type documents from './messages/documents/en.json';
import type catalog from './messages/en.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every message a person reads has a code: its path in the one catalog per language that the server's
 * replies, the web, emails, SMS and invoices all render from (decision 023). The catalog is kept in two
 * files: `messages/<language>.json`, which the web loads too, and `messages/documents/<language>.json`,
 * the emails, SMS and invoices only the server writes (so a shopper's page never downloads them).
 */
export type MessageCode = Leaves<typeof catalog> | Leaves<typeof documents>;

/**
 * A value inside a message, rendered in the message's language: a number (Bangla digits on a Bangla
 * page), text that is the same in every language (a code, a path), an amount of taka, a moment (shown
 * in Dhaka time), a name the shop keeps in both languages (a product, a district), another coded
 * message (a state's label), or a list of these joined with the language's "and".
 */
export type MessageParam =
  | string
  | number
  | { taka: number }
  | { date: string }
  | { en: string; bn: string }
  | CodedMessage
  | { list: MessageParam[] };

export type MessageParams = Record<string, MessageParam>;

export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
}

export function coded(code: MessageCode, params?: MessageParams): CodedMessage {
  return params ? { code, params } : { code };
}

const AND: Record<Locale, string> = { en: ' and ', bn: ' ও ' };

/**
 * `params` as the plain strings and numbers a catalog message takes, in `locale`; `say` renders a
 * nested coded message (the server from its catalog, the web through its translator).
 */
export function renderParams(
  params: MessageParams | undefined,
  locale: Locale,
  say: (message: CodedMessage) => string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) out[name] = renderParam(value, locale, say);
  return out;
}

function renderParam(
  value: MessageParam,
  locale: Locale,
  say: (message: CodedMessage) => string,
): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('taka' in value) return formatTaka(value.taka, locale);
  if ('date' in value) return formatDate(value.date, locale);
  if ('code' in value) return say(value);
  if ('list' in value) {
    const items = value.list.map((item) => String(renderParam(item, locale, say)));
    return items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')}${AND[locale]}${items.at(-1)}`;
  }
  return value[locale];
}

/*
 * A zod issue can carry only a string, so a field's coded reason travels as its code followed by its
 * params as JSON (`field.max_length{"max":100}`); the server's error handler and the web's form resolver
 * read it back with `readCodedText`.
 */
export function codedText(code: MessageCode, params?: MessageParams): string {
  return params ? `${code}${JSON.stringify(params)}` : code;
}

const CODED_TEXT = /^([a-z_]+(?:\.[a-z0-9_]+)+)(\{.*\})?$/s;

/** The coded message inside a zod issue's text, or null for a message that is not coded. */
export function readCodedText(text: string): CodedMessage | null {
  const match = CODED_TEXT.exec(text);
  if (!match) return null;
  try {
    return coded(match[1] as MessageCode, match[2] ? (JSON.parse(match[2]) as MessageParams) : undefined);
  } catch {
    return null;
  }
}
