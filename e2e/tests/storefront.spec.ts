import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test, untilHydrated } from './fixtures.js';
import { ADMIN } from './shopping.js';

interface Comment {
  _id: string;
  text: string;
  replies: Array<{ _id: string; text: string }>;
}

interface Product {
  _id: string;
  name: string;
  category: string;
  features: string[];
  careInstructions: string[];
  comments: Comment[];
  [attribute: string]: unknown;
}

/** Every plant attribute with the label the product page shows for it (docs/behaviour.md §4 rule 1 names). */
const PLANT_ATTRIBUTES: Record<string, string> = {
  sunlightNeeds: 'Light',
  wateringFrequency: 'Watering',
  size: 'Size',
  difficulty: 'Care level',
  indoorOutdoor: 'Indoor or outdoor',
  matureHeight: 'Mature height',
  growthRate: 'Growth rate',
  petFriendly: 'Pet friendly',
  floweringSeason: 'Flowering season',
};
const CHOICE_WORDS: Record<string, string> = {
  biweekly: 'Every two weeks',
  both: 'Indoor and outdoor',
  'bright-indirect': 'Bright, indirect',
  none: 'No flowers',
};

/** How a shopper reads a stored value: Yes/No, and 'full-sun' as 'Full sun'. */
function shown(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  if (CHOICE_WORDS[text]) return CHOICE_WORDS[text];
  if (!/^[a-z-]+$/.test(text)) return text;
  const spaced = text.replaceAll('-', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

async function productByName(page: Page, category: string, name: string): Promise<Product> {
  const list = await page.request.get(`/api/${category}?q=${encodeURIComponent(name)}`);
  const match = ((await list.json()).data as Product[]).find((p) => p.name === name);
  expect(match, `${name} is in the demo shop`).toBeDefined();
  const response = await page.request.get(`/api/products/${match!._id}`);
  return (await response.json()).data as Product;
}

/** Registers through Better Auth inside the page's browser context, which signs that context in. */
async function registerInBrowser(page: Page, name: string): Promise<{ uid: string; name: string }> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email: `shopper-${randomUUID()}@example.com`, password: 'green-thumb-2024' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
  return { uid: ((await response.json()) as { user: { id: string } }).user.id, name };
}

/** A second shopper in a browser of their own (own cookies, own network address). */
async function anotherBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  return context.newPage();
}

/** The listing's count of matching products (all pages), as it announces it. */
async function matchCount(page: Page): Promise<number> {
  const total = page.getByRole('main').locator('[aria-live="polite"] strong');
  await expect(total).toBeVisible();
  return Number(await total.textContent());
}

function commentCard(page: Page, text: string): Locator {
  return page.getByTestId('comment').filter({ hasText: text });
}

