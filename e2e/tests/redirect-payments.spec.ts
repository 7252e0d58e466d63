import { expect, keepScreenshot, test } from './fixtures.js';
import { addToCart, checkoutForm, fillShipping, productsInStock, registerInBrowser } from './shopping.js';

/*
 * bKash and SSLCommerz through the local fakes' pages (the e2e config starts them): the order is placed
 * holding its stock, the browser goes to the provider's page, and comes back to the result page that
 * says what the server verified.
 */

async function checkoutWith(page: import('@playwright/test').Page, method: RegExp) {
  const [product] = await productsInStock(page.request, 1);
  await addToCart(page, product!, 1);
  await registerInBrowser(page);
  await page.goto('/checkout');
  await fillShipping(page);
  await page.getByRole('radio', { name: method }).check();
  return product!;
}

test('a bKash checkout goes to bKash, is paid there and lands on "Payment received"', async ({
  page,
}, testInfo) => {
  await checkoutWith(page, /^bKash/);
  await expect(page.locator('p', { hasText: 'What happens next:' })).toContainText('You go to bKash');
  await keepScreenshot(
    page,
    testInfo,
    'checkout-payment-methods',
    page.getByRole('region', { name: 'Payment Method' }),
  );
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'bKash test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with bKash' }).click();

  await expect(page).toHaveURL(/\/checkout\/result\//);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByText(/transaction TRX/)).toBeVisible();
  await keepScreenshot(
    page,
    testInfo,
    'payment-result-paid',
    page.getByRole('heading', { name: 'Payment received' }),
  );
  await page.getByRole('link', { name: 'See my orders' }).click();
  // Paid, so the order waits for the shop like any other (Pending until accepted).
  await expect(page.getByRole('region', { name: 'My Orders' }).getByRole('listitem').first()).toContainText(
    'Pending',
  );
});

test('an SSLCommerz payment that is cancelled ends the order; the shopper can order again', async ({
  page,
}, testInfo) => {
  const product = await checkoutWith(page, /^Card \/ mobile banking/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'SSLCommerz test gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByText(/nothing was charged/)).toBeVisible();
  await keepScreenshot(
    page,
    testInfo,
    'payment-result-failed',
    page.getByRole('heading', { name: 'The payment did not go through' }),
  );
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(checkoutForm(page).getByText(product.name, { exact: true })).toBeVisible();
});

test('an SSLCommerz payment goes through the gateway and its notification, and the order is paid', async ({
  page,
}) => {
  await checkoutWith(page, /^Card \/ mobile banking/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'SSLCommerz test gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
});

test('a shopper who comes back without paying can switch to cash on delivery', async ({ page }, testInfo) => {
  await checkoutWith(page, /^bKash/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'bKash test checkout' })).toBeVisible();
  // The shopper goes back to the shop without acting on bKash's page.
  const orders = (await (await page.request.get('/api/orders/mine')).json()).data as { _id: string }[];
  await page.goto(`/checkout/result/${orders[0]!._id}`);
  await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  await keepScreenshot(
    page,
    testInfo,
    'payment-result-waiting',
    page.getByRole('heading', { name: 'Waiting for your payment' }),
  );
  await page.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed: cash on delivery' })).toBeVisible();
});
