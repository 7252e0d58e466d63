// The server's half of "no missing strings" (run by `npm run lint` through i18n-check.mjs):
// 1. every message code the server or the shared package names (`'order.not_found'`, and the fixed
//    start of a built one, `` `order.status.${status}` ``) is in the catalogs;
// 2. no reply is a literal sentence: an envelope (`{ success, message: '…' }`) or an AppError says a
//    code, never English words, so every reply can be said in the reader's language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';

/** A code's shape: dotted lowercase segments, the first one a section of the catalog. */
const CODE = /^[a-z_]+(?:\.[a-z0-9_]+)+$/;

function listFiles(dir, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) listFiles(full, out);
    else out.push(full);
  }
  return out;
}

const isSource = (file) =>
  /\.ts$/.test(file) &&
  !/\.test\.ts$/.test(file) &&
  !file.includes(`${path.sep}test${path.sep}`) &&
  !file.endsWith('.d.ts');

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit);
  }
}

function lineOf(source, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

const propertyName = (property) =>
  property.type === 'Property' && !property.computed
    ? property.key.type === 'Identifier'
      ? property.key.name
      : property.key.value
    : undefined;

/** Words a person reads: a literal or a template with at least two letters in a row. */
const isWords = (node) =>
  (node?.type === 'Literal' &&
    typeof node.value === 'string' &&
    /[A-Za-z]{2}/.test(node.value) &&
    !CODE.test(node.value)) ||
  (node?.type === 'TemplateLiteral' &&
    node.quasis.some((quasi) => /[A-Za-z]{2}/.test(quasi.value.cooked ?? '')) &&
    !CODE.test(node.quasis[0].value.cooked ?? ''));

/**
 * Checks one source file against the catalog's codes (`codes`: every leaf code).
 * @returns {string[]} problems, one line each
 */
export function checkServerSource(file, source, codes, sections) {
  const problems = [];
  const where = (node) => `${file}:${lineOf(source, node.start)}`;
  const program = parseAst(source, { lang: 'ts', sourceType: 'module' }, file);
  const knownPrefix = (prefix) => [...codes].some((code) => code.startsWith(prefix));
  walk(program, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && CODE.test(node.value)) {
      if (sections.has(node.value.split('.')[0]) && !codes.has(node.value))
        problems.push(`${where(node)}: message code "${node.value}" is not in the catalogs`);
    } else if (node.type === 'TemplateLiteral' && node.expressions.length > 0) {
      const start = node.quasis[0].value.cooked ?? '';
      if (
        /^[a-z_]+\.(?:[a-z0-9_]+\.)*$/.test(start) &&
        sections.has(start.split('.')[0]) &&
        !knownPrefix(start)
      )
        problems.push(`${where(node)}: no message code starts with "${start}"`);
    } else if (node.type === 'ObjectExpression') {
      const names = node.properties.map(propertyName);
      if (!names.includes('success')) return;
      const message = node.properties.find((property) => propertyName(property) === 'message');
      if (message && isWords(message.value))
        problems.push(`${where(message)}: a reply with a literal sentence; say a message code instead`);
    } else if (
      node.type === 'NewExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'AppError'
    ) {
      const said =
        node.arguments[1]?.type === 'TSAsExpression' ? node.arguments[1].expression : node.arguments[1];
      if (isWords(said))
        problems.push(`${where(said)}: an AppError with a literal sentence; say a message code instead`);
    }
  });
  return problems;
}

/**
 * The whole check over the server and the shared package. `codes` are the catalog's leaf codes.
 * @returns {string[]} every problem, one line each
 */
export function checkServerMessages(root, codes) {
  const sections = new Set([...codes].map((code) => code.split('.')[0]));
  const problems = [];
  for (const dir of ['apps/server/src', 'packages/shared/src']) {
    const full = path.join(root, dir);
    let files;
    try {
      files = listFiles(full).filter(isSource);
    } catch {
      continue;
    }
    for (const file of files) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      problems.push(...checkServerSource(relative, readFileSync(file, 'utf8'), codes, sections));
    }
  }
  return problems;
}
