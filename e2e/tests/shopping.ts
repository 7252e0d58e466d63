import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.js';

/* Steps every shopping journey takes: products with stock, the cart, an account, the checkout form. */

export interface CatalogProduct {
  _id: string;
  name: string;
  nameBn: string | null;
  price: number;
  imageUrl: string;
  category: 'plants' | 'tools' | 'soils' | 'fertilizers';
  stock: number;
}

/** Products with plenty of stock, so parallel journeys never run a shelf empty. */
export async function productsInStock(request: APIRequestContext, count: number): Promise<CatalogProduct[]> {
  const response = await request.get('/api/tools');
  const { data } = (await response.json()) as { data: CatalogProduct[] };
  const picked = data.filter((product) => product.stock >= 20).slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * A visitor's Add to Cart on the product page, with its '{n} {name} added to cart' toast, in the page's
 * language (a shopper with the Bangla cookie reads the product's Bangla name).
 */
export async function addToCart(page: Page, product: CatalogProduct, quantity: number) {
  await page.goto(`/product/${product._id}`);
  const bangla = (await pageLanguage(page)) === 'bn';
  const name = bangla && product.nameBn ? product.nameBn : product.name;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const increase = bangla ? 'পরিমাণ বাড়ান' : 'Increase quantity';
  for (let n = 1; n < quantity; n++) await page.getByRole('button', { name: increase }).click();
  await page.getByRole('button', { name: bangla ? 'কার্টে যোগ করুন' : 'Add to Cart' }).click();
  const count = bangla ? String(quantity).replace(/\d/g, (d) => BANGLA_DIGITS[Number(d)]!) : String(quantity);
  await expect(
    page.getByText(bangla ? `${count}টি ${name} কার্টে যোগ হয়েছে` : `${quantity} ${name} added to cart`),
  ).toBeVisible();
}

/** Registers through Better Auth's API inside the browser context, which signs the context in. */
export async function registerInBrowser(page: Page): Promise<{ uid: string; name: string; email: string }> {
  const name = 'Nusrat Jahan';
  const email = `shopper-${randomUUID()}@example.com`;
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'green-thumb-2024' },
    headers: { origin },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { user: { id: string } };
  return { uid: body.user.id, name, email };
}

/** The page's language, as the server rendered it (the `lang` cookie or Accept-Language chose it). */
export async function pageLanguage(page: Page): Promise<'en' | 'bn'> {
  return (await page.locator('html').getAttribute('lang')) === 'bn' ? 'bn' : 'en';
}

/** The checkout's words a journey reads or types into, in each language. */
export const CHECKOUT_WORDS = {
  en: {
    fullName: 'Full Name',
    phone: 'Phone',
    address: 'Address',
    postalCode: 'Postal Code',
    division: 'Division',
    district: 'District',
    upazila: 'Upazila / Thana',
    placeOrder: 'Place Order',
    placed: 'Order placed successfully!',
    thanks: 'Thank you!',
    seeOrders: 'See my orders',
  },
  bn: {
    fullName: 'পুরো নাম',
    phone: 'ফোন',
    address: 'ঠিকানা',
    postalCode: 'পোস্ট কোড',
    division: 'বিভাগ',
    district: 'জেলা',
    upazila: 'উপজেলা / থানা',
    placeOrder: 'অর্ডার করুন',
    placed: 'অর্ডার সফলভাবে দেওয়া হয়েছে!',
    thanks: 'ধন্যবাদ!',
    seeOrders: 'আমার অর্ডারগুলো দেখুন',
  },
} as const;

/**
 * After Place Order: the order's confirmation page ("Thank you! Your order is placed", or "Thank you!
 * Payment received" for a card), then its "See my orders" link to the profile, where My Orders lists it.
 */
export async function seeOrdersAfterPlacing(page: Page) {
  const words = CHECKOUT_WORDS[await pageLanguage(page)];
  await expect(page).toHaveURL(/\/checkout\/result\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: words.thanks })).toBeVisible();
  await page.getByRole('link', { name: words.seeOrders }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

export function checkoutForm(page: Page) {
  const placeOrder = new RegExp(`^(${CHECKOUT_WORDS.en.placeOrder}|${CHECKOUT_WORDS.bn.placeOrder})$`);
  return page.locator('form').filter({ has: page.getByRole('button', { name: placeOrder }) });
}

/**
 * Picks division → district → upazila/thana with the pickers. Places are given as an English page
 * names them, "Dhaka (ঢাকা)"; a Bangla page names them in Bangla alone, "ঢাকা", and so do its labels.
 */
export async function pickArea(
  scope: Pick<Page, 'getByLabel'>,
  area: { division: string; district: string; upazila: string },
  language: 'en' | 'bn' = 'en',
) {
  const words = CHECKOUT_WORDS[language];
  const option = (name: string) => ({ label: language === 'bn' ? /\((.+)\)$/.exec(name)![1]! : name });
  await scope.getByLabel(words.division, { exact: true }).selectOption(option(area.division));
  await scope.getByLabel(words.district, { exact: true }).selectOption(option(area.district));
  await scope.getByLabel(words.upazila, { exact: true }).selectOption(option(area.upazila));
}

export const DHAKA_CITY = {
  division: 'Dhaka (ঢাকা)',
  district: 'Dhaka (ঢাকা)',
  upazila: 'Dhaka City (ঢাকা মহানগর)',
};

/** A Banani address inside Dhaka City, with the phone as a shopper may type it (stored as 01712345678). */
export async function fillShipping(page: Page) {
  const language = await pageLanguage(page);
  const words = CHECKOUT_WORDS[language];
  const form = checkoutForm(page);
  await form.getByLabel(words.phone).fill('+880 1712-345678');
  await pickArea(form, DHAKA_CITY, language);
  await form.getByLabel(words.address).fill('House 7, Road 11, Banani');
  await form.getByLabel(words.postalCode).fill('1213');
}

export function cartButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Cart,/ });
}

/** Pays in the open card dialog with a sandbox test card (4242… succeeds, 4000 0000 0000 0002 is declined). */
export async function payInCardDialog(page: Page, cardNumber: string) {
  const modal = page.getByRole('dialog', { name: 'Pay by card' });
  await modal.getByLabel('Card number').fill(cardNumber);
  await modal.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await modal.getByLabel('CVC').fill('123');
  await modal.getByRole('button', { name: /^Pay ৳/ }).click();
  return modal;
}

/** A new shopper with one product in the cart, at checkout, who has chosen Card and pressed Place Order. */
export async function startCardCheckout(page: Page): Promise<CatalogProduct> {
  const [product] = await productsInStock(page.request, 1);
  await addToCart(page, product!, 1);
  await registerInBrowser(page);
  await page.goto('/checkout');
  await fillShipping(page);
  await page.getByRole('radio', { name: /^Card \(test payment\)/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  return product!;
}

export const ADMIN = { email: 'admin@plantopia.test', password: 'admin-password-e2e' };

/** Signs the page in as the shop's admin (set by the e2e server's ADMIN_EMAIL) and opens the orders. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}
