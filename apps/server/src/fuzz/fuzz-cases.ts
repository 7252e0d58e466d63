import { CATEGORY_IDS, IMAGE_WIDTHS } from '@plantopia/shared';
import fc from 'fast-check';
import {
  deepValue,
  encodeURIComponentLoosely,
  HOSTILE_KEYS,
  HOSTILE_QUERY_PARTS,
  hostilePathSegment,
  hostileQueryValue,
  hostileValue,
  type JsonTree,
  NUMERIC_QUERY_VALUES,
  objectOf,
  RawJson,
  Ref,
  type RefKind,
  randomJson,
} from './hostile-values.js';
import type { FuzzRoute, JsonSchema } from './routes-from-openapi.js';

/*
 * One fuzz case: a request to one route, built from a valid baseline (existing ids, a body valid per the
 * route's schema, the right content type) with one part made hostile. Which part is the case's `family`.
 */

/** URL text: strings are written as they are (already percent-encoded), Refs are resolved and encoded. */
export type Template = (string | Ref)[];

export type CaseBody =
  | { kind: 'json'; value: JsonTree }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: Buffer; label: string };

export interface FuzzCase {
  route: string;
  family: string;
  method: string;
  path: Template;
  query: Template;
  /** Besides the caller's cookie and Origin. A `content-type` here is sent as is, even an empty one. */
  headers: Record<string, string>;
  /** `own`: the shop's origin, as a browser on the shop sends; `none`: no Origin; else that value. */
  origin: 'own' | 'none' | string;
  body?: CaseBody;
  /** The client address the app sees (no TRUST_PROXY: the socket's). */
  remoteAddress: string;
  /** For the anonymous caller: a cookie header that is no valid session. */
  anonymousCookie?: string;
}

/** Which existing value a path parameter names, guessed from its name and its route. */
export function refKindFor(path: string, param: string): { kind: RefKind; category?: string } {
  const first = path.split('/')[2] ?? '';
  if (param === 'uid') return { kind: 'self' };
  if (param === 'commentId') return { kind: 'comment', category: first };
  if (param === 'orderId') return { kind: 'order' };
  if (param === 'productId') return { kind: 'product' };
  if (param === '*') return { kind: path.startsWith('/uploads') ? 'upload' : 'seedImage' };
  // A comment's product where the path names a comment too; any product of the category otherwise.
  if (path.includes('{commentId}')) return { kind: 'commentProduct', category: first };
  if (first === 'orders') return { kind: 'order' };
  if (first === 'blogs') return { kind: 'blog' };
  return {
    kind: 'product',
    category: (CATEGORY_IDS as readonly string[]).includes(first) ? first : undefined,
  };
}

const pick = fc.nat({ max: 10_000 });

/* ---------- Valid values from a JSON schema ---------- */

const IMAGE_URLS = [
  '',
  '/seed-images/products/urea-1kg.webp',
  'https://example.com/plant.png',
  '/uploads/x.webp',
];
const CARD_NUMBERS = ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000000000009995'];

/** A value the schema accepts (mostly: refinements the document cannot express may still refuse it). */
/**
 * Rules the OpenAPI document cannot express (zod refinements, stock, a cart's state), so that a
 * baseline gets past validation to the code behind it. `OMIT` leaves an optional field out.
 */
const OMIT = Symbol('omit');
const HINTS: Record<string, fc.Arbitrary<JsonTree> | typeof OMIT> = {
  // GET /api/{category}: 'all' or one of that category's subcategories.
  subcategory: fc.constant('all'),
  // Cannot be below minPrice.
  minPrice: fc.integer({ min: 0, max: 100 }),
  maxPrice: fc.integer({ min: 500, max: 100_000 }),
  // Within the stock of most products.
  quantity: fc.integer({ min: 1, max: 3 }),
  // Only a card payment carries one.
  paymentIntentId: OMIT,
  // The widths the image route makes.
  w: fc.constantFrom(...IMAGE_WIDTHS),
};

