import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CATEGORIES } from './categories.js';
import { hasBanglaMessage, translateMessage } from './message-translations.js';
import { MESSAGES } from './messages.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-states.js';
import { UPLOAD_MESSAGES } from './upload.js';

/** Every string a MESSAGES entry can produce (functions called with each value they take). */
function allMessages(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') {
    const name = node.name;
    if (name === 'statusChanged') return ORDER_STATUSES.map((s) => node(s));
    if (name === 'paymentStatusChanged') return PAYMENT_STATUSES.map((s) => node(s));
    if (name === 'added') return CATEGORIES.map((c) => node(c.singular));
    return [node(1500)];
  }
  return Object.values(node as object).flatMap(allMessages);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const root = join(import.meta.dirname, '../../..');
const serverFiles = sourceFiles(join(root, 'apps/server/src')).filter((f) => !f.endsWith('config.ts'));
const sharedFiles = sourceFiles(join(root, 'packages/shared/src'));

/** Plain quoted literals the server throws, guards with or answers framework errors with. */
function serverLiterals(): string[] {
  const found: string[] = [];
  const thrown = /new AppError\(\s*'\w+',\s*'([^']+)'/g;
  const owned = /requireOwnerOrAdmin\([^;]*?,\s*'([^']+)'\)/g;
  const fastify = /^\s+FST_\w+: '([^']+)',$/gm;
  for (const file of serverFiles) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of [thrown, owned, fastify]) for (const m of text.matchAll(pattern)) found.push(m[1]!);
  }
  return found;
}

/** The field messages the shared zod schemas write (`error:`, `message:`, `.min(n, '…')`, …). */
function schemaLiterals(): string[] {
  const pattern =
    /(?:error: |message: |requiredOr\(|\.(?:min|max|int|regex|email|length|refine|nonnegative|positive)\([^,()]*,? ?)'([a-zA-Z][^'\n]*)'/g;
  return sharedFiles
    .filter((file) => !file.endsWith('message-translations.ts'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1]!));
}

describe('the Bangla message table', () => {
  test('every MESSAGES and upload sentence has a Bangla version', () => {
    const messages = [...allMessages(MESSAGES), ...Object.values(UPLOAD_MESSAGES)];
    expect(messages.length).toBeGreaterThan(50);
    expect(messages.filter((m) => !hasBanglaMessage(m))).toEqual([]);
  });

  test('every sentence the server throws as a literal has a Bangla version', () => {
    const literals = serverLiterals();
    expect(literals).toContain('Please sign in to continue');
    expect(literals.filter((m) => !hasBanglaMessage(m))).toEqual([]);
  });

  test('every field message in the shared schemas has a Bangla version', () => {
    const literals = schemaLiterals();
    expect(literals).toContain('must be a number');
    expect(literals.filter((m) => !hasBanglaMessage(m))).toEqual([]);
  });

  test('sentences with values keep the values, in Bangla digits', () => {
    expect(translateMessage('Only 3 of Blue Orchid left in stock', 'bn')).toBe(
      'Blue Orchid স্টকে আছে মাত্র ৩টি',
    );
    expect(translateMessage('name: must be at most 100 characters', 'bn')).toBe(
      'name: সর্বোচ্চ ১০০ অক্ষরের হতে পারে',
    );
    expect(translateMessage(MESSAGES.delivery.codLimit(25000), 'bn')).toContain('৳২৫,০০০.০০');
    expect(
      translateMessage(
        'Too many failed sign-ins for this account. Try again in 15 minutes or reset your password.',
        'bn',
      ),
    ).toContain('১৫ মিনিট');
  });

  test('English stays exactly as written, and an unknown sentence stays English in Bangla', () => {
    expect(translateMessage(MESSAGES.cart.empty, 'en')).toBe('Your cart is empty!');
    expect(translateMessage('Something nobody wrote down', 'bn')).toBe('Something nobody wrote down');
  });
});
