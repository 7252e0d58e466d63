import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render';

beforeEach(() => {
  stubFetch(() => jsonResponse({ success: true, data: [], total: 0, highestPrice: 0 }));
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without a language cookie, as a first visit does.
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the header switch shows the shop in Bangla at once, on the same page, and remembers it in the cookie', async () => {
  const { router } = renderApp('/about');
  const header = screen.getByRole('banner');
  const main = within(header).getByRole('navigation', { name: 'Main' });
  expect(within(main).getByRole('link', { name: 'Blogs' })).toBeInTheDocument();

  await userEvent.click(within(header).getAllByRole('button', { name: /^বাংলা/ })[0]!);

  const bangla = await within(header).findByRole('navigation', { name: 'প্রধান' });
  expect(within(bangla).getByRole('link', { name: 'ব্লগ' })).toHaveAttribute('href', '/blogs');
  expect(within(bangla).getByRole('button', { name: 'কেনাকাটা' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent('সব দাম বাংলাদেশি টাকায়');
  expect(router.state.location.pathname).toBe('/about');
  expect(document.cookie).toContain('lang=bn');
  expect(document.documentElement.lang).toBe('bn');
  // And back: the switch now offers English.
  await userEvent.click(within(header).getAllByRole('button', { name: /^English/ })[0]!);
  expect(await within(header).findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(document.cookie).toContain('lang=en');
});

test('the mobile menu has the switch too, named in the language it offers', async () => {
  renderApp('/', { locale: 'bn' });
  await userEvent.click(screen.getByRole('button', { name: 'মেনু খুলুন' }));
  const mobile = screen.getByRole('navigation', { name: 'মোবাইল' });
  const toEnglish = within(mobile).getByRole('button', { name: /^English/ });
  await userEvent.click(toEnglish);
  expect(await screen.findByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  expect(document.cookie).toContain('lang=en');
});

test('a Bangla page counts in Bangla: ICU plurals and Bangla digits from the catalog', async () => {
  const { i18n } = renderApp('/', { locale: 'bn' });
  expect(i18n.t('rating.reviewCount', { count: 12 })).toBe('(১২টি রিভিউ)');
  expect(i18n.t('footer.copyright', { year: 2026 })).toContain('© ২০২৬ Plantopia');
  await i18n.changeLanguage('en');
  expect(i18n.t('rating.reviewCount', { count: 1 })).toBe('(1 review)');
  expect(i18n.t('rating.reviewCount', { count: 3 })).toBe('(3 reviews)');
});