export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<JsonTree> {
  const hint = HINTS[name];
  if (hint && hint !== OMIT && !schema.enum) return hint;
  if (schema.anyOf ?? schema.oneOf)
    return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => validValue(s, name)));
  if (schema.enum) return fc.constantFrom(...(schema.enum as JsonTree[]));
  if (schema.const !== undefined) return fc.constant(schema.const as JsonTree);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = schema.nullable || types.includes('null');
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  const value = validOfType(schema, type, name);
  return nullable
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

function validOfType(schema: JsonSchema, type: string | undefined, name: string): fc.Arbitrary<JsonTree> {
  switch (type) {
    case 'string':
      return validString(schema, name);
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1_000, -1_000_000);
      const max = Math.min(schema.maximum ?? 1_000, 1_000_000);
      return withEdges(schema, fc.integer({ min, max: Math.max(min, max) }));
    }
    case 'number': {
      const min = Math.max(schema.minimum ?? -1_000, -1_000_000);
      const max = Math.min(schema.maximum ?? 1_000, 1_000_000);
      return withEdges(
        schema,
        fc.oneof(
          fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) }),
          fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100),
        ),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(validValue(schema.items ?? {}, name), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).flatMap(([key, s]) => {
        if (HINTS[key] === OMIT && !required.has(key)) return [];
        const arbitrary = validValue(s, key).map((v): [string, JsonTree] => [key, v]);
        return [required.has(key) ? arbitrary : fc.option(arbitrary, { nil: undefined, freq: 2 })];
      });
      return fc
        .tuple(...entries)
        .map((pairs) => objectOf(pairs.filter((p): p is [string, JsonTree] => p !== undefined)));
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** Now and then the schema's own bounds: valid, yet where an overflow hides (page 2^53-1 times a limit). */
function withEdges(schema: JsonSchema, values: fc.Arbitrary<number>): fc.Arbitrary<JsonTree> {
  const edges = [schema.minimum, schema.maximum].filter((v): v is number => v !== undefined);
  return edges.length > 0
    ? fc.oneof({ weight: 4, arbitrary: values }, { weight: 1, arbitrary: fc.constantFrom(...edges) })
    : values;
}

function validString(schema: JsonSchema, name: string): fc.Arbitrary<JsonTree> {
  if (schema.format === 'own-email') {
    return fc.oneof({ weight: 3, arbitrary: pick.map((p) => new Ref('ownEmail', p)) }, fc.nat(50).map(email));
  }
  if (schema.format === 'own-password') {
    return fc.oneof({ weight: 3, arbitrary: pick.map((p) => new Ref('ownPassword', p)) }, password);
  }
  if (schema.format === 'email') return fc.nat(50).map(email);
  if (schema.format === 'password') return password;
  if (schema.format === 'uri' || /^(imageUrl|photoURL|image)$/.test(name))
    return fc.constantFrom(...IMAGE_URLS);
  if (name === '_id' || name === 'productId') return pick.map((p) => new Ref('product', p));
  if (name === 'clientSecret') return pick.map((p) => new Ref('clientSecret', p));
  if (name === 'paymentIntentId') return pick.map((p) => new Ref('paymentIntent', p));
  if (name === 'number' && (schema.minLength ?? 0) >= 12) return fc.constantFrom(...CARD_NUMBERS);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 20, minLength + 20));
  return fc
    .string({ minLength, maxLength, unit: 'grapheme-ascii' })
    .map((s) => (minLength > 0 ? s.replace(/^\s|\s$/g, 'x') : s));
}

const email = (n: number) => `fuzz-${n}@example.com`;
const password = fc.string({ minLength: 8, maxLength: 20, unit: 'grapheme-ascii' });

/* ---------- One hostile change to a valid JSON tree ---------- */

type Path = (string | number)[];

function pathsOf(tree: JsonTree, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(tree)) {
    for (const [i, item] of tree.entries()) paths.push(...pathsOf(item, [...prefix, i]));
  } else if (isPlainObject(tree)) {
    for (const key of Object.keys(tree)) paths.push(...pathsOf(tree[key]!, [...prefix, key]));
  }
  return paths;
}

