import { randomUUID } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { expect, test } from './fixtures.js';
import {
  ADMIN,
  addToCart,
  checkoutForm,
  fillShipping,
  productsInStock,
  registerInBrowser,
  seeOrdersAfterPlacing,
} from './shopping.js';

const taka = (amount: number) => `৳${amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** A code the admin creates through the API: 10% off tools, for a day. */
async function createToolsCode(): Promise<string> {
  const admin = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { origin: BASE_URL },
  });
  const signIn = await admin.post('/api/auth/sign-in/email', { data: ADMIN });
  expect(signIn.ok()).toBe(true);
  const code = `TOOLS${randomUUID().slice(0, 6).toUpperCase()}`;
  const created = await admin.post('/api/admin/coupons', {
    data: {
      code,
      kind: 'percent',
      value: 10,
      categories: ['tools'],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  await admin.dispose();
  return code;
}

test('a shopper applies the admin’s code in the cart and the placed order is discounted by it', async ({
  page,
}) => {
  const code = await createToolsCode();
  const [tool] = await productsInStock(page.request, 1);
  await addToCart(page, tool!, 2);
  await page.goto('/cart');

  await page.getByLabel('Discount code').fill('no-such-code');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText(/No such code: NO-SUCH-CODE/);
  await page.getByRole('button', { name: 'Remove code' }).click();

  await page.getByLabel('Discount code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  const poisha = Math.round(tool!.price * 100) * 2;
  const discount = Math.floor(poisha / 10) / 100;
  const total = (poisha + 100_00) / 100 - discount;
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText(`Code ${code}`)).toBeVisible();
  await expect(summary.getByText(`-${taka(discount)}`)).toBeVisible();
  await expect(summary.getByText(taka(total), { exact: true })).toBeVisible();

  await registerInBrowser(page);
  await page.goto('/checkout');
  await expect(checkoutForm(page).getByText(`${code} applied`)).toBeVisible();
  await fillShipping(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await seeOrdersAfterPlacing(page);
  const orders = page.getByRole('region', { name: 'My Orders' });
  await expect(orders.getByText(taka(total))).toBeVisible();
  await orders.getByRole('button', { name: /^Order #/ }).click();
  const detail = page.getByRole('dialog', { name: /^Order #/ });
  await expect(detail.getByText(`Code ${code}`)).toBeVisible();
  await expect(detail.getByText(`-${taka(discount)}`)).toBeVisible();
});
