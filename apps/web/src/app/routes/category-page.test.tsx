import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makePlant, makeSizedPlant, makeTool, type Product } from '@/test/fixtures';
import { goOffline, restoreOnline } from '@/test/network';
import { renderApp } from '@/test/render';
// Load the lazy page up front so the first test does not pay for it.
import './category-page';

afterEach(() => {
  vi.unstubAllGlobals();
  restoreOnline();
});

function listResponse(products: Product[] = [makePlant()], total = products.length, highestPrice = 1250) {
  return jsonResponse({ success: true, data: products, total, highestPrice });
}

function catalogRequests(requests: { url: URL }[], category = 'plants') {
  return requests.filter((request) => request.url.pathname === `/api/${category}`);
}

describe('category listing', () => {
  test('reads the filters from the URL and asks the server for exactly that page', async () => {
    const { requests } = stubFetch(() =>
      listResponse([makePlant({ name: 'Aloe Vera', price: 350, stock: 3, isFeatured: true })], 40),
    );
    renderApp('/plants?q=aloe&subcategory=Indoor+Plants&minPrice=100&maxPrice=900&sort=price-desc&page=2');

    expect(await screen.findByRole('link', { name: 'Aloe Vera' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\//),
    );
    const [request] = catalogRequests(requests);
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      q: 'aloe',
      subcategory: 'Indoor Plants',
      minPrice: '100',
      maxPrice: '900',
      sort: 'price-desc',
      page: '2',
      limit: '12',
    });

    // The controls show what the URL says.
    expect(screen.getByRole('heading', { level: 1, name: 'Plants' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('aloe');
    expect(screen.getByRole('combobox', { name: 'Subcategory' })).toHaveValue('Indoor Plants');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveValue('900');

    // The card: price in taka, stock hint, featured badge.
    expect(screen.getByText('৳350.00')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();

    // 40 results, 12 a page: page 2 of 4.
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The page links keep the listing's address and its filters.
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/plants\?(?=.*q=aloe)(?=.*sort=price-desc).*page=3/),
    );
    expect(within(pager).getByRole('link', { name: 'Page 4' })).toBeInTheDocument();
  });

  test('a card of a product sold in sizes asks for the size on its page instead of adding the first', async () => {
    stubFetch(() =>
      listResponse([makeSizedPlant({ _id: 'snake', name: 'Snake Plant' }), makePlant({ name: 'Aloe Vera' })]),
    );
    const user = userEvent.setup();
    renderApp('/plants');
    const choose = await screen.findByRole('link', { name: 'Choose pot size: Snake Plant' });
    expect(choose).toHaveAttribute('href', '/product/snake');
    expect(screen.queryByRole('button', { name: 'Add to Cart: Snake Plant' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Aloe Vera' }));
    expect(await screen.findByText('1 Aloe Vera added to cart')).toBeInTheDocument();
  });

  test('in Bangla the card asks for the option by its Bangla name', async () => {
    stubFetch(() => listResponse([makeSizedPlant({ name: 'Snake Plant', nameBn: 'স্নেক প্ল্যান্ট' })]));
    renderApp('/plants', { locale: 'bn' });
    expect(await screen.findByRole('link', { name: 'টবের মাপ বেছে নিন: স্নেক প্ল্যান্ট' })).toBeInTheDocument();
  });

  test('changing a filter updates the URL, goes back to page 1 and fetches again', async () => {
    const { requests } = stubFetch(() => listResponse([makePlant({ name: 'Snake Plant' })], 30));
    const { router } = renderApp('/plants?page=3');
    await screen.findByRole('link', { name: 'Snake Plant' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price'));
    await waitFor(() => expect(catalogRequests(requests).at(-1)?.url.searchParams.get('sort')).toBe('price'));
    expect(catalogRequests(requests).at(-1)?.url.searchParams.get('page')).toBe('1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subcategory' }), 'Fruit Plants');
    await waitFor(() =>
      expect(catalogRequests(requests).at(-1)?.url.searchParams.get('subcategory')).toBe('Fruit Plants'),
    );
    expect(router.state.location.search).toBe('?subcategory=Fruit+Plants&sort=price');
  });

  test('a Bangla listing shows Bangla names, headings, subcategory labels and Bangla-digit prices', async () => {
    stubFetch(() =>
      listResponse([
        makePlant({ name: 'Rose', nameBn: 'গোলাপ', price: 300, subcategory: 'Indoor Plants' }),
        makePlant({ name: 'Snake Plant', price: 450 }),
      ]),
    );
    renderApp('/plants', { locale: 'bn' });

    expect(await screen.findByRole('link', { name: 'গোলাপ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Snake Plant' })).toBeInTheDocument();
    expect(screen.getByText('৳৩০০.০০')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'গাছ' })).toBeInTheDocument();
    const subcategory = screen.getByRole('combobox', { name: 'উপশ্রেণি' });
    // The filter's values stay the English names the server filters by; only the labels change.
    const indoor = within(subcategory).getByRole('option', { name: 'ঘরের গাছ' }) as HTMLOptionElement;
    expect(indoor.value).toBe('Indoor Plants');
    expect(screen.getByRole('option', { name: 'দাম: কম থেকে বেশি' })).toBeInTheDocument();
  });

  test('a Bangla word typed in the search box reaches the server as it is', async () => {
    const { requests } = stubFetch(() => listResponse());
    const { router } = renderApp('/plants', { locale: 'bn' });
    await screen.findByRole('link', { name: /Test Plant/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'খুঁজুন' }), 'গোলাপ');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('গোলাপ'));
    await waitFor(() => expect(catalogRequests(requests).at(-1)?.url.searchParams.get('q')).toBe('গোলাপ'));
  });

  test('the search waits until typing pauses, then asks the server once', async () => {
    const { requests } = stubFetch(() => listResponse());
    const { router } = renderApp('/plants');
    await screen.findByRole('link', { name: /Test Plant/ });
    const before = catalogRequests(requests).length;

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'monstera');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?q=monstera'));
    await waitFor(() => expect(catalogRequests(requests).at(-1)?.url.searchParams.get('q')).toBe('monstera'));
    expect(catalogRequests(requests).length).toBe(before + 1);
  });

  test('an invalid price range is put right and the shopper is told how: swapped, or capped at 10000', async () => {
    const { requests } = stubFetch(() => listResponse());
    const { router } = renderApp('/plants?maxPrice=900');
    await screen.findByRole('link', { name: /Test Plant/ });

    const min = screen.getByRole('textbox', { name: 'Min price' });
    const max = screen.getByRole('textbox', { name: 'Max price' });
    await userEvent.type(min, '950');
    await userEvent.tab();
    expect(min).toHaveValue('900');
    expect(max).toHaveValue('950');
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=900&maxPrice=950'));
    const note = await screen.findByText('Minimum can’t be above maximum — we swapped them.');
    expect(note.closest('[role="status"]')).not.toBeNull();

    await userEvent.clear(max);
    await userEvent.type(max, '50000{Enter}');
    expect(max).toHaveValue('10000');
    await waitFor(() =>
      expect(catalogRequests(requests).at(-1)?.url.searchParams.get('maxPrice')).toBe('10000'),
    );
    expect(await screen.findByText('Maximum is ৳10,000.')).toBeInTheDocument();
    expect(screen.queryByText(/we swapped them/)).toBeNull();

    // Leaving the field by pressing Apply (two checks in a row) keeps the note.
    await userEvent.clear(max);
    await userEvent.type(max, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=300&maxPrice=900'));
    expect(await screen.findByText('Minimum can’t be above maximum — we swapped them.')).toBeInTheDocument();

    // A valid range needs no note; typing again clears the old one.
    await userEvent.clear(max);
    expect(screen.queryByText(/we swapped them/)).toBeNull();
    await userEvent.type(max, '2000{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=300&maxPrice=2000'));
    expect(screen.queryByText(/Maximum is|swapped/)).toBeNull();
  });

  test('the price bound comes from the highest price in the category', async () => {
    stubFetch(() => listResponse([makePlant()], 1, 1250));
    renderApp('/plants');
    await screen.findByRole('link', { name: /Test Plant/ });
    expect(screen.getByRole('textbox', { name: 'Max price' })).toHaveAttribute('placeholder', '1375');
  });

  test('each category page asks for its own category', async () => {
    const { requests } = stubFetch(() => listResponse([makeTool({ name: 'Hand Trowel' })]));
    renderApp('/tools');
    expect(await screen.findByRole('link', { name: 'Hand Trowel' })).toBeInTheDocument();
    expect(catalogRequests(requests, 'tools')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Tools' })).toBeInTheDocument();
  });

  test('a failed fetch says what happened and offers Try Again', async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Database unavailable' }, 503));
    renderApp('/plants');
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  test('a failure without a message shows a readable one', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/soils');
    expect(await screen.findByText(/^Error: Could not reach the shop/)).toBeInTheDocument();
  });

  test('offline, the listing says so with Try again instead of endless skeletons, and loads by itself when back online', async () => {
    const { requests } = stubFetch(() => listResponse([makePlant({ name: 'Snake Plant' })]));
    const network = goOffline();
    renderApp('/plants');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(catalogRequests(requests)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Still offline. We will keep trying.')).toBeInTheDocument();

    network.online();
    expect(await screen.findByRole('link', { name: 'Snake Plant' })).toBeInTheDocument();
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  test('offline, the next page shows the offline state rather than the last page dimmed for ever', async () => {
    stubFetch((url) =>
      listResponse(
        [makePlant({ name: url.searchParams.get('page') === '2' ? 'Page Two Fern' : 'Page One Palm' })],
        30,
      ),
    );
    renderApp('/plants');
    await screen.findByRole('link', { name: 'Page One Palm' });
    const network = goOffline();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Page One Palm' })).not.toBeInTheDocument();
    network.online();
    expect(await screen.findByRole('link', { name: 'Page Two Fern' })).toBeInTheDocument();
  });

  test('no results offers to clear the filters', async () => {
    const { requests } = stubFetch((url) =>
      url.searchParams.has('q') ? listResponse([], 0) : listResponse([makePlant({ name: 'Peace Lily' })]),
    );
    const { router } = renderApp('/plants?q=cactus');
    expect(await screen.findByRole('heading', { name: 'No plants found' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Peace Lily' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(catalogRequests(requests).at(-1)?.url.searchParams.has('q')).toBe(false);
  });

  test('the back button restores the previous filters', async () => {
    stubFetch(() => listResponse());
    const { router } = renderApp('/plants');
    await screen.findByRole('link', { name: /Test Plant/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest'));
  });
});