const isPlainObject = (v: JsonTree): v is { [key: string]: JsonTree } =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof RawJson) && !(v instanceof Ref);

/** A copy of `tree` with `change` applied to the node at `path`. */
function updateAt(
  tree: JsonTree,
  path: Path,
  change: (node: JsonTree) => JsonTree | undefined,
): JsonTree | undefined {
  if (path.length === 0) return change(tree);
  const [head, ...rest] = path;
  if (Array.isArray(tree) && typeof head === 'number') {
    const copy = [...tree];
    const next = updateAt(copy[head]!, rest, change);
    if (next === undefined) copy.splice(head, 1);
    else copy[head] = next;
    return copy;
  }
  if (isPlainObject(tree) && typeof head === 'string') {
    const entries = Object.keys(tree).flatMap((key): [string, JsonTree][] => {
      if (key !== head) return [[key, tree[key]!]];
      const next = updateAt(tree[key]!, rest, change);
      return next === undefined ? [] : [[key, next]];
    });
    return objectOf(entries);
  }
  return tree;
}

type Mutation =
  | { op: 'replace'; at: number; value: JsonTree }
  | { op: 'add-key'; at: number; key: string; value: JsonTree }
  | { op: 'remove'; at: number }
  | { op: 'set-field'; at: number; value: JsonTree };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ op: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('add-key' as const),
      at: fc.nat(),
      key: fc.constantFrom(...HOSTILE_KEYS),
      value: fc.oneof(hostileValue, fc.constant('x')),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), at: fc.nat() }) },
  {
    weight: 6,
    arbitrary: fc.record({ op: fc.constant('set-field' as const), at: fc.nat(), value: hostileValue }),
  },
);

/** Every field path the schema declares (into arrays through their first item): where `set-field` aims. */
export function schemaFieldPaths(schema: JsonSchema | undefined, prefix: Path = []): Path[] {
  if (!schema) return [];
  const paths: Path[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    paths.push([...prefix, key], ...schemaFieldPaths(child, [...prefix, key]));
  }
  const items = schema.items ?? (schema.anyOf ?? []).find((s) => s.items)?.items;
  if (items) paths.push([...prefix, 0], ...schemaFieldPaths(items, [...prefix, 0]));
  return paths;
}

/** A copy of `tree` with `value` at `path`, making the objects and arrays on the way if they are missing. */
function setAt(tree: JsonTree, path: Path, value: JsonTree): JsonTree {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const copy = Array.isArray(tree) ? [...tree] : [];
    copy[head] = setAt(copy[head] ?? {}, rest, value);
    return copy.map((item) => item ?? null);
  }
  const entries: [string, JsonTree][] = isPlainObject(tree)
    ? Object.keys(tree).map((key): [string, JsonTree] => [key, tree[key]!])
    : [];
  const index = entries.findIndex(([key]) => key === head);
  const next = setAt(index >= 0 ? entries[index]![1] : {}, rest, value);
  if (index >= 0) entries[index] = [head!, next];
  else entries.push([head!, next]);
  return objectOf(entries);
}

function applyMutation(tree: JsonTree, m: Mutation, fields: Path[]): JsonTree {
  if (m.op === 'set-field' && fields.length > 0) return setAt(tree, fields[m.at % fields.length]!, m.value);
  const paths = pathsOf(tree);
  if (m.op === 'add-key') {
    const objects = paths.filter((p) => isPlainObject(nodeAt(tree, p)));
    if (objects.length === 0) return objectOf([[m.key, m.value]]);
    const target = objects[m.at % objects.length]!;
    return (
      updateAt(tree, target, (node) => objectOf([...Object.entries(node as object), [m.key, m.value]])) ??
      null
    );
  }
  const nonRoot = paths.length > 1 ? paths.slice(1) : paths;
  const target = nonRoot[m.at % nonRoot.length]!;
  if (m.op === 'remove') return updateAt(tree, target, () => undefined) ?? null;
  return updateAt(tree, target, () => m.value) ?? null;
}

