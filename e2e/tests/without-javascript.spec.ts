import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.js';

/*
 * Issue 11: the server renders every public page, so a visitor whose browser runs no JavaScript (or
 * whose phone has not finished downloading it) still reads the shop, searches, pages through a category,
 * and reads products, their comments and the blog, by plain links and forms.
 */

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads home, searches and pages through a category, a product with its comments, and a post', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A comment to read, written through the API by a shopper with a browser that runs JavaScript.
    const shopper = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    const signUp = await shopper.post('/api/auth/sign-up/email', {
      data: {
        name: 'Farhana Islam',
        email: `shopper-${randomUUID()}@example.com`,
        password: 'green-thumb-2024',
      },
    });
    expect(signUp.ok()).toBe(true);
    const plants = (await (await shopper.get('/api/plants?sort=name')).json()).data as Array<{
      _id: string;
      name: string;
    }>;
    const commented = plants[0]!;
    const comment = `Grew two new leaves on my balcony (${randomUUID().slice(0, 8)})`;
    expect(
      (await shopper.post(`/api/plants/${commented._id}/comments`, { data: { text: comment } })).ok(),
    ).toBe(true);
    await shopper.dispose();

    // Home: the hero, the categories and the featured products with their prices in taka.
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await expect(page.locator('main')).toContainText('৳');

    // A category by its link, then a search by the form, then the next page by its link.
    await page.locator('main a[href="/plants"]').first().click();
    await expect(page).toHaveURL(/\/plants$/);
    await expect(page.getByRole('heading', { level: 1, name: /Plants/ })).toBeVisible();
    const firstPage = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(firstPage.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/plants\?.*page=2/);
    const secondPage = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage);

    const word = commented.name.split(/\s+/)[0]!;
    await page.getByRole('searchbox').fill(word);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect(page.getByRole('link', { name: commented.name }).first()).toBeVisible();

    // The product: its details, price, stock, attributes and the comment.
    await page.getByRole('link', { name: commented.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${commented._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: commented.name })).toBeVisible();
    await expect(page.locator('main')).toContainText('৳');
    await expect(page.getByRole('heading', { name: /Comments/ })).toBeVisible();
    await expect(page.getByTestId('comment').filter({ hasText: comment })).toContainText('Farhana Islam');

    // The blog: the list, then a post by its Read More link.
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
    const firstPost = page.getByRole('article').first();
    const title = (await firstPost.getByRole('heading').first().textContent())!.trim();
    await firstPost.getByRole('link', { name: /Read More/ }).click();
    await expect(page).toHaveURL(/\/blogs\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('article p').first()).not.toBeEmpty();
  });

  test('a product sold in pot sizes: each size is a link the server renders, with its price', async ({
    page,
  }) => {
    const plants = (await (await page.request.get('/api/plants')).json()).data as Array<{
      _id: string;
      name: string;
      price: number;
      options: unknown[];
    }>;
    const plant = plants.find((p) => p.name === 'Snake Plant (Sansevieria Laurentii)')!;
    expect(plant.options).toHaveLength(1);

    // The listing's card sends the shopper to choose, rather than adding the smallest size.
    await page.goto('/plants?q=laurentii');
    await page.getByRole('link', { name: /^Choose pot size\s*: Snake Plant/ }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${plant._id}$`));

    const sizes = page.getByRole('group', { name: 'Pot size' });
    await expect(sizes.getByRole('link', { name: 'Small (5 in)' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('product-price')).toHaveText('৳450.00');
    await sizes.getByRole('link', { name: 'Medium (8 in)' }).click();
    await expect(page).toHaveURL(/\?variant=/);
    await expect(sizes.getByRole('link', { name: 'Medium (8 in)' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('product-price')).not.toHaveText('৳450.00');
  });

  test('unknown pages and products answer 404 with the not-found screen; login-required pages send to /login', async ({
    page,
  }) => {
    for (const path of ['/no/such/page', '/product/no-such-product', '/blogs/no-such-post']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle('Page not found · Plantopia');
    }
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // The checkout asks a signed-out shopper for a mobile number in place (docs/decisions/037).
    const checkout = await page.goto('/checkout');
    expect(checkout?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Verify your mobile number to continue' })).toBeVisible();
  });
});
