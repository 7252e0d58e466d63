import fc from 'fast-check';

/*
 * The hostile values of the API fuzz test (issue 10, docs/api.md and docs/security.md): what an attacker or a broken
 * client sends. Each value is a node of a JSON tree that `serializeJson` writes by hand, so that the tree
 * may hold what `JSON.stringify` cannot write or would refuse: raw number literals (1e309), nesting
 * thousands of levels deep, and own `__proto__` keys.
 */

/** JSON text written verbatim into a body (deep nesting, 1e309, 30-digit integers). */
export class RawJson {
  constructor(
    readonly text: string,
    /** What the text is, for the failure report (the text itself may be megabytes). */
    readonly label: string,
  ) {}
}

export type RefKind =
  | 'product'
  | 'comment'
  | 'commentProduct'
  | 'blog'
  | 'order'
  | 'self'
  | 'otherUser'
  | 'ownEmail'
  | 'ownPassword'
  | 'clientSecret'
  | 'paymentIntent'
  | 'seedImage'
  | 'upload';

/**
 * A value taken from the shop's data when the request is sent (a product id that exists now, the
 * caller's own user id, a client secret): `pick` chooses among the rows, modulo their number.
 */
export class Ref {
  constructor(
    readonly kind: RefKind,
    readonly pick: number,
    /** For `product`: only products of this category. */
    readonly category?: string,
  ) {}
}

export type JsonTree =
  | null
  | boolean
  | number
  | string
  | RawJson
  | Ref
  | JsonTree[]
  | { [key: string]: JsonTree };

