import type { Page, Response } from '@playwright/test';
import { listRow, searchList } from './back-office-steps.js';
import { expect, keepScreenshot, test } from './fixtures.js';
import {
  addToCart,
  type CatalogProduct,
  checkoutForm,
  fillShipping,
  payInCardDialog,
  productsInStock,
  registerInBrowser,
  seeOrdersAfterPlacing,
  signInAsAdmin,
  startCardCheckout,
} from './shopping.js';

/*
 * What a shopper meets after a first order: the next checkout remembers the address, a paid order they
 * delete is refunded (marked "Refund due" for both sides until the owner has), and a declined card
 * leaves no stale toast once a second card pays.
 */

// Two shoppers' (or a shopper's and the admin's) journeys through several pages.
test.describe.configure({ timeout: 120_000 });

/**
 * Adds one to a signed-in shopper's cart once the page has loaded their server cart, and waits until the
 * server has saved it (a click before that load, or a page load before that save, loses the line today).
 */
async function addToSavedCart(page: Page, product: CatalogProduct) {
  const isCart = (method: string) => (response: Response) =>
    response.url().includes('/api/cart/') && response.request().method() === method;
  const loaded = page.waitForResponse(isCart('GET'));
  await page.goto(`/product/${product._id}`);
  await loaded;
  const saved = page.waitForResponse(isCart('PUT'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`1 ${product.name} added to cart`)).toBeVisible();
  expect((await saved).ok()).toBe(true);
}

test('the address of a first order fills the profile and the next checkout; a ticked box replaces it', async ({
  page,
}, testInfo) => {
  const [first, second, third] = await productsInStock(page.request, 3);
  await addToCart(page, first!, 1);
  const shopper = await registerInBrowser(page);
  await page.goto('/checkout');
  const form = checkoutForm(page);
  await expect(form.getByText('We will save this address to your profile')).toBeVisible();
  await fillShipping(page);
  await keepScreenshot(page, testInfo, 'checkout-first-order', form.getByLabel('Phone'));
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await seeOrdersAfterPlacing(page);

  const profile = page.getByRole('region', { name: shopper.name });
  await expect(profile.getByText('House 7, Road 11, Banani')).toBeVisible();
  await expect(profile.getByText('Dhaka City, Dhaka, Dhaka Division, 1213')).toBeVisible();
  await expect(profile.getByText('No shipping address yet')).toHaveCount(0);

  // The next checkout starts filled in, the picked place too.
  await addToSavedCart(page, second!);
  await page.goto('/checkout');
  const expected = {
    'Full Name': shopper.name,
    Email: shopper.email,
    Address: 'House 7, Road 11, Banani',
    'Postal Code': '1213',
    Phone: '01712345678',
  };
  for (const [label, value] of Object.entries(expected)) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(form.getByLabel('Upazila / Thana')).toHaveValue('9001');
  const save = form.getByRole('checkbox', { name: 'Save to my profile for next time' });
  await expect(save).not.toBeChecked();
  await keepScreenshot(page, testInfo, 'checkout-prefilled', save);

  // A gift elsewhere, not saved: the profile keeps its address.
  await form.getByLabel('Address').fill('Flat 5C, Road 27, Dhanmondi');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await seeOrdersAfterPlacing(page);
  await expect(profile.getByText('House 7, Road 11, Banani')).toBeVisible();

  // A move, saved: the ticked box makes it the profile's address.
  await addToSavedCart(page, third!);
  await page.goto('/checkout');
  await form.getByLabel('Address').fill('Flat 5C, Road 27, Dhanmondi');
  await form.getByLabel('Postal Code').fill('1209');
  await save.check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await seeOrdersAfterPlacing(page);
  await expect(profile.getByText('Flat 5C, Road 27, Dhanmondi')).toBeVisible();
  await expect(profile.getByText('Dhaka City, Dhaka, Dhaka Division, 1209')).toBeVisible();
  await keepScreenshot(page, testInfo, 'profile-address-saved', profile.getByText('Phone: 01712345678'));

  // The profile form starts with the same place picked.
  await profile.getByRole('button', { name: 'Edit profile' }).click();
  await expect(profile.getByLabel('Division')).toHaveValue('6');
  await expect(profile.getByLabel('Upazila / Thana')).toHaveValue('9001');
  await keepScreenshot(page, testInfo, 'profile-form', profile.getByLabel('Upazila / Thana'));
});

test('a paid order the shopper deletes is cancelled and its payment refunded, on both sides', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await startCardCheckout(page);
  await payInCardDialog(page, '4242 4242 4242 4242');
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await seeOrdersAfterPlacing(page);

  const mine = (await (await page.request.get('/api/orders/mine')).json()).data as { _id: string }[];
  const shortId = mine[0]!._id.slice(-6).toUpperCase();
  const card = page
    .getByRole('region', { name: 'My Orders' })
    .getByRole('listitem')
    .filter({ hasText: shortId });
  await card.getByRole('button', { name: `Delete order #${shortId}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this order?' });
  await expect(confirm).toContainText('You paid by card: we will refund you');
  await confirm.getByRole('button', { name: 'Delete Order' }).click();
  // The sandbox card returns its test money at once (a real provider is asked the same way).
  await expect(page.getByText('Order cancelled. Your payment has been refunded.')).toBeVisible();

  // Still listed, as the shopper's record of the money returned.
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('Refunded');
  await page.reload();
  await expect(card).toContainText('Refunded');
  await keepScreenshot(page, testInfo, 'my-orders-refunded', card);

  // The owner sees the refund and its provider, on a phone too.
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = testInfo.project.use;
  const adminContext = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    extraHTTPHeaders: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.1` },
  });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await searchList(admin, 'Search orders', shortId);
  const orderLink = admin.getByRole('link', { name: `Order #${shortId}`, exact: true });
  const adminRow = listRow(admin, orderLink);
  await expect(adminRow).toContainText('Cancelled');
  await expect(adminRow).toContainText('Refunded');
  // Long customer emails are cut with an ellipsis; the list never widens the page beyond the screen.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport!.width,
  );
  await orderLink.click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${shortId}` })).toBeVisible();
  const payment = admin.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText(/Refunded ৳[\d,.]+ through sandbox/);
  await keepScreenshot(admin, testInfo, 'admin-order-refunded', payment);
  await expect(payment.getByRole('button', { name: 'Mark as refunded' })).toHaveCount(0);
  await adminContext.close();
});

test('after a declined card, a card that pays leaves only "Payment successful!" on screen', async ({
  page,
}, testInfo) => {
  await startCardCheckout(page);

  // The open dialog hides the rest of the page from the accessibility tree, toasts included.
  const toasts = page.locator('[role="status"]');
  const modal = await payInCardDialog(page, '4000 0000 0000 0002');
  await expect(modal.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(toasts.filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'card-declined', modal.getByRole('alert'));

  await payInCardDialog(page, '4242 4242 4242 4242');
  await expect(toasts.filter({ hasText: 'Payment successful!' })).toBeVisible();
  // At that very moment, not seconds later when an old toast would have timed out by itself.
  expect(await page.getByText('Your card was declined.').count()).toBe(0);
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
});
