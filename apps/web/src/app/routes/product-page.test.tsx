import type { Comment, Reply } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { makePlant, makeTool } from '@/test/fixtures';
import { goOffline, restoreOnline } from '@/test/network';
import { renderApp } from '@/test/render';
import { bodyOf, type Shopper, stubStorefront } from '@/test/storefront-api';
// Load the lazy page up front so the first test does not pay for it.
import './product-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  restoreOnline();
});

const rahima: Shopper = { uid: 'user-1', displayName: 'Rahima Akter', role: 'user' };
const kamal: Shopper = { uid: 'user-2', displayName: 'Kamal Hossain', role: 'user' };

function comment(id: string, author: Shopper, text: string, replies: Comment['replies'] = []): Comment {
  return {
    _id: id,
    text,
    user: { uid: author.uid, displayName: author.displayName, photoURL: '' },
    createdAt: '2025-03-05T09:07:00.000Z',
    replies,
  };
}

function reply(id: string, author: Shopper, text: string): Reply {
  const { replies: _none, ...rest } = comment(id, author, text);
  return rest;
}

function productRoute(product: object) {
  return {
    [`GET /api/products/${(product as { _id: string })._id}`]: () =>
      jsonResponse({ success: true, data: product }),
  };
}

describe('product page', () => {
  test("the delivery line follows the owner's shipping table: the lowest fee once fees differ", async () => {
    const plant = makePlant({ _id: 'p1', name: 'Snake Plant' });
    stubStorefront({
      routes: {
        ...productRoute(plant),
        'GET /api/shipping-rates': () =>
          jsonResponse({
            success: true,
            data: {
              zones: [{ name: 'Inside Dhaka City', fee: 60, districtIds: [], upazilaIds: [9001] }],
              defaultFee: 120,
              includedKg: 1,
              perExtraKg: 0,
              freeDeliveryFrom: null,
              codMaxTotal: null,
            },
          }),
      },
    });
    renderApp('/product/p1');
    expect(await screen.findByText('Delivery from ৳60, delivered in 3-7 business days')).toBeInTheDocument();
  });

  test('a Bangla page shows the Bangla name, description, features and care, the price in Bangla digits and the Bangla title', async () => {
    const plant = makePlant({
      _id: 'p1',
      name: 'Rose',
      nameBn: 'গোলাপ',
      description: 'A red rose.',
      descriptionBn: 'লাল গোলাপ।',
      price: 1250,
      stock: 12,
      petFriendly: true,
      features: ['Fragrant'],
      featuresBn: ['সুগন্ধি'],
      careInstructions: ['Water daily'],
      careInstructionsBn: ['রোজ পানি দিন'],
    });
    stubStorefront({ routes: productRoute(plant) });
    renderApp('/product/p1', { locale: 'bn' });

    expect(await screen.findByRole('heading', { level: 1, name: 'গোলাপ' })).toBeInTheDocument();
    expect(screen.getByText('লাল গোলাপ।')).toBeInTheDocument();
    expect(screen.getByText('৳১,২৫০.০০')).toBeInTheDocument();
    expect(screen.getByText('স্টকে আছে (১২টি পাওয়া যাবে)')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'পথনির্দেশ' });
    expect(within(breadcrumb).getByRole('link', { name: 'হোম' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('গোলাপ')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'বৈশিষ্ট্য' })).toBeInTheDocument();
    expect(screen.getByText('সুগন্ধি')).toBeInTheDocument();
    expect(screen.getByText('রোজ পানি দিন')).toBeInTheDocument();
    const specs = screen.getByRole('heading', { name: 'বিবরণ' }).closest('section')!;
    expect(within(specs).getByText('পোষা প্রাণীর জন্য নিরাপদ').nextElementSibling).toHaveTextContent('হ্যাঁ');
    expect(within(specs).getByText('আলো').nextElementSibling).toHaveTextContent('উজ্জ্বল, পরোক্ষ আলো');
    expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /রিভিউ/ })).toBeInTheDocument();
    expect(screen.getByText('এখনও কোনো রিভিউ নেই।')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('গোলাপ · Plantopia'));
  });

  test("a Bangla page shows the Bangla of the category's texts, and the English only where there is none", async () => {
    const plant = makePlant({
      _id: 'p1',
      name: 'Snake Plant',
      nameBn: 'স্নেক প্ল্যান্ট',
      sunlightNeeds: 'low',
      floweringSeason: 'none',
      matureHeight: '60–90 cm',
      matureHeightBn: null,
      seasonalInstructions: 'Water once a month in winter.',
      seasonalInstructionsBn: 'শীতে মাসে একবার পানি দিন।',
    });
    stubStorefront({ routes: productRoute(plant) });
    renderApp('/product/p1', { locale: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'স্নেক প্ল্যান্ট' })).toBeInTheDocument();
    expect(screen.getByText('শীতে মাসে একবার পানি দিন।')).toBeInTheDocument();
    expect(screen.queryByText('Water once a month in winter.')).not.toBeInTheDocument();
    expect(screen.getByText('60–90 cm')).toBeInTheDocument();
    expect(screen.getByText('ফুল ফোটে না')).toBeInTheDocument();
  });

  test('a Bangla page keeps the English text of a product that has no Bangla yet', async () => {
    stubStorefront({
      routes: productRoute(makePlant({ _id: 'p1', name: 'Snake Plant', description: 'Hardy.' })),
    });
    renderApp('/product/p1', { locale: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Snake Plant' })).toBeInTheDocument();
    expect(screen.getByText('Hardy.')).toBeInTheDocument();
  });

  test('shows breadcrumb, price in taka, stock and every filled attribute, and names the product in the title', async () => {
    const plant = makePlant({
      _id: 'p1',
      name: 'Snake Plant',
      price: 1250,
      stock: 12,
      sunlightNeeds: 'medium',
      petFriendly: true,
      matureHeight: '',
      features: ['Comes in a terracotta pot'],
      careInstructions: ['Water every two weeks'],
      seasonalInstructions: 'Keep it dry in winter.',
    });
    const { calls } = stubStorefront({ routes: productRoute(plant) });
    renderApp('/product/p1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Snake Plant' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Plants' })).toHaveAttribute('href', '/plants');
    expect(within(breadcrumb).getByText('Snake Plant')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('৳1,250.00')).toBeInTheDocument();
    expect(screen.getByText('In stock (12 available)')).toBeInTheDocument();
    expect(screen.getByText('৳100 for all orders, delivered in 3-7 business days')).toBeInTheDocument();
    expect(screen.getByText('14-Day Returns')).toBeInTheDocument();

    const specs = screen.getByRole('heading', { name: 'Specifications' }).closest('section')!;
    const rows = within(specs)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Light', 'Medium'],
      ['Watering', 'Weekly'],
      ['Size', 'Medium'],
      ['Care level', 'Easy'],
      ['Indoor or outdoor', 'Indoor'],
      ['Growth rate', 'Medium'],
      ['Pet friendly', 'Yes'],
      ['Flowering season', 'No flowers'],
    ]);
    expect(screen.getByText('Comes in a terracotta pot')).toBeInTheDocument();
    expect(screen.getByText('Water every two weeks')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seasonal care' })).toBeInTheDocument();
    expect(screen.getByText('Keep it dry in winter.')).toBeInTheDocument();
    expect(screen.queryByText('Mature height')).not.toBeInTheDocument();

    await waitFor(() => expect(document.title).toBe('Snake Plant · Plantopia'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Snake Plant: /,
    );
    // One request for the product and its comments.
    expect(calls('GET', '/api/products/p1')).toHaveLength(1);
  });

  test('a product that does not exist shows Error Loading Product with the way home, and a toast', async () => {
    stubStorefront({
      routes: {
        'GET /api/products/gone': () => jsonResponse({ success: false, message: 'Product not found' }, 404),
      },
    });
    renderApp('/product/gone');
    expect(await screen.findByRole('heading', { name: 'Error Loading Product' })).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('Failed to load product details')).toBeInTheDocument();
  });

  test('offline, the page says so with Try again, not an error, and shows the product once back online', async () => {
    const product = makePlant({ _id: 'p-offline', name: 'Offline Orchid' });
    stubStorefront({ routes: productRoute(product) });
    const network = goOffline();
    renderApp('/product/p-offline');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Product' })).not.toBeInTheDocument();
    network.online();
    expect(await screen.findByRole('heading', { level: 1, name: 'Offline Orchid' })).toBeInTheDocument();
  });

  test('the quantity stays between 1 and the stock, and Add to Cart adds that many', async () => {
    const user = userEvent.setup();
    const tool = makeTool({ _id: 't1', name: 'Hand Trowel', stock: 3 });
    stubStorefront({ routes: productRoute(tool) });
    renderApp('/product/t1');
    await screen.findByRole('heading', { level: 1, name: 'Hand Trowel' });

    const quantity = screen.getByLabelText('Quantity');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    for (let i = 0; i < 5; i++) {
      const increase = screen.getByRole('button', { name: 'Increase quantity' });
      if (!(increase as HTMLButtonElement).disabled) await user.click(increase);
    }
    expect(quantity).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '99');
    expect(quantity).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('3 Hand Trowel added to cart')).toBeInTheDocument();
  });

  test('a sold-out product cannot be added', async () => {
    stubStorefront({ routes: productRoute(makeTool({ _id: 't2', name: 'Pruning Saw', stock: 0 })) });
    renderApp('/product/t2');
    await screen.findByRole('heading', { level: 1, name: 'Pruning Saw' });
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.getByLabelText('Quantity')).toBeDisabled();
  });

  test('copy link puts the page address on the clipboard', async () => {
    const user = userEvent.setup();
    stubStorefront({ routes: productRoute(makePlant({ _id: 'p2', name: 'Aloe Vera' })) });
    renderApp('/product/p2');
    await screen.findByRole('heading', { level: 1, name: 'Aloe Vera' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });
});

