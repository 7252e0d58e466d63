import type { Page } from '@playwright/test';
import { readBangla } from './bangla-steps.js';
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

test('an SSLCommerz payment that fails ends the order; the shopper can order again', async ({
  page,
}, testInfo) => {
  const product = await checkoutWith(page, /^Card \/ mobile banking/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'SSLCommerz test gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).click();

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

test('an SSLCommerz payment cancelled on the gateway comes back to the held order, which can still be paid', async ({
  page,
}, testInfo) => {
  await checkoutWith(page, /^Card \/ mobile banking/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'SSLCommerz test gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  await expect(page.getByText(/is reserved for you until/)).toBeVisible();
  await keepScreenshot(
    page,
    testInfo,
    'payment-result-cancelled-held',
    page.getByRole('heading', { name: 'Waiting for your payment' }),
  );
  await page.getByRole('button', { name: /^Pay with Card \/ mobile banking/ }).click();
  await expect(page.getByRole('heading', { name: 'SSLCommerz test gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Payment received' })).toBeVisible();
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
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(page.getByText('To pay at the door')).toBeVisible();
});

test('Back from the bKash page finds the held order at the checkout, with pay now and cash on delivery', async ({
  page,
}, testInfo) => {
  await checkoutWith(page, /^bKash/);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'bKash test checkout' })).toBeVisible();
  await page.goBack();

  await expect(page).toHaveURL(/\/checkout$/);
  const held = page.getByRole('region', { name: 'Your order is waiting for payment' });
  await expect(held).toContainText(/Order #[0-9A-F]{6} for ৳[\d,.]+ is reserved for you until/);
  await expect(held.getByRole('button', { name: 'Pay with bKash' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'checkout-held-order', held);
  await held.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
  await expect(page).toHaveURL(/\/checkout\/result\//);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await keepScreenshot(
    page,
    testInfo,
    'order-confirmation-cash',
    page.getByRole('heading', { name: 'Thank you! Your order is placed' }),
  );
});

/** A bKash order placed through the API by a new shopper signed in in the page's browser. */
async function heldBkashOrder(page: Page, baseURL: string) {
  const [product] = await productsInStock(page.request, 1);
  await page.goto('/');
  await registerInBrowser(page);
  const placed = await page.request.post('/api/orders', {
    headers: { origin: baseURL },
    data: {
      items: [{ _id: product!._id, quantity: 1 }],
      paymentMethod: 'bkash',
      shipping: {
        name: 'Nusrat Jahan',
        email: 'nusrat@example.com',
        address: 'House 7, Road 11, Banani',
        postalCode: '1213',
        phone: '01712345678',
        divisionId: 6,
        districtId: 47,
        upazilaId: 9001,
      },
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).data as { _id: string; paymentDueAt: string };
}

test.describe('a Bangla shopper whose phone is set to another time zone', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('the bKash waiting page fits the screen and says until when the order is held, in Dhaka time and Bangla', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await readBangla(context, baseURL!);
    const order = await heldBkashOrder(page, baseURL!);
    await page.goto(`/checkout/result/${order._id}`);
    await expect(page.getByRole('heading', { name: 'আপনার পেমেন্টের অপেক্ষায়' })).toBeVisible();

    const due = new Date(Date.parse(order.paymentDueAt) + 6 * 60 * 60 * 1000);
    const clock = `${String(due.getUTCHours()).padStart(2, '0')}:${String(due.getUTCMinutes()).padStart(2, '0')}`;
    const bangla = clock.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
    const held = page.getByText(/পর্যন্ত আপনার জন্য সংরক্ষিত আছে/);
    await expect(held).toContainText(`${bangla} পর্যন্ত`);
    // The order number is a code and stays as it is; the clock is Bangla, 24-hour, without AM/PM.
    await expect(held).not.toContainText(/AM|PM|[0-9]+:[0-9]+/);

    // A phone browser widens its layout to fit what overflows: the page must be no wider than the screen.
    const screenWidth = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
    for (const button of await page.getByRole('main').getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(screenWidth);
    }
    await keepScreenshot(page, testInfo, 'payment-waiting-bangla', held);
  });
});
