import { addRoseAndOpenCart, browsePlants, readBangla, searchAndOpenRose } from './bangla-steps.js';
import { expect, SMOKE, test } from './fixtures.js';

/*
 * Issue 13 on the storefront's own pages: a Bangla shopper searches in Bangla from the listing's search
 * box, opens the product (Bangla name, description, price in Bangla digits, Bangla <title>) and finds
 * it named in Bangla in the cart. Server-rendered and hydrated without warnings (the fixture checks).
 */
test(
  'a Bangla shopper searches গোলাপ, opens the rose and sees it in Bangla in the cart',
  SMOKE,
  async ({ page, context, baseURL }) => {
    await readBangla(context, baseURL!);
    await browsePlants(page);
    await page.screenshot({ path: test.info().outputPath('plants-bangla.png'), fullPage: false });

    await searchAndOpenRose(page);
    await page.screenshot({ path: test.info().outputPath('product-bangla.png'), fullPage: true });

    await addRoseAndOpenCart(page);
    await page.screenshot({ path: test.info().outputPath('cart-bangla.png'), fullPage: false });

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'আমাদের ব্লগ' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('blogs-bangla.png'), fullPage: false });
  },
);