describe('wishlist toggle', () => {
  test('signed out, it asks the shopper to log in and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = stubStorefront({ routes: productRoute(makePlant({ _id: 'p3', name: 'Tulsi' })) });
    renderApp('/product/p3');
    await screen.findByRole('heading', { level: 1, name: 'Tulsi' });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Please login to add items to wishlist')).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.includes('/wishlist') && r.init?.method === 'POST')).toBe(
      false,
    );
  });

  test('adds, then removes, and is disabled while the call runs', async () => {
    const user = userEvent.setup();
    const plant = makePlant({ _id: 'p4', name: 'Areca Palm' });
    let saved: object[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = stubStorefront({
      signedIn: rahima,
      routes: {
        ...productRoute(plant),
        'GET /api/users/user-1/wishlist': () => jsonResponse({ success: true, data: saved }),
        'POST /api/users/user-1/wishlist': async () => {
          await held;
          saved = [{ productId: 'p4', productType: 'plants', product: plant }];
          return jsonResponse({ success: true, data: saved[0] }, 201);
        },
        'DELETE /api/users/user-1/wishlist/p4': () => {
          saved = [];
          return jsonResponse({ success: true, message: 'Removed from wishlist' });
        },
      },
    });
    renderApp('/product/p4');
    const add = await screen.findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(add).toBeDisabled();
    release();
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(bodyOf(calls('POST', '/api/users/user-1/wishlist')[0]!)).toEqual({
      productId: 'p4',
      productType: 'plants',
    });

    await user.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(calls('DELETE', '/api/users/user-1/wishlist/p4')).toHaveLength(1);
  });

  test('a failed update says so', async () => {
    const user = userEvent.setup();
    stubStorefront({
      signedIn: rahima,
      routes: {
        ...productRoute(makePlant({ _id: 'p5', name: 'ZZ Plant' })),
        'POST /api/users/user-1/wishlist': () => jsonResponse({ success: false, message: 'Oops' }, 500),
      },
    });
    renderApp('/product/p5');
    const add = await screen.findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await screen.findByText('Failed to update wishlist')).toBeInTheDocument();
  });
});

