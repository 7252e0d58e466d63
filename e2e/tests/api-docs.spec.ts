import { BASE_URL } from '../playwright.config.js';
import { expect, test } from './fixtures.js';

// The OpenAPI document, browsable for the authors of other clients, within the shop's CSP (fixtures.ts).
test('the API documentation renders at /api/docs from the shop itself', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${BASE_URL}/`) && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Plantopia API/ })).toBeVisible();
  await expect(page.getByText('/api/ready').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-docs.png') });
  expect(foreign, 'requests to other hosts (a CDN)').toEqual([]);
});
