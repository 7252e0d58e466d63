// The shop's ICU MessageFormat: the web's translator and the server's catalog format with this one.

import { formatDecimal } from './format.js';
import type { Locale } from './locale.js';

/**
 * What ICU would read as syntax: an argument's braces, or an apostrophe that quotes (`''`, `'{`, `'<`…).
 * Most messages (nine in ten) have neither and are their own result.
 */
const ICU_SYNTAX = /[{}]|'['{}<>#|]/;

/**
 * The part of ICU MessageFormat the catalogs use (`scripts/i18n-check.mjs` parses every message with
 * formatjs's full parser and fails on anything else): text with ICU's apostrophe quoting, `{name}`,
 * `{name, number}` (`::group-off` turns grouping off), `{name, plural, =0 {…} one {…} other {…}}` with
 * `#` and `offset:`, and `{name, select, …}`. A small interpreter instead of intl-messageformat and its
 * parser (about 10 KiB gzip of every page's JavaScript, decision 027); `message-format.test.ts` holds its
 * output to intl-messageformat's for every message of every catalog.
 */
type Part =
  | string
  | { kind: 'argument'; name: string }
  | { kind: 'number'; name: string; grouping: boolean }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; offset: number; options: Record<string, Part[]> }
  | { kind: 'select'; name: string; options: Record<string, Part[]> };

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(): Part[] {
    const parts = this.message(false);
    if (this.at < this.text.length) this.fail('unmatched }');
    return parts;
  }

  private fail(what: string): never {
    throw new SyntaxError(`ICU message: ${what} at ${this.at} in "${this.text}"`);
  }

  /** Text and arguments up to an unmatched `}` (a branch's end) or the end of the message. */
  private message(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let literal = '';
    const { text } = this;
    while (this.at < text.length) {
      const char = text[this.at] as string;
      if (char === '{') {
        if (literal) parts.push(literal);
        literal = '';
        parts.push(this.argument());
      } else if (char === '}') break;
      else if (char === '#' && inPlural) {
        if (literal) parts.push(literal);
        literal = '';
        parts.push({ kind: 'pound' });
        this.at++;
      } else if (char === "'") literal += this.apostrophe(inPlural);
      else {
        literal += char;
        this.at++;
      }
    }
    if (literal) parts.push(literal);
    return parts;
  }

  /** `''` is one apostrophe; `'` before syntax quotes up to the next lone `'`; any other `'` is itself. */
  private apostrophe(inPlural: boolean): string {
    const { text } = this;
    const next = text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === '{' || next === '}' || next === '<' || next === '>' || (next === '#' && inPlural)) {
      let quoted = '';
      this.at++;
      while (this.at < text.length) {
        if (text[this.at] === "'") {
          if (text[this.at + 1] === "'") {
            quoted += "'";
            this.at += 2;
            continue;
          }
          this.at++;
          return quoted;
        }
        quoted += text[this.at];
        this.at++;
      }
      return quoted;
    }
    this.at++;
    return "'";
  }

  private space(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at++;
  }

  private word(): string {
    this.space();
    const match = /^[^\s{}#,=:'<>]+/.exec(this.text.slice(this.at));
    if (!match) this.fail('a name expected');
    this.at += match[0].length;
    this.space();
    return match[0];
  }

  private expect(char: string): void {
    this.space();
    if (this.text[this.at] !== char) this.fail(`"${char}" expected`);
    this.at++;
  }

  private argument(): Part {
    this.at++; // {
    const name = this.word();
    if (this.text[this.at] === '}') {
      this.at++;
      return { kind: 'argument', name };
    }
    this.expect(',');
    const type = this.word();
    if (type === 'number') {
      let grouping = true;
      if (this.text[this.at] === ',') {
        this.at++;
        this.space();
        const end = this.text.indexOf('}', this.at);
        if (end < 0) this.fail('unclosed argument');
        const style = this.text.slice(this.at, end).trim();
        if (style !== '::group-off' && style !== 'integer') this.fail(`number style "${style}"`);
        grouping = style !== '::group-off';
        this.at = end;
      }
      this.expect('}');
      return { kind: 'number', name, grouping };
    }
    if (type !== 'plural' && type !== 'select') this.fail(`argument type "${type}"`);
    this.expect(',');
    let offset = 0;
    const options: Record<string, Part[]> = {};
    this.space();
    while (this.text[this.at] !== '}') {
      if (this.at >= this.text.length) this.fail('unclosed argument');
      const key = this.selector();
      if (key === 'offset:') {
        offset = Number(this.word());
        continue;
      }
      this.expect('{');
      options[key] = this.message(type === 'plural');
      this.expect('}');
      this.space();
    }
    this.at++;
    if (!options.other) this.fail('an "other" option is required');
    return type === 'plural' ? { kind: 'plural', name, offset, options } : { kind: 'select', name, options };
  }

  private selector(): string {
    this.space();
    const match = /^(offset:|=-?\d+(\.\d+)?|[^\s{}#,=:'<>]+)/.exec(this.text.slice(this.at));
    if (!match) this.fail('an option expected');
    this.at += match[0].length;
    this.space();
    return match[0];
  }
}

const parsed = new Map<string, Part[]>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

function decimal(value: unknown, locale: Locale, grouping = true): string {
  return formatDecimal(Number(value), locale, { minDecimals: 0, maxDecimals: 3, grouping });
}

function written(
  parts: Part[],
  values: Record<string, unknown>,
  locale: Locale,
  pound: number | undefined,
): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (part.kind === 'pound') {
      out += pound === undefined ? '#' : decimal(pound, locale);
      continue;
    }
    if (!(part.name in values)) throw new Error(`The message's value "${part.name}" was not provided`);
    const value = values[part.name];
    if (part.kind === 'argument') {
      // A number is written like every other number on the page (Bangla digits, lakh grouping).
      out += typeof value === 'number' ? decimal(value, locale) : value ? String(value) : '';
    } else if (part.kind === 'number') out += decimal(value, locale, part.grouping);
    else if (part.kind === 'select') {
      out += written(part.options[String(value)] ?? part.options.other ?? [], values, locale, pound);
    } else {
      const count = Number(value);
      let option = part.options[`=${count}`];
      if (!option) {
        let rules = pluralRules.get(locale);
        if (!rules) {
          rules = new Intl.PluralRules(locale);
          pluralRules.set(locale, rules);
        }
        option = part.options[rules.select(count - part.offset)] ?? part.options.other ?? [];
      }
      out += written(option, values, locale, count - part.offset);
    }
  }
  return out;
}

/** Throws a SyntaxError when `message` is not ICU the formatter reads. */
export function parseIcu(message: string): void {
  new Parser(message).parse();
}

/**
 * An ICU MessageFormat message (`{count, plural, one {# item} other {# items}}`, `{name}`) with `values`,
 * in `locale`: numbers inside a Bangla message come out in Bangla digits. Each message is parsed once.
 */
export function formatIcu(
  message: string,
  values: Record<string, unknown> | undefined,
  locale: Locale,
): string {
  if (!ICU_SYNTAX.test(message)) return message;
  let parts = parsed.get(message);
  if (!parts) {
    parts = new Parser(message).parse();
    parsed.set(message, parts);
  }
  return written(parts, values ?? {}, locale, undefined);
}
