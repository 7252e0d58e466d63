import type { AdminReview } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { ReviewsScreen } from './reviews-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const review = (overrides: Partial<AdminReview>): AdminReview =>
  ({
    _id: 'r1',
    productId: 'p1',
    productName: 'Snake Plant',
    rating: 4,
    text: 'Arrived well packed',
    imageUrl: null,
    hidden: false,
    user: { uid: 'u1', displayName: 'Tania', photoURL: '' },
    createdAt: '2026-11-01T06:00:00.000Z',
    updatedAt: '2026-11-01T06:00:00.000Z',
    ...overrides,
  }) as AdminReview;

test('reviews are hidden one by one or in a selection; the server pages them and the address keeps the page', async () => {
  stubScreenWidth(1280);
  let reviews = [review({}), review({ _id: 'r2', productName: 'Fern', text: 'Spam spam', hidden: false })];
  const { requests } = stubFetch((url, init) => {
    if (url.pathname === '/api/admin/reviews') {
      return jsonResponse({ success: true, data: reviews, total: 45 });
    }
    const one = url.pathname.match(/^\/api\/admin\/reviews\/(\w+)$/);
    if (one && init?.method === 'PATCH') {
      const { hidden } = JSON.parse(String(init.body));
      reviews = reviews.map((r) => (r._id === one[1] ? { ...r, hidden } : r));
      return jsonResponse({ success: true, data: null });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  const { router } = renderScreen(<ReviewsScreen />, { url: '/admin/reviews?page=2' });
  expect(await screen.findByText('45 reviews')).toBeInTheDocument();
  expect(requests[0]!.url.searchParams.get('page')).toBe('2');
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

  const fern = screen.getByRole('link', { name: 'Fern' }).closest('tr')!;
  await userEvent.click(within(fern).getByRole('button', { name: 'Hide the review of Fern' }));
  expect(await within(fern).findByText('Hidden')).toBeInTheDocument();
  expect(await screen.findByText('1 review hidden')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('checkbox', { name: /Select every row/ }));
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('button', { name: 'Show' }),
  );
  await waitFor(() => expect(screen.queryByText('Hidden')).not.toBeInTheDocument());
  const bodies = requests
    .filter((r) => r.init?.method === 'PATCH')
    .map((r) => JSON.parse(String(r.init?.body)));
  expect(bodies).toEqual([{ hidden: true }, { hidden: false }, { hidden: false }]);
  expect(router.state.location.search).toBe('?page=2');
});
