import { expect, test, untilHydrated } from './fixtures.js';

/*
 * A shopper on a phone loses the connection: the page says so and offers Try again instead of showing
 * skeletons for ever, and loads by itself when the connection returns.
 */

// Offline, only the app's own navigation can say so: a click before it has hydrated would be the browser's.
test('offline on a category listing: "You are offline" with Try again, then the products come back by themselves', async ({
  page,
  context,
}) => {
  await page.goto('/plants');
  await expect(page.getByRole('heading', { level: 1, name: 'Plants' })).toBeVisible();
  const cards = page.locator('main a[href^="/product/"]');
  await expect(cards.first()).toBeVisible();
  const firstPage = await cards.first().getAttribute('href');
  await untilHydrated(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(offline.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  // No endless skeletons, and not the previous page's products pretending to be page 2.
  await expect(cards).toHaveCount(0);

  await offline.getByRole('button', { name: 'Try again' }).click();
  await expect(offline.getByText('Still offline. We will keep trying.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  // Page 2's own products (while they load, page 1's stay dimmed as on any page change).
  await expect.poll(() => cards.first().getAttribute('href')).not.toBe(firstPage);
  await expect(cards.first()).toBeVisible();
});

test('offline on the way to a product page, then back online: the product appears by itself', async ({
  page,
  context,
}) => {
  await page.goto('/plants?q=snake');
  const card = page.locator('main a[href^="/product/"]', { hasText: /snake plant/i }).first();
  await expect(card).toBeVisible();
  await untilHydrated(page);

  await context.setOffline(true);
  await card.click();
  const heading = page.getByRole('heading', { name: 'You are offline' });
  await expect(heading).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: /snake plant/i })).toBeVisible();
  await expect(heading).toHaveCount(0);
});
