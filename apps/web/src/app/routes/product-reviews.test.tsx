import type { Review } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { makePlant } from '@/test/fixtures';
import { phoneCamera } from '@/test/phone-camera';
import { renderApp } from '@/test/render';
import { bodyOf, type Shopper, stubStorefront } from '@/test/storefront-api';
import './product-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const nusrat: Shopper = { uid: 'user-1', displayName: 'Nusrat Jahan', role: 'user' };

function review(id: string, rating: number, createdAt: string, text = ''): Review {
  return {
    _id: id,
    productId: 'p1',
    rating,
    text,
    imageUrl: '',
    user: { uid: `author-${id}`, displayName: `Author ${id}`, photoURL: '' },
    verifiedBuyer: true,
    boughtOptions: [],
    hidden: false,
    createdAt,
    updatedAt: createdAt,
  };
}

const reviewed = makePlant({
  _id: 'p1',
  name: 'Snake Plant',
  rating: { average: 3.7, count: 3 },
  reviews: [
    review('r2', 2, '2025-03-03T00:00:00.000Z', 'Leaves were bent'),
    review('r3', 4, '2025-03-02T00:00:00.000Z', 'Good'),
    review('r1', 5, '2025-03-01T00:00:00.000Z', 'Perfect'),
  ],
});

const productRoute = { 'GET /api/products/p1': () => jsonResponse({ success: true, data: reviewed }) };

function reviewTexts(): string[] {
  return screen
    .getAllByTestId('review')
    .map((item) => within(item).getByText(/Leaves|Good|Perfect/).textContent ?? '');
}

describe('product reviews', () => {
  test('shows the average and count, the JSON-LD rating, and sorts newest, highest, lowest with Verified buyer', async () => {
    stubStorefront({ routes: productRoute });
    renderApp('/product/p1');
    expect(await screen.findByRole('heading', { name: 'Reviews (3)' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('product-rating')).getByRole('img', { name: 'Rated 3.7 out of 5' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Verified buyer')).toHaveLength(3);
    expect(reviewTexts()).toEqual(['Leaves were bent', 'Good', 'Perfect']);
    await userEvent.selectOptions(screen.getByLabelText('Sort reviews'), 'highest');
    expect(reviewTexts()).toEqual(['Perfect', 'Good', 'Leaves were bent']);
    await userEvent.selectOptions(screen.getByLabelText('Sort reviews'), 'lowest');
    expect(reviewTexts()).toEqual(['Leaves were bent', 'Good', 'Perfect']);

    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const product = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .find((data) => data['@type'] === 'Product');
    expect(product.aggregateRating).toMatchObject({ ratingValue: 3.7, reviewCount: 3 });
    expect(product.review).toHaveLength(3);
    // Signed out: the way to log in, no form.
    expect(screen.getByText(/to review a product you have received/)).toBeInTheDocument();
  });

  test('a verified buyer rates with the star radio group and posts; and posts what was chosen', async () => {
    const { calls } = stubStorefront({
      signedIn: nusrat,
      routes: {
        ...productRoute,
        'GET /api/products/p1/reviews/mine': () =>
          jsonResponse({ success: true, data: { eligible: true, review: null } }),
        'POST /api/products/p1/reviews': () =>
          jsonResponse({ success: true, data: review('mine', 4, '2025-04-01T00:00:00.000Z') }, 201),
      },
    });
    renderApp('/product/p1');
    const group = await screen.findByRole('group', { name: 'Your rating' });
    const four = within(group).getByRole('radio', { name: '4 stars' });
    await userEvent.click(four);
    expect(four).toBeChecked();
    await userEvent.type(screen.getByLabelText('Your review (optional)'), 'Arrived healthy');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(calls('POST', '/api/products/p1/reviews')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/api/products/p1/reviews')[0]!)).toEqual({
      rating: 4,
      text: 'Arrived healthy',
      imageUrl: '',
    });
  });

  test('on a Bangla page the review photo is chosen with a Bangla button that the keyboard reaches, not the browser\'s English "Choose File"', async () => {
    stubStorefront({
      signedIn: nusrat,
      routes: {
        ...productRoute,
        'GET /api/products/p1/reviews/mine': () =>
          jsonResponse({ success: true, data: { eligible: true, review: null } }),
      },
    });
    renderApp('/product/p1', { locale: 'bn' });
    const picker = await screen.findByLabelText('ছবি বেছে নিন');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAccessibleDescription('ছবি (ঐচ্ছিক)');
    picker.focus();
    expect(picker).toHaveFocus();
  });

  test("a review's phone photo is shrunk in the browser before it is sent; an unreadable one says so", async () => {
    const drawn = phoneCamera({ width: 3000, height: 4000 });
    const { calls } = stubStorefront({
      signedIn: nusrat,
      routes: {
        ...productRoute,
        'GET /api/products/p1/reviews/mine': () =>
          jsonResponse({ success: true, data: { eligible: true, review: null } }),
        'POST /api/upload-image': () =>
          jsonResponse({ success: true, message: 'Uploaded', imageUrl: '/uploads/review.webp' }),
      },
    });
    renderApp('/product/p1');
    const photo = await screen.findByLabelText('Choose a photo');
    await userEvent.upload(
      photo,
      new File([new Uint8Array(13_800_000)], 'IMG_3001.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('img', { name: 'What you attached' })).toHaveAttribute(
      'src',
      '/uploads/review.webp',
    );
    expect(drawn).toEqual([[768, 1024]]);
    const sent = (calls('POST', '/api/upload-image')[0]!.init!.body as FormData).get('image') as File;
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBeLessThan(5 * 1024 * 1024);

    phoneCamera({ width: 0, height: 0, unreadable: true });
    await userEvent.upload(
      screen.getByLabelText('Choose another photo'),
      new File([new Uint8Array(2048)], 'IMG_3002.heic', { type: 'image/heic' }),
    );
    expect(
      await screen.findByText('This photo could not be read. Please choose another JPG or PNG photo.'),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/upload-image')).toHaveLength(1);
  });

  test('a shopper without a delivered order sees why there is no form', async () => {
    stubStorefront({
      signedIn: nusrat,
      routes: {
        ...productRoute,
        'GET /api/products/p1/reviews/mine': () =>
          jsonResponse({ success: true, data: { eligible: false, review: null } }),
      },
    });
    renderApp('/product/p1');
    expect(await screen.findByText(/whose order with this product was delivered/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your rating' })).not.toBeInTheDocument();
  });
});
