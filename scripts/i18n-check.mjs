#!/usr/bin/env node
// "No missing strings" (issue 13 item 6), run by `npm run lint`:
// 1. every namespace has the same keys in every language, and every message is valid ICU with the
//    same placeholders in each language;
// 2. every key the code names literally (`t('key')`, `t('ns:key')`, `commonMessage('key')`) exists;
// 3. no component shows a literal English string outside the catalogs: JSX text, string literals in
//    props a person reads or hears (placeholder, title, aria-label, alt, label…), toasts, and
//    `label`/`title`/`message`/`placeholder`/`description` fields of objects;
// 4. the server and shared code name only message codes the catalogs have, and reply with codes, never
//    with literal sentences (message-codes-check.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst } from 'rolldown/parseAst';
import { checkServerMessages } from './message-codes-check.mjs';

// formatjs's full ICU parser, resolved from apps/web: every message must parse with it, and the shop's own
// formatter (packages/shared/src/message-format.ts) implements the part of ICU the catalogs use.
const fromWeb = createRequire(path.resolve(import.meta.dirname, '../apps/web/package.json'));
const { parse: parseIcu, TYPE } = await import(
  pathToFileURL(fromWeb.resolve('@formatjs/icu-messageformat-parser')).href
);

const LANGUAGES = ['en', 'bn'];
/** Props whose value a person reads or a screen reader speaks. */
const VISIBLE_PROPS = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
  'description',
  'hint',
  'message',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
]);
/** Object fields that hold text shown to a person (navigation labels, error messages…). */
const VISIBLE_FIELDS = new Set(['label', 'title', 'message', 'placeholder', 'description', 'text']);
/** Functions whose string arguments are shown to a person. */
const VISIBLE_CALLS = new Set(['toast', 'toast.error', 'toast.success', 'toast.loading', 'alert', 'confirm']);
/** Names that stay the same in every language. */
const UNTRANSLATED = new Set([
  'Plantopia',
  'bKash',
  'SSLCommerz',
  'Stripe',
  'Google',
  'Visa',
  'Mastercard',
  'English',
]);

/**
 * A string a person would read as English words. Between JSX tags any word counts; in props and fields
 * a lone lowercase token is an id, path, URL, e-mail address or MIME type, not prose.
 */
function isEnglishText(text, inJsx = false) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!/[A-Za-z]{2,}/.test(trimmed)) return false;
  if (UNTRANSLATED.has(trimmed)) return false;
  if (inJsx) return true;
  if (/^(?:[a-z0-9]+[-_./:@+]?)+$/.test(trimmed) && !/\s/.test(trimmed) && trimmed === trimmed.toLowerCase())
    return false;
  return true;
}

function listFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) listFiles(full, out);
    else out.push(full);
  }
  return out;
}

function flatten(catalog, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(catalog)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, name, out);
    else out.set(name, value);
  }
  return out;
}

/** The argument names of an ICU message (`{count, plural, …}` → count). */
function icuArguments(elements, into = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') into.add(element.value);
    if (element.options)
      for (const option of Object.values(element.options)) icuArguments(option.value, into);
    if (element.children) icuArguments(element.children, into);
  }
  return into;
}

/**
 * The shared catalog (packages/shared/src/messages): `messages`, which the web reads as that namespace
 * (apps/web/src/lib/i18n/catalogs.ts), and `documents`, the emails, SMS and invoices only the server writes.
 */
const SHARED_CATALOGS = { messages: '', documents: 'documents/' };

/** How a problem names a catalog's file. */
const catalogFile = (namespace, language) =>
  namespace in SHARED_CATALOGS
    ? `messages/${SHARED_CATALOGS[namespace]}${language}.json`
    : `${language}/${namespace}.json`;

