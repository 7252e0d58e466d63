import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { I18nProvider, Trans, useTranslation } from './react';
import { Translator } from './translator';

/*
 * The shop's translations (decision 033): what a component shows for a key, a namespace that arrives
 * later, a language switch, and a message with tags whose values a visitor typed.
 */

const CATALOGS = {
  en: {
    common: { greeting: 'Hello {name}', items: '{count, plural, one {# item} other {# items}}' },
    cart: { title: 'Your cart' },
  },
  bn: {
    common: { greeting: 'নমস্কার {name}', items: '{count, plural, other {#টি পণ্য}}' },
    cart: { title: 'আপনার কার্ট' },
  },
} as const;

/** Catalogs load when asked, as the chunks do; `release` lets a test decide when one arrives. */
function translator(initial: 'en' | 'bn' = 'en', namespaces: ('common' | 'cart')[] = ['common']) {
  const waiting: (() => void)[] = [];
  const loads: string[] = [];
  const i18n = new Translator(
    initial,
    Object.fromEntries(namespaces.map((ns) => [ns, CATALOGS[initial][ns]])),
    (locale, namespace) => {
      loads.push(`${locale}/${namespace}`);
      return new Promise((resolve) =>
        waiting.push(() => resolve(CATALOGS[locale][namespace as 'common' | 'cart'])),
      );
    },
  );
  const release = async () => {
    await act(async () => {
      for (const done of waiting.splice(0)) done();
    });
  };
  return { i18n, loads, release };
}

test('a key reads its message with its values, in the language’s digits; `ns:key` reaches another catalog', () => {
  const { i18n } = translator('bn', ['common', 'cart']);
  expect(i18n.t('greeting', { name: 'Asha' })).toBe('নমস্কার Asha');
  expect(i18n.t('items', { count: 12 })).toBe('১২টি পণ্য');
  expect(i18n.t('cart:title')).toBe('আপনার কার্ট');
  expect(i18n.exists('cart:title')).toBe(true);
  // A missing key reads as itself, or as the default the caller gave.
  expect(i18n.t('cart:nothing')).toBe('cart:nothing');
  expect(i18n.t('cart:nothing', { defaultValue: 'Soil ({count})', count: 2 })).toBe('Soil (২)');
});

function CartTitle() {
  const { t } = useTranslation('cart');
  return <h1>{t('title')}</h1>;
}

test('a component whose catalog is not in yet waits for it, then renders; the server sends what was used', async () => {
  const { i18n, loads, release } = translator();
  render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback={<p>Loading</p>}>
        <CartTitle />
      </Suspense>
    </I18nProvider>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(loads).toEqual(['en/cart']);
  await release();
  expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
  expect(i18n.usedNamespaces()).toEqual(['cart']);
});

test('switching language loads the catalogs in use first, then every component reads the new language', async () => {
  const { i18n, loads, release } = translator('en', ['common', 'cart']);
  render(
    <I18nProvider i18n={i18n}>
      <CartTitle />
    </I18nProvider>,
  );
  expect(screen.getByRole('heading')).toHaveTextContent('Your cart');
  let switched = false;
  const change = i18n.changeLanguage('bn').then(() => {
    switched = true;
  });
  // Nothing changes on screen until both catalogs are in.
  expect(screen.getByRole('heading')).toHaveTextContent('Your cart');
  expect(loads.sort()).toEqual(['bn/cart', 'bn/common']);
  await release();
  await act(() => change);
  expect(switched).toBe(true);
  expect(screen.getByRole('heading')).toHaveTextContent('আপনার কার্ট');
});

test('<Trans> turns the message’s tags into the given elements; a value that looks like markup stays text', () => {
  const i18n = new Translator(
    'en',
    { common: { sent: 'We wrote to <email>{email}</email>. Read the <terms>terms</terms>.' } },
    () => Promise.reject(new Error('no more catalogs')),
  );
  function Sent() {
    const { t } = useTranslation();
    return (
      <p data-testid="sent">
        <Trans
          t={t}
          i18nKey="sent"
          values={{ email: '<terms>x</terms>@example.com' }}
          components={{ email: <strong />, terms: <a href="/terms">_</a> }}
        />
      </p>
    );
  }
  render(
    <I18nProvider i18n={i18n}>
      <Sent />
    </I18nProvider>,
  );
  const sent = screen.getByTestId('sent');
  expect(sent).toHaveTextContent('We wrote to <terms>x</terms>@example.com. Read the terms.');
  expect(sent.querySelector('strong')).toHaveTextContent('<terms>x</terms>@example.com');
  expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
});