test('a visitor narrows a category by search and subcategory, keeps the filters on reload, and reads every attribute of a plant', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Shop by Category' })
    .getByRole('link', { name: /^Plants/ })
    .click();
  await expect(page).toHaveURL(/\/plants$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plants' })).toBeVisible();
  // The search below narrows as the visitor types, which the page's code does: it must have taken over.
  await untilHydrated(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12);
  const everything = await matchCount(page);

  await page.getByRole('searchbox', { name: 'Search' }).fill('pot');
  await expect(page).toHaveURL(/[?&]q=pot/);
  await expect.poll(() => matchCount(page)).toBeLessThan(everything);
  const searched = await matchCount(page);
  await expect(cards.filter({ hasText: 'Money Plant (Golden Pothos)' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Red Hibiscus (Joba)' })).toHaveCount(1);

  const moreFilters = page.getByRole('button', { name: 'More filters' });
  if (await moreFilters.isVisible()) await moreFilters.click();
  await page.getByLabel('Subcategory').selectOption('Indoor Plants');
  await expect(page).toHaveURL(/subcategory=Indoor(\+|%20)Plants/);
  await expect(cards.filter({ hasText: 'Red Hibiscus (Joba)' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Money Plant (Golden Pothos)' })).toHaveCount(1);
  const narrowed = await matchCount(page);
  expect(narrowed).toBeLessThan(searched);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('pot');
  await expect(page.getByLabel('Subcategory')).toHaveValue('Indoor Plants');
  await expect(cards.filter({ hasText: 'Money Plant (Golden Pothos)' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Red Hibiscus (Joba)' })).toHaveCount(0);
  expect(await matchCount(page)).toBe(narrowed);

  await cards.getByRole('link', { name: 'Money Plant (Golden Pothos)', exact: true }).click();
  const product = await productByName(page, 'plants', 'Money Plant (Golden Pothos)');
  await expect(page).toHaveURL(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} · Plantopia`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Plants' })).toHaveAttribute('href', '/plants');

  const specifications = page.locator('section', {
    has: page.getByRole('heading', { name: 'Specifications' }),
  });
  for (const [field, label] of Object.entries(PLANT_ATTRIBUTES)) {
    const value = product[field];
    if (value === '' || value === null || value === undefined) continue;
    const row = specifications
      .locator('dl > div')
      .filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
    await expect(row.getByRole('definition'), label).toHaveText(shown(value));
  }
  if (product.seasonalInstructions) {
    await expect(page.getByRole('heading', { name: 'Seasonal care' })).toBeVisible();
    await expect(page.getByText(String(product.seasonalInstructions))).toBeVisible();
  }
  for (const item of [...product.features, ...product.careInstructions]) {
    await expect(page.getByText(item, { exact: true })).toBeVisible();
  }

  // Signed out, the wishlist asks for a login.
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Please login to add items to wishlist')).toBeVisible();
});

test('a shopper comments, replies and deletes their own comment; another shopper cannot delete it', async ({
  page,
  browser,
}, testInfo) => {
  const product = await (async () => {
    await page.goto('/');
    return productByName(page, 'plants', 'Snake Plant (Sansevieria Laurentii)');
  })();
  const shopper = await registerInBrowser(page, 'Rahima Akter');
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Typed before the app has taken the page over (or knows who is signed in), a comment would be
  // posted as nobody's: wait for both, as a shopper's first tap after a slow load does.
  await untilHydrated(page);
  await expect(page.getByRole('link', { name: `Profile of ${shopper.name}` })).toBeVisible();

  const text = `Thriving in my north-facing flat (${randomUUID().slice(0, 8)})`;
  await page.getByLabel('Share your experience').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Comment posted!')).toBeVisible();
  const mine = commentCard(page, text);
  await expect(mine).toContainText(shopper.name);

  await mine.getByRole('button', { name: 'Reply' }).click();
  await mine.getByLabel(`Reply to ${shopper.name}`).fill('Update: a new leaf this week.');
  await mine.getByRole('button', { name: 'Post Reply' }).click();
  await expect(page.getByText('Reply posted!')).toBeVisible();
  await expect(mine.getByTestId('reply')).toContainText('Update: a new leaf this week.');

  // Someone else sees the comment but no Delete on it, and the API refuses a forged delete.
  const stored = (await productByName(page, 'plants', product.name)).comments.find((c) => c.text === text)!;
  const other = await anotherBrowser(browser, testInfo);
  await other.goto('/');
  await registerInBrowser(other, 'Kamal Hossain');
  await other.goto(`/product/${product._id}`);
  const theirs = commentCard(other, text);
  await expect(theirs).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Reply' }).first()).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const forged = await other.request.delete(`/api/plants/${product._id}/comments/${stored._id}`, {
    headers: { origin: new URL(other.url()).origin },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).message).toBe('You can only delete your own comments.');
  await other.context().close();

  // The author deletes it after confirming.
  await mine.getByRole('button', { name: 'Delete' }).first().click();
  await expect(mine.getByText('Delete this comment?')).toBeVisible();
  await mine.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Comment deleted!')).toBeVisible();
  await expect(commentCard(page, text)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(commentCard(page, text)).toHaveCount(0);
});

test('a shopper wishlists a product, finds it on the wishlist and removes it', async ({ page }) => {
  await page.goto('/');
  const product = await productByName(page, 'plants', 'Areca Palm (3–4 ft)');
  await registerInBrowser(page, 'Nusrat Jahan');
  await page.goto(`/product/${product._id}`);
  const add = page.getByRole('button', { name: 'Add to wishlist' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  const card = page.getByRole('main').getByRole('article').filter({ hasText: product.name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
  await expect(page.getByText('Removed from wishlist')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});

test('a reader opens the blog and reads a post', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  const first = page.getByRole('main').getByRole('article').first();
  const title = (await first.getByRole('heading').textContent())!;
  await expect(first).toContainText(/By .+ on \w+ \d{1,2}, \d{4}/);
  await first.getByRole('link', { name: /Read More/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/Published on \w+ \d{1,2}, \d{4}/)).toBeVisible();
  const image = page.getByRole('main').getByRole('img', { name: title });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('a post the owner publishes with hostile HTML reaches shoppers without its script, handler or javascript: link', async ({
  page,
  browser,
  baseURL,
}) => {
  // The owner pastes HTML from elsewhere: the server keeps only its allow-list, and shoppers get that HTML
  // in the server's page and after a navigation alike (the browser has no sanitiser of its own).
  const owner = await browser.newContext({ baseURL });
  const headers = { origin: baseURL! };
  const signedIn = await owner.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signedIn.ok()).toBe(true);
  const title = `Pasted from elsewhere ${randomUUID().slice(0, 8)}`;
  const published = await owner.request.post('/api/blogs', {
    headers,
    data: {
      title,
      author: 'Nadia',
      imageUrl: '',
      tags: [],
      content:
        '<p id="intro">Read this <script>window.__hacked = 1</script></p>' +
        '<img src="/nope.png" onerror="window.__hacked = 2" alt="A fern">' +
        '<a href="javascript:window.__hacked = 3">a bad link</a> <a href="https://example.com/care">a good link</a>',
    },
  });
  expect(published.status()).toBe(201);
  const postId = (await published.json()).data._id as string;

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const expectClean = async () => {
    const article = page.getByRole('article');
    await expect(article.locator('p').filter({ hasText: 'Read this' })).toBeVisible();
    await expect(article.locator('script')).toHaveCount(0);
    await expect(article.locator('[onerror], [onclick]')).toHaveCount(0);
    await expect(article.getByText('a bad link')).not.toHaveAttribute('href', /javascript:/);
    await expect(article.getByText('a good link')).toHaveAttribute('href', 'https://example.com/care');
    await article.getByText('a bad link').click();
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
  };
  // Opened from the list, so the app fetches the post; then the server's own page of it.
  await page.goto('/blogs');
  await untilHydrated(page);
  await page.locator(`main a[href="/blogs/${postId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${postId}$`));
  await expectClean();
  await page.goto(`/blogs/${postId}`);
  await expectClean();
  expect(dialogs).toEqual([]);
  expect((await owner.request.delete(`/api/blogs/${postId}`, { headers })).ok()).toBe(true);
  await owner.close();
});
