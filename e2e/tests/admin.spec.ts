import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { listRow, openSection, screenHeader, searchList } from './back-office-steps.js';
import { expect, SMOKE, test } from './fixtures.js';
import { signInAsAdmin } from './shopping.js';

// Whole journeys through the back office, the shop and back: longer than one page's default minute.
test.describe.configure({ timeout: 120_000 });

/* ---------- helpers ---------- */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG made here: a green square with a lighter diagonal band. */
function makePng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const band = Math.abs(x - y) < size / 6;
      row.set(band ? [120, 200, 90] : [31, 77, 51], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** taka as the shop shows it: ৳1,25,000.00 */
function taka(amount: number): string {
  return `৳${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

/** A form field by its label, whether or not the label carries the required-field asterisk. */
function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

type FieldValue = string | number | boolean | string[];

interface Journey {
  category: 'plants' | 'tools' | 'soils' | 'fertilizers';
  card: string;
  singular: string;
  /** Form label → value; selects get their option value, lists their rows, checkboxes true. */
  fields: Record<string, FieldValue>;
  /** What the product page shows for those attributes: each one a fact, a paragraph or a list entry. */
  shows: string[];
}

const unique = () => randomUUID().slice(0, 6);

const JOURNEYS: Journey[] = [
  {
    category: 'plants',
    card: 'Plants',
    singular: 'Plant',
    fields: {
      Subcategory: 'Flowering Plants',
      Light: 'medium',
      'Flowering season': 'monsoon',
      'Watering Frequency': 'biweekly',
      Size: 'large',
      Difficulty: 'hard',
      'Indoor / Outdoor': 'outdoor',
      'Mature Height': '90 to 120 cm',
      'Growth Rate': 'slow',
      'Seasonal Instructions': 'Mulch the roots before the monsoon rains.',
      'Pet friendly': true,
      'Featured product': true,
      'Shipping weight (kg)': 3.25,
      Features: ['Fragrant blooms', 'Attracts butterflies'],
      'Care Instructions': ['Deadhead spent flowers'],
    },
    shows: [
      'Medium',
      'Monsoon',
      'Every two weeks',
      'Large',
      'Hard',
      'Outdoor',
      '90 to 120 cm',
      'Slow',
      'Mulch the roots before the monsoon rains.',
      'Fragrant blooms',
      'Attracts butterflies',
      'Deadhead spent flowers',
    ],
  },
  {
    category: 'tools',
    card: 'Tools',
    singular: 'Tool',
    fields: {
      Subcategory: 'Watering Tools',
      Brand: 'Krishi Pro',
      Material: 'aluminum',
      'Handle Type': 'telescopic',
      Dimensions: '120 x 10 x 8 cm',
      'Weight (kg)': 1.4,
      Warranty: '2 years',
      Usage: 'Watering hanging baskets on the roof.',
      Maintenance: 'Drain after each use.',
      'Weather resistant': true,
      'Featured product': true,
      Features: ['Adjustable spray'],
      'Care Instructions': ['Store in shade'],
      'Safety Instructions': ['Keep away from power lines'],
    },
    shows: [
      'Krishi Pro',
      'Aluminum',
      'Telescopic',
      '120 x 10 x 8 cm',
      '1.4 kg',
      '2 years',
      'Watering hanging baskets on the roof.',
      'Drain after each use.',
      'Adjustable spray',
      'Store in shade',
      'Keep away from power lines',
    ],
  },
  {
    category: 'soils',
    card: 'Soils',
    singular: 'Soil',
    fields: {
      Subcategory: 'Garden Soil',
      pH: 6.8,
      'Weight (kg)': 20,
      'Coverage (sq ft)': '40 sq ft',
      'Packaging Size': '20 kg sack',
      Texture: 'coarse',
      'Drainage Rating': 'moderate',
      'Water Retention': 'low',
      'Application Instructions': 'Mix into the top 15 cm of the bed.',
      'Storage Instructions': 'Keep the sack closed and dry.',
      Organic: true,
      'Featured product': true,
      Features: ['Sieved'],
      'Care Instructions': ['Loosen before use'],
      Composition: ['River silt', 'Leaf mould'],
      Nutrients: ['Potassium'],
      'Best For': ['Vegetable beds'],
    },
    shows: [
      '6.8',
      '20 kg',
      '40 sq ft',
      '20 kg sack',
      'Coarse',
      'Moderate',
      'Low',
      'Mix into the top 15 cm of the bed.',
      'Keep the sack closed and dry.',
      'Sieved',
      'Loosen before use',
      'River silt',
      'Leaf mould',
      'Potassium',
      'Vegetable beds',
    ],
  },
  {
    category: 'fertilizers',
    card: 'Fertilizers',
    singular: 'Fertilizer',
    fields: {
      Subcategory: 'Plant Food',
      'NPK Ratio': '12-6-9',
      Type: 'mineral',
      'Application Method': 'spray',
      'Release Type': 'quick-release',
      'Weight (kg)': 0.5,
      'Coverage (sq ft)': '200 sq ft',
      'Packaging Size': '500 ml bottle',
      'Application Instructions': 'Dilute 5 ml in a litre of water.',
      'Storage Instructions': 'Away from children.',
      Organic: false,
      'Featured product': true,
      Features: ['Fast acting'],
      'Care Instructions': ['Shake well'],
      Composition: ['Seaweed extract'],
      Nutrients: ['Nitrogen', 'Iron'],
      'Best For': ['Balcony pots'],
    },
    shows: [
      '12-6-9',
      'Mineral',
      'Spray',
      'Quick release',
      '0.5 kg',
      '200 sq ft',
      '500 ml bottle',
      'Dilute 5 ml in a litre of water.',
      'Away from children.',
      'Fast acting',
      'Shake well',
      'Seaweed extract',
      'Nitrogen',
      'Iron',
      'Balcony pots',
    ],
  },
];

async function fillField(form: ReturnType<Page['locator']>, label: string, value: FieldValue) {
  if (Array.isArray(value)) {
    for (const [index, row] of value.entries()) {
      if (index > 0) await form.getByRole('button', { name: `Add to ${label}` }).click();
      await form.getByLabel(`${label} ${index + 1}`, { exact: true }).fill(row);
    }
    return;
  }
  const control = form.getByLabel(labelled(label));
  if (typeof value === 'boolean') {
    await control.setChecked(value);
  } else if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
    await control.selectOption(String(value));
  } else {
    await control.fill(String(value));
  }
}

/* ---------- journeys ---------- */

for (const journey of JOURNEYS) {
  test(`the admin adds a ${journey.singular.toLowerCase()} with an uploaded image and every attribute, then changes its price`, async ({
    page,
  }) => {
    const name = `E2E ${journey.singular} ${unique()}`;
    const price = 345.5;
    await signInAsAdmin(page);

    await openSection(page, 'Products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    await page.getByRole('button', { name: new RegExp(`^${journey.card}`) }).click();
    // The category is in the address, so Back returns to the choice.
    await expect(page).toHaveURL(new RegExp(`/admin/products/new\\?category=${journey.category}$`));
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: `Add ${journey.singular}` }) });
    await expect(form).toBeVisible();

    await form.getByLabel(labelled('Name')).fill(name);
    await form.getByLabel(labelled('Description')).fill(`${name}: grown and packed for Bangladeshi gardens.`);
    await form.getByLabel(labelled('Price (৳)')).fill(String(price));
    await form.getByLabel(labelled('Stock')).fill('25');
    for (const [label, value] of Object.entries(journey.fields)) await fillField(form, label, value);

    await form
      .getByLabel('Image file')
      .setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: makePng() });
    await form.getByRole('button', { name: 'Upload Image' }).click();
    await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
    await expect(form.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', /^\/uploads\//);

    await form.getByRole('button', { name: `Add ${journey.singular}` }).click();
    await expect(page.getByText(`${journey.singular} added successfully`)).toBeVisible();
    // Back to the products, where the new one is listed.
    await expect(page).toHaveURL(/\/admin\/products$/);
    await searchList(page, 'Search products', name);
    await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();

    // The shop's listing shows it with its image; its page shows the attributes.
    await page.goto(`/${journey.category}?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('link', { name: new RegExp(name) }).first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('main')).toContainText(taka(price));
    const image = page.locator('main img').first();
    await expect(image).toHaveAttribute('src', /\/uploads\//);
    await card.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const shownTexts = (await page.getByRole('main').locator('dd, li, p').allInnerTexts()).map((t) =>
      t.trim(),
    );
    for (const shown of journey.shows) expect(shownTexts, shown).toContain(shown);

    // Edit its price in the back office; the listing follows.
    await page.goto('/admin/products');
    // The search goes into the address, so the list can be bookmarked and Back returns to it.
    await searchList(page, 'Search products', name);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/products\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
    await expect(page.getByLabel(labelled('Name'))).toHaveValue(name);
    await page.getByLabel(labelled('Price (৳)')).fill('399.99');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    // Saved, it goes back to the list it was opened from, search and all.
    await expect(page).toHaveURL(/\/admin\/products\?q=/);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(name);

    await page.goto(`/${journey.category}?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('main')).toContainText(taka(399.99));
    await expect(page.getByRole('main')).not.toContainText(taka(price));
  });
}

test('the admin writes, edits and deletes a blog post, and /blogs follows each step', async ({ page }) => {
  const title = `Monsoon balcony care ${unique()}`;
  await signInAsAdmin(page);
  await openSection(page, 'Blog');
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await page.getByRole('button', { name: 'Add New Blog Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Blog Post' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Author', { exact: true }).fill('Nusrat Jahan');
  await dialog.getByLabel('Bangla Author').fill('নুসরাত জাহান');
  await dialog.getByLabel('Tags (comma-separated)', { exact: true }).fill('monsoon, balcony, ');
  await dialog.getByLabel('Bangla Title').fill('বর্ষায় বারান্দার যত্ন');
  const content = dialog.getByLabel('Content', { exact: true });
  await content.fill('Keep pots off the floor when it pours.');
  // Select "pots" and make it bold with the toolbar.
  await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(5, 9));
  await dialog.getByRole('toolbar').first().getByRole('button', { name: 'Bold' }).click();
  await expect(content).toHaveValue('Keep <strong>pots</strong> off the floor when it pours.');
  await expect(dialog.locator('strong', { hasText: 'pots' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish Post' }).click();
  await expect(page.getByText('Blog post created successfully!')).toBeVisible();
  await expect(page.getByText(title, { exact: true }).filter({ visible: true })).toBeVisible();

  await page.goto('/blogs');
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();

  await page.goto('/admin/blog');
  await page
    .getByRole('button', { name: `Edit ${title}` })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await editor.getByLabel('Title', { exact: true }).fill(`${title} (updated)`);
  await editor.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Blog post updated successfully!')).toBeVisible();

  await page.goto('/blogs');
  await expect(page.getByRole('main')).toContainText(`${title} (updated)`);

  await page.goto('/admin/blog');
  await page
    .getByRole('button', { name: `Delete ${title} (updated)` })
    .first()
    .click();
  await expect(page.getByText('Are you sure you want to delete this blog post?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Blog post deleted successfully')).toBeVisible();

  await page.goto('/blogs');
  await expect(page.getByRole('heading', { name: 'Our Blog' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(title);
});

/** A shopper with an order of their own, placed through the API, in a browser context of their own. */
async function shopperWithOrder(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  const name = 'Farhana Islam';
  const email = `shopper-${randomUUID()}@example.com`;
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'green-thumb-2024' },
    headers: { origin: baseURL },
  });
  expect(signUp.ok()).toBe(true);
  const tools = (await (await context.request.get('/api/tools')).json()).data as {
    _id: string;
    stock: number;
  }[];
  const product = tools.find((t) => t.stock >= 10)!;
  const placed = await context.request.post('/api/orders', {
    headers: { origin: baseURL },
    data: {
      items: [{ _id: product._id, quantity: 1 }],
      paymentMethod: 'cod',
      shipping: {
        name,
        email,
        address: 'House 3, Road 2, Mirpur DOHS',
        city: 'Dhaka',
        state: 'Dhaka',
        postalCode: '1216',
        country: 'Bangladesh',
        phone: '+8801812345678',
      },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).data as { _id: string };
  return { context, name, orderId: order._id, shortId: order._id.slice(-6).toUpperCase() };
}

test(
  'the admin finds an order, opens its page and moves it from pending to delivered; the shopper’s My Orders shows each status',
  SMOKE,
  async ({ page, browser, baseURL }) => {
    const shopper = await shopperWithOrder(browser, baseURL!);
    const shopperPage = await shopper.context.newPage();
    const myOrderCard = () => shopperPage.getByRole('listitem').filter({ hasText: shopper.shortId });
    await shopperPage.goto('/profile');
    await expect(myOrderCard()).toContainText('Pending');

    // The orders list finds it by its number; its row opens the order's own page.
    await signInAsAdmin(page);
    await searchList(page, 'Search orders', shopper.shortId);
    const link = page.getByRole('link', { name: `Order #${shopper.shortId}`, exact: true });
    await expect(listRow(page, link)).toContainText('Pending');
    await expect(listRow(page, link)).toContainText(shopper.name);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${shopper.orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${shopper.shortId}` })).toBeVisible();
    const header = screenHeader(page);
    await expect(header).toContainText('Pending');
    const status = page.getByRole('region', { name: 'Status', exact: true });
    const timeline = page.getByRole('region', { name: 'Timeline', exact: true });
    await expect(timeline).toContainText('Order placed');

    const steps = [
      { from: 'Pending', status: 'Accepted', message: 'Order has been accepted', customer: 'Processing' },
      {
        from: 'Accepted',
        status: 'Shipped',
        message: 'Order has been marked as shipped',
        customer: 'Shipped',
      },
      {
        from: 'Shipped',
        status: 'Delivered',
        message: 'Order has been marked as delivered',
        customer: 'Delivered',
      },
    ];
    for (const step of steps) {
      const select = status.getByLabel('Update status');
      // Only the moves the server allows are offered.
      await expect(select.locator('option', { hasText: step.status })).toHaveCount(1);
      await expect(select.locator('option', { hasText: 'Pending' })).toHaveCount(0);
      await select.selectOption({ label: step.status });
      await status.getByRole('button', { name: `Confirm: ${step.status}` }).click();
      await expect(page.getByText(step.message)).toBeVisible();
      await expect(header).toContainText(step.status);
      // The timeline says who moved it, from what to what.
      await expect(timeline).toContainText(`Status: ${step.from} → ${step.status}`);

      await shopperPage.reload();
      await expect(myOrderCard()).toContainText(step.customer);
    }
    await expect(status).toContainText('its status can no longer change');
    await expect(timeline).toContainText('(admin)');
    // Back to the list it was opened from (its search kept), which shows the new status.
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(shopper.shortId);
    await expect(listRow(page, link)).toContainText('Delivered');
    await shopper.context.close();
  },
);