describe('comments', () => {
  const withComments = () =>
    makePlant({
      _id: 'p6',
      name: 'Money Plant',
      comments: [
        comment('c2', kamal, 'Mine grew a metre in one monsoon.', [reply('r1', rahima, 'Same here!')]),
        comment('c1', rahima, 'Does it need direct sun?'),
      ],
    });

  test('comments show newest first with their replies; Delete appears on your own words only', async () => {
    stubStorefront({ signedIn: rahima, routes: productRoute(withComments()) });
    renderApp('/product/p6');
    const items = await screen.findAllByTestId('comment');
    expect(
      items.map(
        (item) => within(item).getAllByText(/./, { selector: 'p.whitespace-pre-line' })[0]!.textContent,
      ),
    ).toEqual(['Mine grew a metre in one monsoon.', 'Does it need direct sun?']);
    const [kamals, rahimas] = items as [HTMLElement, HTMLElement];
    await waitFor(() => expect(within(rahimas).getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    const reply = within(kamals).getByTestId('reply');
    expect(within(reply).getByText('Same here!')).toBeInTheDocument();
    expect(within(reply).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // Kamal's comment itself has no Delete for Rahima (only her reply under it does).
    expect(within(kamals).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
  });

  test('an admin may delete every comment', async () => {
    stubStorefront({
      signedIn: { ...rahima, uid: 'admin-1', role: 'admin' },
      routes: productRoute(withComments()),
    });
    renderApp('/product/p6');
    await screen.findAllByTestId('comment');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(3));
  });

  test('signed out, commenting asks for a login and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = stubStorefront({ routes: productRoute(withComments()) });
    renderApp('/product/p6');
    await screen.findAllByTestId('comment');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Share your experience'), 'Lovely plant');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('You must be logged in to comment.')).toBeInTheDocument();
    await user.click(within(screen.getAllByTestId('comment')[0]!).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Reply to Kamal Hossain'), 'Agreed');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('You must be logged in to reply.')).toBeInTheDocument();
    expect(requests.some((r) => r.init?.method === 'POST' && r.url.pathname.includes('/comments'))).toBe(
      false,
    );
  });

  test('a whitespace-only comment cannot be posted', async () => {
    const user = userEvent.setup();
    stubStorefront({ signedIn: rahima, routes: productRoute(withComments()) });
    renderApp('/product/p6');
    await screen.findAllByTestId('comment');
    await user.type(screen.getByLabelText('Share your experience'), '    ');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  });

  test('until the session is known, Post Comment waits rather than telling a signed-in shopper to log in', async () => {
    const user = userEvent.setup();
    let answerSession!: () => void;
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    stubStorefront({
      signedIn: rahima,
      routes: {
        ...productRoute(withComments()),
        'GET /api/auth/get-session': async () => {
          await sessionAnswered;
          return jsonResponse({ user: { id: rahima.uid, name: rahima.displayName, email: 'r@example.com' } });
        },
      },
    });
    renderApp('/product/p6');
    await screen.findAllByTestId('comment');
    await user.type(screen.getByLabelText('Share your experience'), 'Thriving on my balcony');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    answerSession();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post Comment' })).toBeEnabled());
    expect(screen.queryByText('Please login to comment')).not.toBeInTheDocument();
  });

  test('posting a comment and a reply sends only the text and shows them at once', async () => {
    const user = userEvent.setup();
    const product = withComments();
    const { calls } = stubStorefront({
      signedIn: rahima,
      routes: {
        ...productRoute(product),
        'POST /api/plants/p6/comments': (_url, init) => {
          const created = comment('c3', rahima, bodyOf({ init }).text);
          product.comments.unshift(created);
          return jsonResponse({ success: true, data: created }, 201);
        },
        'POST /api/plants/p6/comments/c2/replies': (_url, init) => {
          const created = reply('r2', rahima, bodyOf({ init }).text);
          product.comments.find((c) => c._id === 'c2')!.replies.push(created);
          return jsonResponse({ success: true, data: created }, 201);
        },
      },
    });
    renderApp('/product/p6');
    await screen.findAllByTestId('comment');
    await user.type(screen.getByLabelText('Share your experience'), '  Thriving on my balcony  ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment posted!')).toBeInTheDocument();
    expect(bodyOf(calls('POST', '/api/plants/p6/comments')[0]!)).toEqual({ text: 'Thriving on my balcony' });
    expect(screen.getAllByTestId('comment')[0]).toHaveTextContent('Thriving on my balcony');
    expect(screen.getByLabelText('Share your experience')).toHaveValue('');

    const kamals = screen.getAllByTestId('comment')[1]!;
    await user.click(within(kamals).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Reply to Kamal Hossain'), 'Which fertiliser?');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Reply posted!')).toBeInTheDocument();
    expect(within(kamals).getByText('Which fertiliser?')).toBeInTheDocument();
  });

  test('a failed post says so', async () => {
    const user = userEvent.setup();
    stubStorefront({
      signedIn: rahima,
      routes: {
        ...productRoute(withComments()),
        'POST /api/plants/p6/comments': () => jsonResponse({ success: false, message: 'Boom' }, 500),
      },
    });
    renderApp('/product/p6');
    await screen.findAllByTestId('comment');
    await user.type(screen.getByLabelText('Share your experience'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to post comment.')).toBeInTheDocument();
    expect(screen.getByLabelText('Share your experience')).toHaveValue('Hello');
  });

  test('deleting asks Yes/No first; No keeps it, Yes deletes it', async () => {
    const user = userEvent.setup();
    const product = withComments();
    const { calls } = stubStorefront({
      signedIn: rahima,
      routes: {
        ...productRoute(product),
        'DELETE /api/plants/p6/comments/c1': () => {
          product.comments = product.comments.filter((c) => c._id !== 'c1');
          return jsonResponse({ success: true, message: 'Comment deleted!' });
        },
      },
    });
    renderApp('/product/p6');
    const rahimas = (await screen.findAllByTestId('comment'))[1]!;
    await user.click(await within(rahimas).findByRole('button', { name: 'Delete' }));
    expect(within(rahimas).getByText('Delete this comment?')).toBeInTheDocument();
    await user.click(within(rahimas).getByRole('button', { name: 'No' }));
    expect(calls('DELETE', '/api/plants/p6/comments/c1')).toHaveLength(0);

    await user.click(within(rahimas).getByRole('button', { name: 'Delete' }));
    await user.click(within(rahimas).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Comment deleted!')).toBeInTheDocument();
    expect(calls('DELETE', '/api/plants/p6/comments/c1')).toHaveLength(1);
    expect(screen.queryByText('Does it need direct sun?')).not.toBeInTheDocument();
  });

  test('a 403 from the server says you can only delete your own comments', async () => {
    const user = userEvent.setup();
    stubStorefront({
      signedIn: rahima,
      routes: {
        ...productRoute(withComments()),
        'DELETE /api/plants/p6/comments/c1': () =>
          jsonResponse({ success: false, message: 'You can only delete your own comments.' }, 403),
      },
    });
    renderApp('/product/p6');
    const rahimas = (await screen.findAllByTestId('comment'))[1]!;
    await user.click(await within(rahimas).findByRole('button', { name: 'Delete' }));
    await user.click(within(rahimas).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You can only delete your own comments.')).toBeInTheDocument();
    expect(screen.getByText('Does it need direct sun?')).toBeInTheDocument();
  });
});
