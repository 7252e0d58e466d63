import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makePlant, makeTool } from '@/test/fixtures';
import { renderApp } from '@/test/render';
// Load the lazy page up front so the first test does not pay for it.
import './home-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home page', () => {
  test('shows the hero, the four categories and at most 3 featured products', async () => {
    const featured = [
      makePlant({ name: 'Monstera', isFeatured: true }),
      makePlant({ name: 'Rose Bush', isFeatured: true }),
      makeTool({ name: 'Pruning Shears', isFeatured: true }),
      makePlant({ name: 'Mango Sapling', isFeatured: true }),
      makeTool({ name: 'Watering Can', isFeatured: true }),
    ];
    const { requests } = stubFetch(() => jsonResponse({ success: true, data: featured }));
    renderApp('/');

    expect(await screen.findByRole('region', { name: 'Shop by category' })).toBeInTheDocument();

    const categories = screen.getByRole('region', { name: 'Shop by Category' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/plants', '/tools', '/soils', '/fertilizers']);

    const section = screen.getByRole('region', { name: 'Featured Products' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(3);
    const names = cards.map((card) => within(card).getByRole('heading').textContent);
    for (const name of names) expect(featured.map((p) => p.name)).toContain(name);

    expect(requests.map((r) => r.url.pathname)).toContain('/api/products/featured');
    expect(screen.getByRole('region', { name: 'Grow with our garden letter' })).toBeInTheDocument();
  });

  test('a failed featured list says so and the rest of the page still works', async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Server is down' }, 500));
    renderApp('/');
    expect(await screen.findByText('Error: Server is down')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shop by Category' })).toBeInTheDocument();
  });
});