function nodeAt(tree: JsonTree, path: Path): JsonTree {
  let node = tree;
  for (const key of path) node = (node as Record<string | number, JsonTree>)[key]!;
  return node;
}

/* ---------- Content types, raw bodies, multipart ---------- */

export const HOSTILE_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/jsonx',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'application/json;',
  'image/png',
  '',
];

const RAW_BODIES = [
  '',
  ' ',
  '{',
  '{"a":1',
  '{"a":1}garbage',
  '{"a":1,"a":2}',
  'null',
  '""',
  '[]',
  '0',
  '1e309',
  'undefined',
  'NaN',
  "{'a':1}",
  '{"a":01}',
  '\u0000',
  '{"\u0000":1}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x00"}',
  '{"__proto__":{"role":"admin"}}',
  `"${'a'.repeat(200_000)}"`,
];

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface MultipartPart {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

export function multipartBody(parts: MultipartPart[], boundary: string, { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARY = '----fuzzboundary7MA4YWxk';
const image = (over: Partial<MultipartPart> = {}): MultipartPart => ({
  name: 'image',
  filename: 'plant.png',
  type: 'image/png',
  data: PNG_1X1,
  ...over,
});

/** Upload bodies: a valid one, and each way a multipart body can be wrong (issue 10, family 4). */
const multipartVariants: { label: string; contentType: string | undefined; bytes: Buffer }[] = [
  {
    label: 'one PNG',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image()], BOUNDARY),
  },
  { label: 'no boundary', contentType: 'multipart/form-data', bytes: multipartBody([image()], BOUNDARY) },
  {
    label: 'empty boundary',
    contentType: 'multipart/form-data; boundary=',
    bytes: multipartBody([image()], BOUNDARY),
  },
  {
    label: 'other boundary',
    contentType: 'multipart/form-data; boundary=nope',
    bytes: multipartBody([image()], BOUNDARY),
  },
  { label: 'no content type', contentType: undefined, bytes: multipartBody([image()], BOUNDARY) },
  {
    label: 'unclosed',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image()], BOUNDARY, { close: false }),
  },
  {
    label: 'truncated',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image()], BOUNDARY).subarray(0, 120),
  },
  {
    label: 'only the closing line',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: Buffer.from(`--${BOUNDARY}--\r\n`),
  },
  { label: 'empty body', contentType: `multipart/form-data; boundary=${BOUNDARY}`, bytes: Buffer.alloc(0) },
  {
    label: 'two files',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image(), image({ filename: 'b.png' })], BOUNDARY),
  },
  {
    label: 'wrong field name',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image({ name: 'file' })], BOUNDARY),
  },
  {
    label: 'text field only',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([{ name: 'image', data: 'hello' }], BOUNDARY),
  },
  {
    label: 'empty file',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image({ data: '' })], BOUNDARY),
  },
  {
    label: 'not an image',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image({ data: 'GIF89a not really' })], BOUNDARY),
  },
  {
    label: 'truncated PNG',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image({ data: PNG_1X1.subarray(0, 40) })], BOUNDARY),
  },
  {
    label: 'SVG with a script',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody(
      [
        image({
          filename: 'x.svg',
          type: 'image/svg+xml',
          data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        }),
      ],
      BOUNDARY,
    ),
  },
  {
    label: 'NUL in the file name',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image({ filename: 'a\u0000.png' })], BOUNDARY),
  },
  {
    label: 'traversal file name',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image({ filename: '../../../etc/passwd' })], BOUNDARY),
  },
  {
    label: 'long file name',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image({ filename: `${'x'.repeat(20_000)}.png` })], BOUNDARY),
  },
  {
    label: 'NUL in the field name',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody([image({ name: 'ima\u0000ge' })], BOUNDARY),
  },
  {
    label: '12 parts',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: multipartBody(
      [...Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, data: 'x' })), image()],
      BOUNDARY,
    ),
  },
  {
    label: 'no part headers',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: Buffer.from(`--${BOUNDARY}\r\n\r\nxyz\r\n--${BOUNDARY}--\r\n`),
  },
  {
    label: 'garbage',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: Buffer.from('\u0000\u0001garbage\r\n\r\n--'),
  },
  { label: 'JSON to an upload route', contentType: 'application/json', bytes: Buffer.from('{"image":"x"}') },
  { label: 'text/plain to an upload route', contentType: 'text/plain', bytes: Buffer.from('image') },
];

