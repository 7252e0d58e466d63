import { expect, test } from './fixtures.js';
import {
  addToCart,
  checkoutForm,
  fillShipping,
  productsInStock,
  registerInBrowser,
  signInAsAdmin,
} from './shopping.js';

test('a shopper buys, the admin delivers the order, the shopper reviews it and the product page shows the new average', async ({
  page,
  browser,
}, testInfo) => {
  // One product per project, so the desktop and phone runs never review the same one.
  const products = await productsInStock(page.request, 4);
  const product = products[testInfo.project.name === 'phone' ? 3 : 2]!;

  // The shopper buys it, cash on delivery.
  await addToCart(page, product, 1);
  const shopper = await registerInBrowser(page);
  await page.goto('/checkout');
  await expect(checkoutForm(page).getByLabel('Full Name')).toHaveValue(shopper.name);
  await fillShipping(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  const orders = (await (await page.request.get('/api/orders/mine')).json()).data as Array<{ _id: string }>;
  const shortId = orders[0]!._id.slice(-6).toUpperCase();

  // Not delivered yet: no review form.
  await page.goto(`/product/${product._id}`);
  await expect(
    page.getByText('Reviews come from shoppers whose order with this product was delivered.'),
  ).toBeVisible();

  // The admin walks the order through every status the dashboard offers.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('button', { name: `Order #${shortId} from ${shopper.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Order #${shortId}` });
  await expect(dialog.getByRole('link', { name: 'Invoice (PDF)' })).toBeVisible();
  for (const status of ['Accepted', 'Shipped', 'Delivered']) {
    await dialog.getByLabel('Update status').selectOption({ label: status });
    await dialog.getByRole('button', { name: `Confirm: ${status}` }).click();
    await expect(dialog.locator('dd').first()).toHaveText(status);
  }
  await adminContext.close();

  // The shopper rates it: a click on the fourth star checks the radio '4 stars', and writes a line.
  await page.reload();
  const rating = page.getByRole('group', { name: 'Your rating' });
  await rating.locator('label').nth(3).click();
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByLabel('Your review (optional)').fill('Arrived well packed and works well.');
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();

  // The page shows the new average, the review, and the rating in the server-rendered page too.
  const summary = page.getByTestId('rating-summary');
  await expect(summary).toContainText('4.0');
  await expect(summary).toContainText('(1 review)');
  const review = page.getByTestId('review').filter({ hasText: 'Arrived well packed' });
  await expect(review).toContainText('Verified buyer');
  await expect(page.getByRole('button', { name: 'Update review' })).toBeVisible();

  const html = await (
    await page.request.get(`/product/${product._id}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain('"aggregateRating"');
  expect(html).toContain('"ratingValue":4');

  // The invoice of the order is a PDF the shopper may open.
  const invoice = await page.request.get(`/api/orders/${orders[0]!._id}/invoice`);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
});
