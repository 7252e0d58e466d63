import { randomUUID } from 'node:crypto';
import { listRow } from './back-office-steps.js';
import { expect, keepScreenshot, test, untilHydrated } from './fixtures.js';
import { signInAsAdmin } from './shopping.js';

// A file checked, read row by row and imported in the background: longer than one page's default minute.
test.describe.configure({ timeout: 120_000 });

/** 50 plants in the export's columns; row 12's price is no number and row 31's stock is negative. */
function catalogFile(prefix: string): string {
  const lines = ['sku,category,subcategory,name,name_bn,description,price,stock,featured'];
  for (let i = 0; i < 50; i++) {
    const price = i === 10 ? 'cheap' : i % 2 ? '"৳১,২৫০"' : '450';
    const stock = i === 29 ? '-4' : String(5 + i);
    lines.push(
      `${prefix}-${i},plants,Indoor Plants,Fern ${prefix} ${i},ফার্ন ${i},A fern from the spring list,${price},${stock},no`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

test('the owner imports a 50-row CSV: sees the two refused rows and why, then imports the other 48', async ({
  page,
}, testInfo) => {
  const prefix = `IMP${randomUUID().slice(0, 6).toUpperCase()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import products from CSV' })).toBeVisible();
  await untilHydrated(page);

  await page.getByLabel('CSV file').setInputFiles({
    name: 'spring-catalog.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(catalogFile(prefix)),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();

  // The dry run: 48 new, 2 refused, each refused row with its column and reason.
  await expect(page.getByText('spring-catalog.csv')).toBeVisible();
  const figures = page.locator('dl');
  await expect(figures.getByText('48')).toBeVisible();
  await expect(figures.getByText('2', { exact: true })).toBeVisible();
  await page.getByLabel('Show').selectOption('refused');
  const priceRow = listRow(page, page.getByText(`${prefix}-10`, { exact: true }));
  await expect(priceRow.getByText('must be a number')).toBeVisible();
  await expect(priceRow.getByText('price', { exact: true })).toBeVisible();
  const stockRow = listRow(page, page.getByText(`${prefix}-29`, { exact: true }));
  await expect(stockRow.getByText('must be 0 or more')).toBeVisible();
  await keepScreenshot(page, testInfo, 'product-import-dry-run', priceRow);

  await page.getByRole('button', { name: 'Import 48 without the refused rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Imported 48, failed 0, skipped 0.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'product-import-done', page.getByRole('progressbar'));

  // The products are in the shop's list, a Bangla price read as taka; the refused ones are not.
  await page.getByRole('link', { name: 'Back to products' }).first().click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(`Fern ${prefix} 1`);
  await expect(page.getByText(`Fern ${prefix} 1`, { exact: true })).toBeVisible();
  await expect(
    listRow(page, page.getByText(`Fern ${prefix} 1`, { exact: true })).getByText('৳1,250.00'),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(`Fern ${prefix} 10`);
  await expect(page.getByText('0 products')).toBeVisible();
});
