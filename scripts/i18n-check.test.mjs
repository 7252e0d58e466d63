import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { checkTranslations } from './i18n-check.mjs';

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A tiny repository: `files` maps paths (from the repository root) to their text. */
function repo(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof text === 'string' ? text : JSON.stringify(text));
  }
  return root;
}

const catalogs = {
  'apps/web/src/locales/en/common.json': {
    nav: { home: 'Home' },
    items: '{count, plural, one {# item} other {# items}}',
  },
  'apps/web/src/locales/bn/common.json': { nav: { home: 'হোম' }, items: '{count, plural, other {#টি পণ্য}}' },
};
const translated = `import { useTranslation } from '@/lib/i18n/react';
export function Nav({ count }: { count: number }) {
  const { t } = useTranslation('common');
  return <nav aria-label={t('nav.home')} className="flex gap-2">{t('nav.home')} · {t('items', { count })}</nav>;
}
`;

test('a translated tree with complete catalogs passes', () => {
  expect(checkTranslations(repo({ ...catalogs, 'apps/web/src/app/nav.tsx': translated }))).toEqual([]);
});

test('a literal English string in JSX or in a visible prop fails, naming the file and line', () => {
  const root = repo({
    ...catalogs,
    'apps/web/src/app/nav.tsx': translated,
    'apps/web/src/components/banner.tsx': `export function Banner({ open }: { open: boolean }) {
  return (
    <div>
      <p>Fresh plants every week</p>
      <button aria-label={open ? 'Close menu' : 'Open menu'} type="button" />
      <input placeholder="Search plants" className="w-full" />
    </div>
  );
}
`,
  });
  expect(checkTranslations(root)).toEqual([
    'apps/web/src/components/banner.tsx:4: literal UI text in JSX: "Fresh plants every week"',
    'apps/web/src/components/banner.tsx:5: literal UI text in the aria-label prop: "Close menu"',
    'apps/web/src/components/banner.tsx:5: literal UI text in the aria-label prop: "Open menu"',
    'apps/web/src/components/banner.tsx:6: literal UI text in the placeholder prop: "Search plants"',
  ]);
});

test('a key missing from one language, or used in code but in no catalog, fails', () => {
  const root = repo({
    'apps/web/src/locales/en/common.json': { nav: { home: 'Home', blogs: 'Blogs' } },
    'apps/web/src/locales/bn/common.json': { nav: { home: 'হোম' } },
    'apps/web/src/app/nav.tsx': `import { useTranslation } from '@/lib/i18n/react';
export function Nav() {
  const { t } = useTranslation('common');
  return <nav>{t('nav.home')}{t('nav.shop')}</nav>;
}
`,
  });
  expect(checkTranslations(root)).toEqual([
    'bn/common.json: missing key "nav.blogs"',
    'apps/web/src/app/nav.tsx:4: key "nav.shop" is missing from common.json (en and bn)',
  ]);
});

test('a message that is not valid ICU, or whose placeholders differ between languages, fails', () => {
  const root = repo({
    'apps/web/src/locales/en/common.json': { a: 'Hello {name}', b: '{count, plural, one {# x} other {# xs}' },
    'apps/web/src/locales/bn/common.json': { a: 'নমস্কার {nam}', b: '{count, plural, other {#টি}}' },
  });
  const problems = checkTranslations(root);
  expect(problems).toContain('common: "a" has different placeholders per language (en: {name}, bn: {nam})');
  expect(problems.some((p) => p.startsWith('en/common.json: "b" is not valid ICU'))).toBe(true);
});

test("a `messages:` key is looked up in the server's catalogs, packages/shared/src/messages", () => {
  const root = repo({
    ...catalogs,
    'packages/shared/src/messages/en.json': { order: { status: { pending: 'Pending' } } },
    'packages/shared/src/messages/bn.json': { order: { status: { pending: 'অপেক্ষমাণ' } } },
    'apps/web/src/app/badge.tsx': `import { useTranslation } from '@/lib/i18n/react';
export function Badge() {
  const { t } = useTranslation('common');
  return <span>{t('messages:order.status.pending')}{t('messages:order.status.shipped')}</span>;
}
`,
  });
  expect(checkTranslations(root)).toEqual([
    'apps/web/src/app/badge.tsx:4: key "messages:order.status.shipped" is missing from messages.json (en and bn)',
  ]);
});

test('the server names only codes the catalogs have, and never replies with a literal sentence', () => {
  const root = repo({
    ...catalogs,
    'packages/shared/src/messages/en.json': {
      order: { not_found: 'Order not found', cannot_move: 'An order that is {from} cannot become {to}' },
    },
    'packages/shared/src/messages/bn.json': {
      order: { not_found: 'অর্ডারটি পাওয়া যায়নি', cannot_move: '{from} অর্ডারকে {status} করা যায় না' },
    },
    'packages/shared/src/messages/documents/en.json': { mail: { shop: 'Plantopia' } },
    'packages/shared/src/messages/documents/bn.json': { mail: {} },
    'apps/server/src/modules/orders/orders-service.ts': `import { AppError } from '../../lib/errors.js';
export const found = () => new AppError('not_found', 'order.not_found');
export const gone = () => new AppError('not_found', 'order.no_such_code');
export const label = (status: string) => \`order.status.\${status}\`;
export const english = () => new AppError('conflict', 'That order cannot move');
`,
    'apps/server/src/modules/orders/orders-routes.ts': `export const reply = () => ({ success: true, message: 'Order placed successfully!' });
export const coded = () => ({ success: true, ...said('order.not_found') });
`,
  });
  expect(checkTranslations(root)).toEqual([
    'messages: "order.cannot_move" has different placeholders per language (en: {from,to}, bn: {from,status})',
    'messages/documents/bn.json: missing key "mail.shop"',
    'apps/server/src/modules/orders/orders-routes.ts:1: a reply with a literal sentence; say a message code instead',
    'apps/server/src/modules/orders/orders-service.ts:3: message code "order.no_such_code" is not in the catalogs',
    'apps/server/src/modules/orders/orders-service.ts:4: no message code starts with "order.status."',
    'apps/server/src/modules/orders/orders-service.ts:5: an AppError with a literal sentence; say a message code instead',
  ]);
});