/** A 6 MB file: over the 5 MB upload limit (made once, on first use). */
let oversized: Buffer | undefined;
const oversizedUpload = () => {
  oversized ??= multipartBody([image({ data: Buffer.alloc(6 * 1024 * 1024, 7) })], BOUNDARY);
  return oversized;
};

/* ---------- The case arbitrary for one route ---------- */

export interface CaseOptions {
  /** Methods to try on a path that does not declare them. */
  otherMethods?: string[];
}

const remoteAddress = fc.oneof(
  { weight: 3, arbitrary: fc.constant('127.0.0.1') },
  { weight: 1, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
);

const HOSTILE_ORIGINS = [
  'none',
  'null',
  'http://evil.example',
  'http://localhost:3000.evil.example',
  'file://',
];
const ANONYMOUS_COOKIES = [
  'better-auth.session_token=%00',
  'better-auth.session_token=forged.signature',
  `better-auth.session_token=${'x'.repeat(5_000)}`,
  'better-auth.session_token=',
  '=;;;=',
  'better-auth.session_token=%ff%fe',
];

/** Header values that can cross the wire: Node refuses control characters and anything above U+00FF. */
const HOSTILE_HEADER_VALUES = [
  '',
  ' ',
  'x'.repeat(10_000),
  'caf\u00e9',
  '\u00ff\u00fe',
  '%00',
  '../../x',
  '2147483648',
];

export function caseFor(route: FuzzRoute, options: CaseOptions = {}): fc.Arbitrary<FuzzCase> {
  const name = `${route.method} ${route.path}`;
  const base = baseline(route);
  const families: fc.WeightedArbitrary<FuzzCase>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<FuzzCase>) => families.push({ weight, arbitrary });

  add(
    1,
    base.map((c) => ({ ...c, family: 'valid' })),
  );

  if (route.bodyKind === 'json' && route.body) {
    const fields = schemaFieldPaths(route.body);
    add(
      6,
      fc.tuple(base, mutation).map(([c, m]) => ({
        ...c,
        family: `body:${m.op}`,
        body: { kind: 'json', value: applyMutation(c.body?.kind === 'json' ? c.body.value : {}, m, fields) },
      })),
    );
  }
  if (route.bodyKind !== 'multipart') {
    add(
      2,
      fc.tuple(base, randomJson).map(([c, value]) => ({
        ...c,
        family: 'body:random-json',
        headers: { ...c.headers, 'content-type': 'application/json' },
        body: { kind: 'json', value },
      })),
    );
    add(
      1,
      fc.tuple(base, deepValue, fc.boolean()).map(([c, deep, inField]) => ({
        ...c,
        family: 'body:deep-nesting',
        headers: { ...c.headers, 'content-type': 'application/json' },
        body: { kind: 'json', value: inField ? objectOf([[firstField(route) ?? 'a', deep]]) : deep },
      })),
    );
    add(
      1,
      fc.tuple(base, fc.constantFrom(...RAW_BODIES)).map(([c, text]) => ({
        ...c,
        family: 'body:malformed-json',
        headers: { ...c.headers, 'content-type': 'application/json' },
        body: { kind: 'text', text },
      })),
    );
    add(
      2,
      fc.tuple(base, fc.constantFrom(...HOSTILE_CONTENT_TYPES, 'none')).map(([c, type]) => {
        const headers = { ...c.headers };
        delete headers['content-type'];
        if (type !== 'none') headers['content-type'] = type;
        const body: CaseBody = c.body ?? { kind: 'text', text: 'a=1&b=2' };
        return { ...c, family: 'content-type', headers, body };
      }),
    );
  } else {
    add(
      30,
      fc.tuple(base, fc.constantFrom(...multipartVariants)).map(([c, variant]) => {
        const headers = { ...c.headers };
        delete headers['content-type'];
        if (variant.contentType !== undefined) headers['content-type'] = variant.contentType;
        return {
          ...c,
          family: variant.label === 'one PNG' ? 'valid' : 'multipart',
          headers,
          body: { kind: 'bytes', bytes: variant.bytes, label: variant.label },
        };
      }),
    );
    add(
      1,
      base.map((c) => ({
        ...c,
        family: 'multipart',
        body: { kind: 'bytes', bytes: oversizedUpload(), label: 'a 6 MB file' },
      })),
    );
  }

  if (route.pathParams.length > 0) {
    add(
      3,
      fc.tuple(base, fc.nat(), hostilePath(route)).map(([c, at, hostile]) => ({
        ...c,
        family: 'path',
        path: replaceParam(route, c.path, at, hostile),
      })),
    );
  }

  add(
    route.query.length > 0 ? 4 : 2,
    fc
      .tuple(
        base,
        fc.nat(),
        hostileQueryValue,
        fc.constantFrom(...NUMERIC_QUERY_VALUES),
        fc.nat(3),
        fc.option(fc.constantFrom(...HOSTILE_QUERY_PARTS)),
      )
      .map(([c, at, hostile, number, coin, part]) => {
        // Mostly a numeric parameter with a number no column can hold (issue 10, family 2).
        const numeric = route.query.filter((q) => q.schema.type === 'number' || q.schema.type === 'integer');
        const names =
          route.query.length > 0 ? route.query.map((q) => q.name) : ['q', 'page', 'limit', 'id', 'w'];
        const name =
          numeric.length > 0 && coin > 0 ? numeric[at % numeric.length]!.name : names[at % names.length]!;
        const value = coin > 0 && numeric.some((q) => q.name === name) ? number : hostile;
        return { ...c, family: 'query', query: hostileQuery(c.query, name, value, part) };
      }),
  );

  if (options.otherMethods?.length) {
    add(
      1,
      fc
        .tuple(base, fc.constantFrom(...options.otherMethods))
        .map(([c, method]) => ({ ...c, family: 'method', method })),
    );
  }

  add(
    1,
    fc
      .tuple(
        base,
        fc.constantFrom(...HOSTILE_ORIGINS),
        fc.constantFrom(...ANONYMOUS_COOKIES),
        fc.option(fc.constantFrom(...HOSTILE_HEADER_VALUES)),
      )
      .map(([c, origin, cookie, headerValue]) => {
        const headers = { ...c.headers };
        for (const spec of route.headers) if (headerValue !== null) headers[spec.name] = headerValue;
        return { ...c, family: 'headers', origin, anonymousCookie: cookie, headers };
      }),
  );

  return fc.oneof(...families).map((c) => ({ ...c, route: name }));
}

