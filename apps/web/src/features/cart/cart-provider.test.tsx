import type { CartItem } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SessionProvider } from '@/lib/session';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient } from '@/test/render';
import { type CartContextValue, CartProvider, useCart, useCartActions } from './cart-provider';

const STORAGE_KEY = 'plantopia_cart';

function line(id: string, quantity: number): CartItem {
  return { _id: id, name: `Plant ${id}`, price: 100, imageUrl: '', category: 'plants', quantity, stock: 10 };
}

let cart: CartContextValue;
function Probe() {
  cart = useCart();
  return <p data-testid="count">{cart.count}</p>;
}

/** A page that only adds (a listing): how many times it has rendered. */
let addingPageRenders = 0;
function AddingPage() {
  const { addItem } = useCartActions();
  addingPageRenders++;
  return (
    <button
      type="button"
      onClick={() =>
        addItem({ _id: 'c', name: 'Jasmine', price: 80, imageUrl: '', category: 'plants', stock: 5 })
      }
    >
      Add Jasmine
    </button>
  );
}

function renderCart() {
  const queryClient = createTestQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CartProvider>
          <Probe />
          <AddingPage />
        </CartProvider>
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** A shop whose server keeps one cart; `signedIn` decides what get-session answers. */
function stubShop(options: { signedIn: boolean; serverCart: CartItem[]; failCart?: boolean }) {
  let serverCart = options.serverCart;
  return stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/auth/get-session') {
      return jsonResponse(
        options.signedIn ? { user: { id: 'u1', name: 'Asha', email: 'asha@example.com' } } : null,
      );
    }
    if (url.pathname === '/api/users' && method === 'POST')
      return jsonResponse({ success: true, data: { role: 'user' } });
    if (url.pathname === '/api/users/u1')
      return jsonResponse({ success: true, data: { role: 'user', orders: [] } });
    if (url.pathname === '/api/cart/u1') {
      if (options.failCart) return jsonResponse({ success: false, message: 'down' }, 500);
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as { cart: { _id: string; quantity: number }[] };
        serverCart = body.cart.map((item) => line(item._id, item.quantity));
      }
      return jsonResponse({ success: true, data: serverCart });
    }
    return jsonResponse({ success: false, message: 'not found' }, 404);
  });
}

beforeEach(() => {
  localStorage.clear();
  addingPageRenders = 0;
});
afterEach(() => vi.unstubAllGlobals());

test('a visitor’s cart is read from and saved to localStorage, with the cart toasts', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([line('a', 1)]));
  stubShop({ signedIn: false, serverCart: [] });
  renderCart();
  expect(screen.getByTestId('count')).toHaveTextContent('1');

  act(() =>
    cart.addItem({ _id: 'a', name: 'Fern', price: 100, imageUrl: '', category: 'plants', stock: 10 }, 2),
  );
  expect(await screen.findByText('Added 2 more Fern to cart')).toBeInTheDocument();
  act(() =>
    cart.addItem({ _id: 'b', name: 'Aloe', price: 50, imageUrl: '', category: 'plants', stock: 10 }, 1),
  );
  expect(await screen.findByText('1 Aloe added to cart')).toBeInTheDocument();
  act(() => cart.removeItem('b'));
  expect(await screen.findByText('Aloe removed from cart')).toBeInTheDocument();

  const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as CartItem[];
  expect(saved.map((item) => [item._id, item.quantity])).toEqual([['a', 3]]);
});

test('on sign-in the local cart is merged into the server cart and saved there', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([line('a', 2), line('c', 1)]));
  const { requests } = stubShop({ signedIn: true, serverCart: [line('a', 1), line('b', 4)] });
  renderCart();
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('8'));
  const put = requests.find((r) => r.url.pathname === '/api/cart/u1' && r.init?.method === 'PUT');
  expect(JSON.parse(String(put?.init?.body))).toEqual({
    cart: [
      { _id: 'a', quantity: 3 },
      { _id: 'b', quantity: 4 },
      { _id: 'c', quantity: 1 },
    ],
  });
});

test('signed in with an empty local cart, the server cart is used as it is', async () => {
  const { requests } = stubShop({ signedIn: true, serverCart: [line('b', 4)] });
  renderCart();
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('4'));
  expect(requests.some((r) => r.init?.method === 'PUT')).toBe(false);

  act(() => cart.updateQuantity('b', 2));
  await waitFor(() =>
    expect(
      requests.filter((r) => r.init?.method === 'PUT').map((r) => JSON.parse(String(r.init?.body))),
    ).toEqual([{ cart: [{ _id: 'b', quantity: 2 }] }]),
  );
});

test('a failed sync says so and the cart reports the failure', async () => {
  stubShop({ signedIn: true, serverCart: [], failCart: true });
  renderCart();
  expect(await screen.findByText('Failed to update cart')).toBeInTheDocument();
  expect(cart.status).toBe('error');
});

test('a page load while signed in takes the server cart as it is: the cart is never merged into itself', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([line('a', 2), line('c', 1)]));
  const { requests } = stubShop({ signedIn: true, serverCart: [line('a', 1)] });
  const first = renderCart();
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('4'));
  first.unmount();

  renderCart();
  // The second load only reads the server cart (one GET), it does not save a merge.
  await waitFor(() => expect(requests.filter((r) => r.url.pathname === '/api/cart/u1')).toHaveLength(3));
  expect(screen.getByTestId('count')).toHaveTextContent('4');
  expect(requests.filter((r) => r.init?.method === 'PUT')).toHaveLength(1);
});

test('an item added while the server cart is still loading, or just before a reload, is kept and saved', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([line('a', 1)]));
  localStorage.setItem(`${STORAGE_KEY}_owner`, 'u1');
  const { requests } = stubShop({ signedIn: true, serverCart: [line('a', 1)] });
  const first = renderCart();
  // Tapped before the session and the server cart arrived.
  act(() => cart.addItem(line('b', 1), 2));
  await waitFor(() => expect(requests.some((r) => r.init?.method === 'PUT')).toBe(true));
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
  first.unmount();

  // A change whose save never answered before the page went away is still there after the reload.
  localStorage.setItem(STORAGE_KEY, JSON.stringify([line('a', 1), line('b', 2), line('c', 5)]));
  localStorage.setItem(`${STORAGE_KEY}_unsaved`, '1');
  renderCart();
  const savedC = () =>
    requests.some(
      (r) => r.init?.method === 'PUT' && String(r.init.body).includes('{"_id":"c","quantity":5}'),
    );
  await waitFor(() => expect(savedC()).toBe(true));
  await waitFor(() => expect(cart.status).toBe('ready'));
  expect(screen.getByTestId('count')).toHaveTextContent('8');
});

test('a page that only adds to the cart is not rendered again when the lines change', async () => {
  stubShop({ signedIn: false, serverCart: [] });
  renderCart();
  const rendersBefore = addingPageRenders;

  act(() => screen.getByRole('button', { name: 'Add Jasmine' }).click());
  expect(await screen.findByText('1 Jasmine added to cart')).toBeInTheDocument();
  act(() => cart.updateQuantity('c', 3));
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));

  expect(addingPageRenders).toBe(rendersBefore);
});
