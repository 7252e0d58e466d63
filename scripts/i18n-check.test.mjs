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
const translated = `import { useTranslation } from 'react-i18next';
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
    'apps/web/src/app/nav.tsx': `import { useTranslation } from 'react-i18next';
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
