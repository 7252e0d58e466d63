import type { WishlistEntry } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { makePlant, makeSizedPlant, makeTool } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { type Shopper, stubStorefront } from '@/test/storefront-api';
import './wishlist-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const shopper: Shopper = { uid: 'user-1', displayName: 'Rahima Akter', role: 'user' };

function entriesOf(...products: ReturnType<typeof makePlant | typeof makeTool>[]): WishlistEntry[] {
  return products.map((product) => ({ productId: product._id, productType: product.category, product }));
}

/** A wishlist on the fake server that DELETE really shortens. */
function stubWishlist(entries: WishlistEntry[], options: { failRemove?: boolean } = {}) {
  let saved = entries;
  return stubStorefront({
    signedIn: shopper,
    routes: {
      'GET /api/users/user-1/wishlist': () => jsonResponse({ success: true, data: saved }),
      ...Object.fromEntries(
        entries.map((entry) => [
          `DELETE /api/users/user-1/wishlist/${entry.productId}`,
          () => {
            if (options.failRemove) return jsonResponse({ success: false, message: 'No' }, 500);
            saved = saved.filter((e) => e.productId !== entry.productId);
            return jsonResponse({ success: true, message: 'Removed from wishlist' });
          },
        ]),
      ),
    },
  });
}

test('lists the saved products; Remove takes one off with its message', async () => {
  const user = userEvent.setup();
  const { calls } = stubWishlist(
    entriesOf(makePlant({ _id: 'p1', name: 'Areca Palm' }), makeTool({ _id: 't1', name: 'Hand Trowel' })),
  );
  renderApp('/wishlist');
  expect(await screen.findByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Remove Areca Palm from wishlist' }));
  expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(calls('DELETE', '/api/users/user-1/wishlist/p1')).toHaveLength(1);
});

test('Move to Cart puts the product in the cart and takes it off the wishlist', async () => {
  const user = userEvent.setup();
  const { calls } = stubWishlist(entriesOf(makePlant({ _id: 'p1', name: 'Areca Palm', stock: 4 })));
  renderApp('/wishlist');
  const card = await screen.findByRole('article');
  await user.click(within(card).getByRole('button', { name: 'Move to Cart' }));
  expect(await screen.findByText('1 Areca Palm added to cart')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
  expect(calls('DELETE', '/api/users/user-1/wishlist/p1')).toHaveLength(1);
});

test('a product sold in sizes is not moved as its first size: the card asks for the size on its page', async () => {
  const { calls } = stubWishlist(entriesOf(makeSizedPlant({ _id: 'snake', name: 'Snake Plant' })));
  renderApp('/wishlist');
  const card = await screen.findByRole('article');
  expect(within(card).getByRole('link', { name: 'Choose pot size: Snake Plant' })).toHaveAttribute(
    'href',
    '/product/snake',
  );
  expect(within(card).queryByRole('button', { name: 'Move to Cart' })).not.toBeInTheDocument();
  expect(calls('DELETE', '/api/users/user-1/wishlist/snake')).toHaveLength(0);
});

test('an empty wishlist says what to do next', async () => {
  stubWishlist([]);
  renderApp('/wishlist');
  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse plants' })).toHaveAttribute('href', '/plants');
});

test('a failed load and a failed removal say so', async () => {
  const user = userEvent.setup();
  stubWishlist(entriesOf(makePlant({ _id: 'p1', name: 'Areca Palm' })), { failRemove: true });
  renderApp('/wishlist');
  await user.click(await screen.findByRole('button', { name: 'Remove Areca Palm from wishlist' }));
  expect(await screen.findByText('Failed to remove from wishlist')).toBeInTheDocument();
  expect(screen.getByRole('article')).toBeInTheDocument();
});

test('a wishlist that cannot be loaded says so', async () => {
  stubStorefront({
    signedIn: shopper,
    routes: {
      'GET /api/users/user-1/wishlist': () => jsonResponse({ success: false, message: 'Down' }, 500),
    },
  });
  renderApp('/wishlist');
  expect(await screen.findAllByText('Failed to load wishlist', {}, { timeout: 8000 })).not.toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

test('a Bangla wishlist names the products in Bangla and counts them in Bangla digits', async () => {
  stubWishlist(
    entriesOf(
      makePlant({ _id: 'p1', name: 'Rose', nameBn: 'গোলাপ' }),
      makeTool({ _id: 't1', name: 'Hand Trowel' }),
    ),
  );
  renderApp('/wishlist', { locale: 'bn' });
  expect(await screen.findByRole('heading', { level: 1, name: 'আমার উইশলিস্ট' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'গোলাপ' })).toBeInTheDocument();
  expect(screen.getByText('২টি পণ্য রাখা আছে, আজকের দামে।')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'গোলাপ উইশলিস্ট থেকে সরান' })).toBeInTheDocument();
});
