import { openSection } from './back-office-steps.js';
import { expect, test } from './fixtures.js';
import {
  addToCart,
  checkoutForm,
  DHAKA_CITY,
  pickArea,
  productsInStock,
  registerInBrowser,
  seeOrdersAfterPlacing,
  signInAsAdmin,
} from './shopping.js';

const MOULVIBAZAR = {
  division: 'Sylhet (সিলেট)',
  district: 'Moulvibazar (মৌলভীবাজার)',
  upazila: 'Sreemangal (শ্রীমঙ্গল)',
};
const taka = (amount: number) => `৳${amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

// Journeys of a shopper on a phone (390 px), as most shoppers here are.
test.beforeEach(({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone journey');
});

test('the owner prices a delivery zone; a shopper picks an address in it and the order is charged its fee', async ({
  page,
  browser,
  baseURL,
}) => {
  // The owner adds a zone for one district (no other journey delivers there, so their ৳100 holds).
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await openSection(admin, 'Delivery');
  await expect(admin).toHaveURL(/\/admin\/delivery$/);
  await admin.getByRole('button', { name: 'Add a zone' }).click();
  // The new zone is the last group with a name field (its legend follows the name as it is typed).
  const zone = admin
    .getByRole('group')
    .filter({ has: admin.getByLabel('Zone name', { exact: true }) })
    .last();
  await zone.getByLabel('Zone name', { exact: true }).fill('Moulvibazar tea gardens');
  await zone.getByLabel('Fee (৳)').fill('70');
  await zone.getByText(/^Whole districts/).click();
  await zone.getByRole('checkbox', { name: 'Moulvibazar (মৌলভীবাজার)' }).check();
  await expect(zone.getByText('Moulvibazar (মৌলভীবাজার) district')).toBeVisible();
  await admin.getByRole('button', { name: 'Save delivery charges' }).click();
  await expect(admin.getByText('Delivery charges saved')).toBeVisible();
  await adminContext.close();

  const [product] = await productsInStock(page.request, 1);
  await addToCart(page, product!, 1);
  await registerInBrowser(page);
  await page.goto('/checkout');
  const form = checkoutForm(page);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Choose your upazila or thana for its delivery fee');

  await form.getByLabel('Phone').fill('01812-345678');
  await pickArea(form, MOULVIBAZAR);
  await form.getByLabel('Address').fill('Tea Resort Road, Radhanagar');
  // The fee for the picked place shows before the order is placed.
  await expect(summary).toContainText('Moulvibazar tea gardens');
  await expect(summary).toContainText(taka(product!.price + 70));
  // Inside Dhaka City it is still the ৳100 of the default table.
  await pickArea(form, DHAKA_CITY);
  await expect(summary).toContainText('Inside Dhaka City');
  await expect(summary).toContainText(taka(product!.price + 100));
  await pickArea(form, MOULVIBAZAR);
  await expect(summary).toContainText(taka(product!.price + 70));

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await seeOrdersAfterPlacing(page);
  await expect(
    page.getByRole('region', { name: 'My Orders' }).getByText(taka(product!.price + 70)),
  ).toBeVisible();
  const mine = (await (await page.request.get('/api/orders/mine')).json()).data as {
    summary: { shipping: number };
    shipping: { city: string; phone: string };
  }[];
  expect(mine[0]).toMatchObject({
    summary: { shipping: 70 },
    shipping: { city: 'Sreemangal, Moulvibazar', phone: '01812345678' },
  });
});

test('a phone number that is not a Bangladeshi mobile gets a clear message beside the field, and no order', async ({
  page,
}) => {
  const [product] = await productsInStock(page.request, 1);
  await addToCart(page, product!, 1);
  await registerInBrowser(page);
  await page.goto('/checkout');
  const form = checkoutForm(page);
  await pickArea(form, DHAKA_CITY);
  await form.getByLabel('Address').fill('House 7, Road 11, Banani');
  await form.getByLabel('Phone').fill('0123 456');
  await page.getByRole('button', { name: 'Place Order' }).click();

  const phone = form.getByLabel('Phone');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(
    form.getByText(/^Phone must be a Bangladeshi mobile number: 11 digits starting 013–019/),
  ).toBeVisible();
  await expect(phone).toBeFocused();
  const mine = await page.request.get('/api/orders/mine');
  expect((await mine.json()).data).toEqual([]);

  await phone.fill('01712 345678');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
});
