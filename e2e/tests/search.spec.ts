import { expect, test, untilHydrated } from './fixtures.js';

/*
 * Issue 25 item 4: search from the header, in whatever way the shopper spells it. On a desktop the field
 * is in the bar; on a phone the search icon opens it under the bar.
 */
test('a search from the header in "golap" suggests the rose, and choosing it opens its page', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  // The suggestions and the phone's search toggle are the app's: a tap before it has hydrated follows the
  // toggle's link to the search page instead.
  await untilHydrated(page);
  if (testInfo.project.name === 'phone') await page.getByRole('link', { name: 'Search' }).click();
  const field = page.getByRole('combobox', { name: 'Search the shop' });
  await field.fill('golap');
  const rose = page.getByRole('option', { name: /Grafted Red Rose/ });
  await expect(rose).toBeVisible();
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await rose.getAttribute('id')) ?? '');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Grafted Red Rose' })).toBeVisible();
});

test('Enter without choosing a suggestion opens the search page, which lists the misspelt hibiscus', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  // The suggestions and the phone's search toggle are the app's: a tap before it has hydrated follows the
  // toggle's link to the search page instead.
  await untilHydrated(page);
  if (testInfo.project.name === 'phone') await page.getByRole('link', { name: 'Search' }).click();
  const field = page.getByRole('combobox', { name: 'Search the shop' });
  await field.fill('hibiscas');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=hibiscas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “hibiscas”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Red Hibiscus (Joba)' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search still searches: the field (or, on a phone, the search page) sends the words', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    if (testInfo.project.name === 'phone') {
      await page.getByRole('link', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search$/);
    }
    const field = page.getByRole('combobox', { name: 'Search the shop' }).first();
    await field.fill('gulap');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=gulap$/);
    await expect(page.getByRole('link', { name: 'Grafted Red Rose' })).toBeVisible();
  });
});