function firstField(route: FuzzRoute): string | undefined {
  return Object.keys(route.body?.properties ?? {})[0];
}

/** Every part valid: existing ids, valid query values, a valid body with its content type. */
function baseline(route: FuzzRoute): fc.Arbitrary<FuzzCase> {
  const body: fc.Arbitrary<CaseBody | undefined> =
    route.bodyKind === 'json' && route.body
      ? validValue(route.body).map((value) => ({ kind: 'json' as const, value }))
      : fc.constant(undefined);
  const query = fc.tuple(
    ...route.query.map((spec) => {
      const value = validValue(spec.schema, spec.name).map(
        (v): Template => [
          `${encodeURIComponent(spec.name)}=`,
          ...(v instanceof Ref ? [v] : [encodeURIComponentLoosely(String(v))]),
        ],
      );
      return spec.required ? value : fc.option(value, { nil: undefined });
    }),
  );
  const headers = fc.tuple(
    ...route.headers.map((spec) =>
      fc.option(
        fc
          .string({ minLength: 1, maxLength: 40, unit: 'grapheme-ascii' })
          .map((v): [string, string] => [spec.name, v]),
        { nil: undefined },
      ),
    ),
  );
  return fc
    .record({ pick, body, query, headers, remoteAddress })
    .map(({ pick, body, query, headers, remoteAddress }) => {
      const headerMap: Record<string, string> = {};
      for (const header of headers) if (header) headerMap[header[0]] = header[1];
      if (route.bodyKind === 'json' && body) headerMap['content-type'] = 'application/json';
      const parts = query.filter((q): q is Template => q !== undefined);
      return {
        route: '',
        family: 'valid',
        method: route.method,
        path: pathTemplate(route, pick),
        query: parts.flatMap((part, i) => (i === 0 ? part : ['&', ...part])),
        headers: headerMap,
        origin: 'own',
        body,
        remoteAddress,
      };
    });
}

