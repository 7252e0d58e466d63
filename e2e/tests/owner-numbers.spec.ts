import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, untilHydrated } from './fixtures.js';
import { sentAbout } from './sent-messages.js';
import { signInAsAdmin } from './shopping.js';

/*
 * Issue 24's journeys for the owner's numbers and stock: a shopper asks to hear when a sold-out plant
 * returns and hears it once the owner restocks it; the owner sees a new order in today's report and
 * exports the orders as a CSV whose text reads back.
 */

test.describe.configure({ timeout: 90_000 });

/** A tool of this journey's own (no other journey moves its stock), created by the owner. */
async function soldOutTool(admin: APIRequestContext, baseURL: string): Promise<{ id: string; name: string }> {
  const name = `Pruning saw ${randomUUID().slice(0, 6)}`;
  const response = await admin.post('/api/tools', {
    headers: { origin: baseURL },
    data: {
      name,
      description: `${name}: a folding saw for roses.`,
      price: 420,
      stock: 0,
      brand: 'Krishi Pro',
    },
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { data: { _id: string } }).data._id, name };
}

async function placeCashOrder(page: Page, baseURL: string, productId: string, phone: string) {
  const placed = await page.request.post('/api/orders', {
    headers: { origin: baseURL },
    data: {
      items: [{ _id: productId, quantity: 1 }],
      paymentMethod: 'cod',
      shipping: {
        name: 'Nasrin Akter',
        email: 'nasrin@example.com',
        address: 'House 7, Road 4, Uttara',
        city: 'Dhaka',
        state: 'Dhaka',
        postalCode: '1230',
        country: 'Bangladesh',
        phone,
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { _id: string } }).data._id;
}

test('a shopper asks to hear when a sold-out tool is back; the owner restocks it and one email arrives', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const tool = await soldOutTool(page.request, baseURL!);

  const shopper = await (await browser.newContext()).newPage();
  const email = `waiting-${randomUUID().slice(0, 8)}@example.com`;
  await shopper.goto(`/product/${tool.id}`);
  await untilHydrated(shopper);
  const form = shopper.getByRole('form', { name: 'Tell me when it is back' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(shopper.getByText('Thank you! We will let you know when it is back in stock.')).toBeVisible();

  // The owner records 5 received from the product's page in the back office.
  const restocked = await page.request.post(`/api/admin/products/${tool.id}/stock-adjustments`, {
    headers: { origin: baseURL! },
    data: { reason: 'received', quantity: 5, note: 'From the supplier' },
  });
  expect(restocked.ok(), await restocked.text()).toBe(true);

  const sent = () => sentAbout<{ to: string; text: string }>('mail', tool.name);
  await expect.poll(async () => (await sent()).map((mail) => mail.to), { timeout: 20_000 }).toEqual([email]);
  expect((await sent())[0]!.text).toMatch(/unsubscribe|stop/i);
});

test('the owner sees a new order in today’s report and exports the orders as a CSV that reads back', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const tool = await soldOutTool(page.request, baseURL!);
  await page.request.post(`/api/admin/products/${tool.id}/stock-adjustments`, {
    headers: { origin: baseURL! },
    data: { reason: 'received', quantity: 3, note: '' },
  });
  const ordersToday = async () => {
    await page.goto('/admin/reports?period=today');
    const figure = page
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: /^Orders$/ }) })
      .last();
    return Number((await figure.locator('dd').first().innerText()).replace(/\D/g, ''));
  };
  const before = await ordersToday();
  const phone = `0171${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await placeCashOrder(page, baseURL!, tool.id, phone);
  await expect.poll(ordersToday, { timeout: 15_000 }).toBeGreaterThan(before);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // The orders list, searched by the phone, exported: the file holds that order, Bangla-safe for Excel.
  await page.goto(`/admin/orders?q=${phone.slice(-6)}`);
  await untilHydrated(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const text = await readFile(file!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(phone);
  expect(text).toContain('Nasrin Akter');
});
