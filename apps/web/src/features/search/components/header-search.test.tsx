import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { HeaderSearch } from './header-search';

afterEach(() => vi.unstubAllGlobals());

const SUGGESTIONS = {
  products: [
    {
      _id: 'rose',
      category: 'plants',
      name: 'Grafted Red Rose',
      nameBn: 'কলমের লাল গোলাপ',
      price: 380,
      imageUrl: '/seed-images/products/grafted-red-rose.webp',
    },
  ],
  categories: [{ category: 'plants', subcategory: 'Flowering Plants' }],
  posts: [],
};

function renderSearch(locale: 'en' | 'bn' = 'en', suggestions: unknown = SUGGESTIONS) {
  const api = stubFetch((url) =>
    url.pathname === '/api/search/suggestions'
      ? jsonResponse({ success: true, data: suggestions })
      : jsonResponse({ success: false, message: 'not here' }, 404),
  );
  const rendered = renderScreen(
    [
      { path: '/', element: <HeaderSearch /> },
      { path: '*', element: <p>somewhere else</p> },
    ],
    { locale },
  );
  return { ...rendered, api };
}

test('typing suggests; the arrows move through the options and the field, Enter opens the one chosen', async () => {
  const user = userEvent.setup();
  const { router, api } = renderSearch();
  const field = screen.getByRole('combobox', { name: 'Search the shop' });
  await user.type(field, 'gulap');
  const rose = await screen.findByRole('option', { name: /Grafted Red Rose/ });
  expect(api.last()?.url.searchParams.get('q')).toBe('gulap');
  expect(field).toHaveAttribute('aria-expanded', 'true');
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    expect.stringContaining('Grafted Red Rose'),
    'Flowering Plants · Plants',
    'See all results for “gulap”',
  ]);

  await user.keyboard('{ArrowDown}');
  expect(field).toHaveAttribute('aria-activedescendant', rose.id);
  expect(rose).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}');
  expect(field).not.toHaveAttribute('aria-activedescendant');
  await user.keyboard('{ArrowUp}');
  expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/product/rose'));
});

test('a product found by a variant’s SKU opens with that variant chosen', async () => {
  const user = userEvent.setup();
  const [rose] = SUGGESTIONS.products;
  const { router } = renderSearch('en', {
    ...SUGGESTIONS,
    categories: [],
    products: [{ ...rose, price: 650, variantId: 'rose-large' }],
  });
  await user.type(screen.getByRole('combobox', { name: 'Search the shop' }), 'rose-l');
  expect(await screen.findByRole('option', { name: /Grafted Red Rose/ })).toHaveTextContent('৳650.00');
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/product/rose'));
  expect(router.state.location.search).toBe('?variant=rose-large');
});

test('Escape closes the list; Enter with nothing chosen opens the search page for the words', async () => {
  const user = userEvent.setup();
  const { router } = renderSearch();
  const field = screen.getByRole('combobox', { name: 'Search the shop' });
  await user.type(field, 'hibiscas');
  await screen.findByRole('listbox');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(field).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(router.state.location.search).toBe('?q=hibiscas'));
  expect(router.state.location.pathname).toBe('/search');
});

test('on a Bangla page the suggestions read in Bangla, with the price in Bangla digits', async () => {
  const user = userEvent.setup();
  renderSearch('bn');
  await user.type(screen.getByRole('combobox', { name: 'দোকানে খুঁজুন' }), 'golap');
  const rose = await screen.findByRole('option', { name: /কলমের লাল গোলাপ/ });
  expect(rose).toHaveTextContent('৳৩৮০');
});
