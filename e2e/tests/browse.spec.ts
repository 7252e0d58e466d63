import { expect, SMOKE, test } from './fixtures.js';

test('a visitor goes from the home page to Plants and sees products with images', SMOKE, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /featured products/i })).toBeVisible();
  await expect(page.locator('main img').first()).toBeVisible();

  await page.goto('/plants');
  await expect(page.getByRole('heading', { level: 1, name: 'Plants' })).toBeVisible();
  // Other journeys add plants to the same shop, so look for a seeded one by searching rather than by position.
  await page.goto('/plants?q=snake');
  const card = page.locator('main a[href^="/product/"]', { hasText: /snake plant/i }).first();
  await expect(card).toBeVisible();
  const image = page.locator('main img').first();
  await expect(image).toBeVisible();
  // A real, decoded image, not a broken one.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});
