import { expect, SMOKE, test } from './fixtures.js';
import {
  addToCart,
  cartButton,
  checkoutForm,
  fillShipping,
  productsInStock,
  registerInBrowser,
  seeOrdersAfterPlacing,
  startCardCheckout,
} from './shopping.js';

test(
  'a visitor fills a cart, signs in, finds it merged and pays cash on delivery',
  SMOKE,
  async ({ page }) => {
    const [trowel, gloves, shears] = await productsInStock(page.request, 3);
    await addToCart(page, trowel!, 2);
    await addToCart(page, gloves!, 1);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

    // An earlier visit left a cart on the server: the same product twice over, and one more.
    const shopper = await registerInBrowser(page);
    const origin = new URL(page.url()).origin;
    const earlier = await page.request.put(`/api/cart/${shopper.uid}`, {
      data: {
        cart: [
          { _id: gloves!._id, quantity: 2 },
          { _id: shears!._id, quantity: 1 },
        ],
      },
      headers: { origin },
    });
    expect(earlier.ok()).toBe(true);

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 6 items');
    // Loading another page while signed in shows the same cart: it is merged once, at sign-in.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 6 items');
    await cartButton(page).click();
    const dropdown = page.getByRole('region', { name: 'Cart' });
    await expect(dropdown.getByRole('link', { name: trowel!.name })).toBeVisible();
    await expect(dropdown.getByLabel(`Quantity of ${gloves!.name}`, { exact: true })).toHaveText('3');
    await expect(dropdown.getByLabel(`Quantity of ${shears!.name}`, { exact: true })).toHaveText('1');
    await dropdown.getByRole('link', { name: 'Checkout' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkoutForm(page).getByLabel('Full Name')).toHaveValue(shopper.name);
    await expect(checkoutForm(page).getByLabel('Email')).toHaveValue(shopper.email);
    await fillShipping(page);
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    const total = trowel!.price * 2 + gloves!.price * 3 + shears!.price + 100;
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    await seeOrdersAfterPlacing(page);
    const orders = page.getByRole('region', { name: 'My Orders' });
    await expect(orders.getByText('Pending')).toBeVisible();
    await expect(orders.getByText('6 items')).toBeVisible();
    await expect(
      orders.getByText(`৳${total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`),
    ).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
    const serverCart = await page.request.get(`/api/cart/${shopper.uid}`);
    expect((await serverCart.json()).data).toEqual([]);
  },
);

test('a shopper pays by card with 4242 4242 4242 4242 and sees the order paid', async ({ page }) => {
  const product = await startCardCheckout(page);

  const modal = page.getByRole('dialog', { name: 'Pay by card' });
  await expect(modal.getByText('This is a TEST payment. No real money is charged.')).toBeVisible();
  await modal.getByLabel('Card number').fill('4242 4242 4242 4242');
  await modal.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await modal.getByLabel('CVC').fill('123');
  await modal.getByRole('button', { name: /^Pay ৳/ }).click();

  await expect(page.getByText('Payment successful!')).toBeVisible();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await seeOrdersAfterPlacing(page);
  await page
    .getByRole('region', { name: 'My Orders' })
    .getByRole('button', { name: /^Order #/ })
    .click();
  const detail = page.getByRole('dialog', { name: /^Order #/ });
  await expect(detail.getByText('Card', { exact: true })).toBeVisible();
  await expect(detail.getByText('Paid', { exact: true })).toBeVisible();
  await expect(detail.getByText(product!.name)).toBeVisible();
});

test('a declined card 4000 0000 0000 0002 shows the decline and places no order', async ({ page }) => {
  await startCardCheckout(page);

  const modal = page.getByRole('dialog', { name: 'Pay by card' });
  await modal.getByLabel('Card number').fill('4000 0000 0000 0002');
  await modal.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await modal.getByLabel('CVC').fill('123');
  await modal.getByRole('button', { name: /^Pay ৳/ }).click();
  await expect(modal.getByRole('alert')).toHaveText('Your card was declined.');

  await modal.getByRole('button', { name: 'Cancel Payment' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  const mine = await page.request.get('/api/orders/mine');
  expect((await mine.json()).data).toEqual([]);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'My Orders' }).getByText('No orders yet')).toBeVisible();
});
