import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { BASE_URL, FOREIGN_ORIGIN_PORT, STOREFRONT_ORIGIN_PORT } from '../playwright.config.js';

/*
 * The open API (issue 14): a storefront on another origin, listed in CORS_ORIGINS (playwright.config.ts),
 * lists products and shows their images from the shop in a real browser, and signs a shopper in with
 * cookies; a page on an origin that is not listed cannot read any answer.
 */

const STOREFRONT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another storefront</title></head>
<body><h1>Another storefront</h1><ul id="products"></ul><p id="status">loading</p>
<script>
  const api = ${JSON.stringify(BASE_URL)};
  fetch(api + '/api/plants?limit=4', { credentials: 'include' })
    .then((response) => response.json())
    .then(({ data }) => {
      for (const product of data) {
        const item = document.createElement('li');
        const image = document.createElement('img');
        image.alt = product.name;
        image.width = 160;
        image.src = new URL(product.imageUrl, api) + '?w=320';
        item.append(image, product.name);
        document.getElementById('products').append(item);
      }
      document.getElementById('status').textContent = 'listed';
    })
    .catch((error) => { document.getElementById('status').textContent = 'refused: ' + error.name; });
</script></body></html>`;

function servePage(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(STOREFRONT_PAGE);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test.describe.configure({ mode: 'serial' });
// One browser size is enough for a CORS check, and the two page servers own fixed ports.
test.skip(({ isMobile }) => isMobile, 'runs once, in the desktop project');

let servers: Server[] = [];
test.beforeAll(async () => {
  servers = await Promise.all([servePage(STOREFRONT_ORIGIN_PORT), servePage(FOREIGN_ORIGIN_PORT)]);
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test('a storefront on a listed origin lists products and shows their images', async ({ page }) => {
  await page.goto(`http://localhost:${STOREFRONT_ORIGIN_PORT}/`);
  await expect(page.locator('#status')).toHaveText('listed');
  const images = page.locator('#products img');
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', new RegExp(`^${BASE_URL}/`));
    // Decoded, so the browser let this origin show it (Cross-Origin-Resource-Policy: cross-origin).
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await page.screenshot({ path: test.info().outputPath('storefront.png') });

  // Credentials included: the demo shopper signs in from the storefront, and the session is read back.
  const session = await page.evaluate(async (api) => {
    const signIn = await fetch(`${api}/api/auth/sign-in/email`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shopper@plantopia.test', password: 'plantopia-demo' }),
    });
    const current = await fetch(`${api}/api/auth/get-session`, { credentials: 'include' });
    return { signIn: signIn.status, user: (await current.json())?.user?.email };
  }, BASE_URL);
  expect(session).toEqual({ signIn: 200, user: 'shopper@plantopia.test' });
});

test('a page on an origin that is not listed cannot read an answer', async ({ page }) => {
  await page.goto(`http://localhost:${FOREIGN_ORIGIN_PORT}/`);
  await expect(page.locator('#status')).toHaveText('refused: TypeError');
  await expect(page.locator('#products img')).toHaveCount(0);
});
