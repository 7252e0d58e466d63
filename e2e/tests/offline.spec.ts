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

test.describe('the installable shop', () => {
  // The other journeys block service workers (playwright.config.ts); this one is about the shop's own.
  test.use({ serviceWorkers: 'allow' });

  test('a phone can add the shop to its home screen; opened without a connection it shows its offline page, then the shop once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ name: 'Plantopia', display: 'standalone', start_url: '/' });
    const icon = await page.request.get(manifest.icons[0].src);
    expect(icon.headers()['content-type']).toBe('image/png');
    await untilHydrated(page);
    // The worker is installed and answers this page's next loads.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });

    await context.setOffline(true);
    await page.goto('/plants?q=snake');
    await expect(page.getByRole('heading', { level: 1, name: 'আপনি এখন অফলাইনে' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/plants\?q=snake$/);

    await context.setOffline(false);
    // Try again leads back to the page that was asked for.
    await page.getByRole('link', { name: /Try again/ }).click();
    await expect(page).toHaveURL(/\/plants\?q=snake$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plants' })).toBeVisible();
    await expect(
      page.locator('main a[href^="/product/"]', { hasText: /snake plant/i }).first(),
    ).toBeVisible();
    // Nothing but the offline page is kept: prices and stock come from the shop.
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = await Promise.all(
        names.map(async (name) =>
          (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
        ),
      );
      return urls.flat();
    });
    expect(kept).toEqual(['/offline.html']);
  });
});