/** Namespace → language → key → message: the web's catalogs, and the server's as `messages`. */
function readCatalogs(root, problems) {
  const catalogs = new Map();
  const add = (namespace, language, file) => {
    let parsed;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${catalogFile(namespace, language)}: not valid JSON (${error.message})`);
      return;
    }
    if (!catalogs.has(namespace)) catalogs.set(namespace, new Map());
    catalogs.get(namespace).set(language, flatten(parsed));
  };
  for (const language of LANGUAGES) {
    const dir = path.join(root, 'apps/web/src/locales', language);
    for (const file of existsSync(dir) ? readdirSync(dir) : []) {
      if (!file.endsWith('.json')) continue;
      add(file.slice(0, -'.json'.length), language, path.join(dir, file));
    }
    for (const [namespace, dir] of Object.entries(SHARED_CATALOGS)) {
      const file = path.join(root, 'packages/shared/src/messages', `${dir}${language}.json`);
      if (existsSync(file)) add(namespace, language, file);
    }
  }
  return catalogs;
}

function checkCatalogs(catalogs, problems) {
  for (const [namespace, byLanguage] of catalogs) {
    const all = new Set(LANGUAGES.flatMap((language) => [...(byLanguage.get(language)?.keys() ?? [])]));
    for (const key of all) {
      const args = new Map();
      for (const language of LANGUAGES) {
        const message = byLanguage.get(language)?.get(key);
        if (message === undefined) {
          problems.push(`${catalogFile(namespace, language)}: missing key "${key}"`);
          continue;
        }
        if (typeof message !== 'string' || message.trim() === '') {
          problems.push(`${catalogFile(namespace, language)}: "${key}" is empty or not a string`);
          continue;
        }
        try {
          args.set(language, [...icuArguments(parseIcu(message))].sort().join(','));
        } catch (error) {
          problems.push(`${catalogFile(namespace, language)}: "${key}" is not valid ICU (${error.message})`);
        }
      }
      if (new Set(args.values()).size > 1) {
        const listed = [...args].map(([language, names]) => `${language}: {${names}}`).join(', ');
        problems.push(`${namespace}: "${key}" has different placeholders per language (${listed})`);
      }
    }
  }
}

function walk(node, visit, parent) {
  if (!node || typeof node.type !== 'string') return;
  if (visit(node, parent) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) walk(child, visit, node);
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit, node);
  }
}

const stringOf = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node?.type === 'TemplateLiteral' && node.expressions.length === 0
      ? node.quasis[0].value.cooked
      : undefined;

/** The literal text pieces an expression can evaluate to (both branches of `a ? 'x' : 'y'`, `a || 'x'`…). */
function literalTexts(node, out = []) {
  if (!node) return out;
  if (node.type === 'Literal' && typeof node.value === 'string') out.push({ text: node.value, node });
  else if (node.type === 'TemplateLiteral')
    for (const quasi of node.quasis) out.push({ text: quasi.value.cooked ?? '', node: quasi });
  else if (node.type === 'ConditionalExpression') {
    literalTexts(node.consequent, out);
    literalTexts(node.alternate, out);
  } else if (node.type === 'LogicalExpression') {
    literalTexts(node.left, out);
    literalTexts(node.right, out);
  } else if (node.type === 'JSXExpressionContainer') literalTexts(node.expression, out);
  return out;
}

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    const object = callee.object.type === 'Identifier' ? callee.object.name : '';
    return object ? `${object}.${callee.property.name}` : `.${callee.property.name}`;
  }
  return '';
}

function lineOf(source, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Checks one source file: the keys it names and its literal UI text.
 * @returns {{ keys: string[], literals: string[] }} problems found
 */
export function checkSource(file, source, catalogs) {
  const lang = file.endsWith('.tsx') ? 'tsx' : 'ts';
  const program = parseAst(source, { lang, sourceType: 'module' }, file);
  const namespaces = new Set();
  const keyCalls = [];
  const literals = [];
  const where = (node) => `${file}:${lineOf(source, node.start)}`;
  const flagTexts = (node, context) => {
    for (const { text, node: at } of literalTexts(node))
      if (isEnglishText(text, context === 'JSX' || context.startsWith('the aria-')))
        literals.push(`${where(at)}: literal UI text in ${context}: "${text.trim()}"`);
  };

  walk(program, (node) => {
    if (node.type === 'CallExpression') {
      const name = calleeName(node.callee);
      const first = node.arguments[0];
      if (name === 'useTranslation' || name === '.getFixedT') {
        const arg = name === 'useTranslation' ? first : node.arguments[1];
        if (!arg) namespaces.add('common');
        else if (stringOf(arg)) namespaces.add(stringOf(arg));
        else if (arg.type === 'ArrayExpression')
          for (const element of arg.elements) if (stringOf(element)) namespaces.add(stringOf(element));
      } else if (name === 't' || name === '.t' || name === 'i18n.t') {
        const key = stringOf(first);
        if (key !== undefined) {
          const options = node.arguments[1];
          const nsOption =
            options?.type === 'ObjectExpression'
              ? options.properties.find((p) => p.key?.name === 'ns' || stringOf(p.key) === 'ns')
              : undefined;
          keyCalls.push({ key, ns: stringOf(nsOption?.value), node });
        }
      } else if (name === 'commonMessage' && stringOf(first) !== undefined) {
        keyCalls.push({ key: stringOf(first), ns: 'common', node });
      } else if (VISIBLE_CALLS.has(name)) {
        for (const arg of node.arguments) flagTexts(arg, `${name}()`);
      }
    } else if (node.type === 'JSXText') {
      if (isEnglishText(node.value, true))
        literals.push(`${where(node)}: literal UI text in JSX: "${node.value.replace(/\s+/g, ' ').trim()}"`);
    } else if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      // Children written as `{'text'}` or `{open ? 'Close' : 'Open'}`.
      for (const child of node.children)
        if (child.type === 'JSXExpressionContainer') flagTexts(child.expression, 'JSX');
    } else if (node.type === 'JSXAttribute') {
      const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
      // What a screen reader speaks is prose even as one lowercase word (aria-roledescription="slide").
      if (VISIBLE_PROPS.has(name) && node.value) flagTexts(node.value, `the ${name} prop`);
    } else if (node.type === 'Property' && !node.computed) {
      const name = node.key.type === 'Identifier' ? node.key.name : stringOf(node.key);
      if (VISIBLE_FIELDS.has(name)) flagTexts(node.value, `the ${name} field`);
      // A key kept in data to be translated later (`{ to: '/blogs', labelKey: 'nav.blogs' }`).
      else if (/Key$/.test(name ?? '') && stringOf(node.value) !== undefined)
        keyCalls.push({ key: stringOf(node.value), ns: undefined, node: node.value });
    }
    return true;
  });

  const fileNamespaces = namespaces.size ? [...namespaces] : [...catalogs.keys()];
  const keys = [];
  for (const { key, ns, node } of keyCalls) {
    const [prefix, rest] = key.includes(':') ? key.split(/:(.*)/s) : [undefined, key];
    const candidates = ns ? [ns] : prefix && catalogs.has(prefix) ? [prefix] : fileNamespaces;
    const name = prefix && catalogs.has(prefix) ? rest : key;
    const found = candidates.some((namespace) =>
      LANGUAGES.every((language) => catalogs.get(namespace)?.get(language)?.has(name)),
    );
    if (!found)
      keys.push(
        `${where(node)}: key "${key}" is missing from ${candidates.map((n) => `${n}.json`).join(' or ')} (en and bn)`,
      );
  }
  return { keys, literals };
}

const isSource = (file) =>
  /\.(ts|tsx)$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.includes(`${path.sep}test${path.sep}`) &&
  !file.endsWith('.d.ts');

/**
 * The whole check. `root` is the repository; tests point it at a fixture tree.
 * @returns {string[]} every problem, one line each
 */
export function checkTranslations(root = path.resolve(import.meta.dirname, '..')) {
  const problems = [];
  const webSrc = path.join(root, 'apps/web/src');
  const catalogs = readCatalogs(root, problems);
  checkCatalogs(catalogs, problems);
  for (const full of listFiles(webSrc).filter(isSource)) {
    const file = path.relative(root, full).split(path.sep).join('/');
    const { keys, literals } = checkSource(file, readFileSync(full, 'utf8'), catalogs);
    problems.push(...keys, ...literals);
  }
  const codes = new Set(
    Object.keys(SHARED_CATALOGS).flatMap((namespace) => [
      ...(catalogs.get(namespace)?.get('en')?.keys() ?? []),
    ]),
  );
  if (codes.size > 0) problems.push(...checkServerMessages(root, codes));
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkTranslations();
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`\ni18n: ${problems.length} problem(s). See README "Translating".`);
    process.exitCode = 1;
  } else console.log('i18n: catalogs complete, no literal UI text outside them');
}