/** The route's path with each parameter an existing value (one `pick` for all, so a comment and its product match). */
function pathTemplate(route: FuzzRoute, pick: number): Template {
  const template: Template = [];
  for (const [i, piece] of route.path.split(/\{[^}]+\}/).entries()) {
    if (piece) template.push(piece);
    const param = route.pathParams[i];
    if (param !== undefined) {
      const { kind, category } = refKindFor(route.path, param);
      template.push(new Ref(kind, pick, category));
    }
  }
  return template;
}

type HostilePath = { segment: string } | { ref: Ref; suffix: string };

function hostilePath(route: FuzzRoute): fc.Arbitrary<HostilePath> {
  const wildcard = route.pathParams.includes('*');
  const traversal = fc.constantFrom(
    '../package.json',
    '..%2f..%2fpackage.json',
    '%2e%2e/%2e%2e/package.json',
    'products/%00.webp',
    'products/..%5c..%5cx.webp',
    'products/',
    '/etc/passwd',
    'products/x.webp%00.png',
  );
  return fc.oneof(
    { weight: 4, arbitrary: hostilePathSegment.map((segment) => ({ segment })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom<RefKind>('product', 'blog', 'order', 'comment', 'self', 'otherUser', 'upload'),
          pick,
          fc.constantFrom('', '%00', '%ff', '/', '%2f..', 'x', '%20', '.json', '?'),
        )
        .map(([kind, p, suffix]) => ({ ref: new Ref(kind, p), suffix })),
    },
    ...(wildcard ? [{ weight: 3, arbitrary: traversal.map((segment) => ({ segment })) }] : []),
  );
}

function replaceParam(route: FuzzRoute, template: Template, at: number, hostile: HostilePath): Template {
  const refs = template.flatMap((part, i) => (part instanceof Ref ? [i] : []));
  const index = refs[at % Math.max(refs.length, 1)];
  if (index === undefined || route.pathParams.length === 0) return template;
  const copy = [...template];
  copy.splice(index, 1, ...('segment' in hostile ? [hostile.segment] : [hostile.ref, hostile.suffix]));
  return copy;
}

function hostileQuery(query: Template, name: string, value: string, part: string | null): Template {
  // The chosen parameter's valid value gives way to the hostile one.
  const kept: Template = [];
  let skipping = false;
  for (const piece of query) {
    if (piece === `${encodeURIComponent(name)}=`) skipping = true;
    else if (piece === '&' && skipping) {
      skipping = false;
      continue;
    }
    if (!skipping) kept.push(piece);
  }
  const parts: Template = [...kept];
  const push = (...pieces: Template) => {
    if (parts.length > 0 && parts.at(-1) !== '&') parts.push('&');
    parts.push(...pieces);
  };
  push(`${encodeURIComponent(name)}=${value}`);
  if (part) push(part);
  return parts;
}