/** An object that may own keys such as `__proto__`, which a literal or assignment would not create. */
export function objectOf(entries: [string, JsonTree][]): { [key: string]: JsonTree } {
  const object: { [key: string]: JsonTree } = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** JSON text of a tree; `resolve` turns each Ref into the string it stands for. */
export function serializeJson(value: JsonTree, resolve: (ref: Ref) => string): string {
  const parts: string[] = [];
  const write = (node: JsonTree): void => {
    if (node instanceof RawJson) parts.push(node.text);
    else if (node instanceof Ref) parts.push(JSON.stringify(resolve(node)));
    else if (Array.isArray(node)) {
      parts.push('[');
      node.forEach((item, i) => {
        if (i > 0) parts.push(',');
        write(item);
      });
      parts.push(']');
    } else if (node !== null && typeof node === 'object') {
      parts.push('{');
      Object.keys(node).forEach((key, i) => {
        if (i > 0) parts.push(',');
        parts.push(JSON.stringify(key), ':');
        write(node[key]!);
      });
      parts.push('}');
    } else if (typeof node === 'number' && !Number.isFinite(node)) {
      // JSON has no NaN or Infinity; JSON.stringify would write null. Say what was meant instead.
      parts.push(JSON.stringify(String(node)));
    } else parts.push(JSON.stringify(node));
  };
  write(value);
  return parts.join('');
}

/** `depth` nested arrays or objects, written by hand since JSON.stringify of such a value overflows the stack. */
export function deepJson(depth: number, shape: 'array' | 'object'): RawJson {
  const text =
    shape === 'array'
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`;
  return new RawJson(text, `${depth} nested ${shape}s`);
}

export const HUGE = 100_000;

/** Text PostgreSQL cannot store: NUL and lone UTF-16 surrogates (issue 10, family 1). */
export const UNSTORABLE_STRINGS = [
  '\u0000',
  'a\u0000b',
  'plant\u0000',
  '\ud800',
  '\udfff',
  '\ud800x',
  'x\udc00y',
];

export const HUGE_STRINGS = [
  'a'.repeat(HUGE),
  '🌱'.repeat(HUGE / 2),
  `${'x'.repeat(HUGE - 1)}\u0000`,
  '<b>'.repeat(HUGE / 3),
  'a'.repeat(1_000_001),
];

export const UNICODE_STRINGS = [
  '🌱🪴🌵',
  'নতুন গাছ',
  'مرحبا بالعالم',
  '\u202egnp.exe',
  'a\u200b\u200c\u200db',
  '\ufeffBOM',
  '\uffff\ufffe',
  'Z\u0335\u0321\u031b\u0328\u0322',
  '𝕻𝖑𝖆𝖓𝖙',
  'line\u2028sep\u2029',
  'ǅ ß ﬁ İ',
  '\u00a0\u3000',
];

export const INJECTION_STRINGS = [
  "' OR 1=1 --",
  '"; drop table products; --',
  '%_\\',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, meant literally
  '${7*7}{{7*7}}',
  '%s%n%x',
  'a\r\nSet-Cookie: x=y',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '',
  ' ',
  '\t\n',
];

export const NUMBERISH_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e300',
  '1e309',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '-1',
  '-0',
  '0x10',
  ' 1 ',
  '1_000',
  '١٢٣',
];

/** Numbers outside every range the shop accepts (issue 10, family 2). */
export const HOSTILE_NUMBERS: JsonTree[] = [
  2147483648,
  -2147483649,
  4294967296,
  1e300,
  -1e300,
  -1,
  0,
  -0,
  0.5,
  1.0000001,
  1e-300,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  new RawJson('9007199254740993', '2^53+1'),
  new RawJson('123456789012345678901234567890', '30-digit integer'),
  new RawJson('1e309', '1e309 (Infinity once parsed)'),
  new RawJson('-1e309', '-1e309 (-Infinity once parsed)'),
  new RawJson('1e-400', '1e-400 (0 once parsed)'),
  new RawJson('-0.0', '-0.0'),
];

/** Values of the wrong type for nearly any field. */
export const WRONG_TYPES: JsonTree[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [[]],
  ['x'],
  [1, 'two', null],
  { a: 1 },
  { $gt: '' },
  new RawJson(`[${'"x",'.repeat(20_000)}"x"]`, 'array of 20001 strings'),
];

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

export const prototypePollution: JsonTree[] = [
  objectOf([['__proto__', { role: 'admin', isAdmin: true }]]),
  objectOf([['constructor', { prototype: { role: 'admin' } }]]),
  objectOf([['__proto__', null]]),
  objectOf([['toString', 'x']]),
];

export const HOSTILE_KEYS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '',
  ' ',
  ...PROTOTYPE_KEYS,
  'k'.repeat(10_000),
  '🌱',
];

export const deepValue: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(1_000, 5_000, 20_000, 100_000), fc.constantFrom('array' as const, 'object' as const))
  .map(([depth, shape]) => deepJson(depth, shape));

/** Text with NUL or a lone surrogate somewhere in it. */
export const unstorableString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...UNSTORABLE_STRINGS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...UNSTORABLE_STRINGS))
      .map(([text, bad]) => `${text}${bad}${text}`),
  },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: unstorableString },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTION_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERISH_STRINGS) },
  // Any code points, lone surrogates and control characters included.
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Any hostile JSON value: the families of issue 10 in one arbitrary. */
export const hostileValue: fc.Arbitrary<JsonTree> = fc.oneof(
  { weight: 3, arbitrary: unstorableString },
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 1, arbitrary: fc.constantFrom(...prototypePollution) },
  { weight: 1, arbitrary: deepValue },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_KEYS), hostileString)
      .map(([key, value]) => objectOf([[key, value]])),
  },
);

/** Random JSON of any shape with any code points in its strings and keys. */
export const randomJson: fc.Arbitrary<JsonTree> = fc.jsonValue({
  maxDepth: 4,
  stringUnit: 'binary',
}) as fc.Arbitrary<JsonTree>;

/* ---------- Paths and query strings (text as it stands in the URL, percent-encoding included) ---------- */

export const HOSTILE_PATH_SEGMENTS = [
  '%00',
  'a%00b',
  '%ff',
  '%fe%ff',
  '%c0%af',
  '%ed%a0%80',
  '%e0%80%80',
  '%',
  '%zz',
  '%2',
  '..%2f..%2fetc%2fpasswd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '..',
  '.',
  '%2f',
  '%5c..%5c',
  'x'.repeat(10_000),
  'x'.repeat(100),
  encodeURIComponent('🌱নতুন'),
  encodeURIComponent('\u202e'),
  '%F0%9F%8C%B1',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '0',
  '-1',
  '2147483648',
  '1e300',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  '01890a5d-ac96-774b-bcce-b302099a8057',
  '%20',
  '+',
  ';',
  '*',
  '~',
];

export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_PATH_SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponentLoosely) },
);

export const HOSTILE_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ff',
  '%',
  '%zz',
  '%ed%a0%80',
  '',
  '2147483648',
  '-2147483649',
  '1e300',
  '1e309',
  '-1',
  '-0',
  '0',
  '0.5',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  'null',
  'x'.repeat(HUGE),
  '%F0%9F%8C%B1',
  '%27%20OR%201%3D1--',
  '%25',
  '_',
  '%5C',
];

/** Numbers a query may carry that no column can hold (issue 10, family 2). */
export const NUMERIC_QUERY_VALUES = [
  '2147483648',
  '-2147483649',
  '4294967296',
  '21474836.48',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999',
  '1e20',
  '1e300',
  '1e309',
];

/** A query part that is hostile by its shape: repeated, bracketed, prototype-named or badly encoded keys. */
export const HOSTILE_QUERY_PARTS = [
  '__proto__=x',
  '__proto__[role]=admin',
  'constructor[prototype][role]=admin',
  '%00=1',
  '%ff=1',
  '=',
  '&&&',
  '==x',
  'a[]=1&a[]=2',
  `${'k'.repeat(5_000)}=1`,
];

export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_QUERY_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponentLoosely) },
);

/**
 * Percent-encodes every UTF-16 code unit the URL could not carry as is, lone surrogates included (as
 * `%ED%A0%80`, which `decodeURIComponent` refuses: exactly the hostile input wanted).
 */
export function encodeURIComponentLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      // A lone surrogate encoded as if it were a code point (CESU-8), which UTF-8 forbids.
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    }
  }
  return out;
}
