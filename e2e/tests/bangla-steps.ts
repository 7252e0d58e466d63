import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, untilHydrated } from './fixtures.js';

/* The steps a Bangla shopper takes on the storefront, shared by bangla-storefront and bangla-journey. */

export const BANGLA_PRICE = /৳[০-৯,]+\.[০-৯]{2}/;
export const ROSE = 'কলমের লাল গোলাপ';

export async function readBangla(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL }]);
}

export async function browsePlants(page: Page) {
  await page.goto('/plants');
  await expect(page.getByRole('heading', { level: 1, name: 'গাছ' })).toBeVisible();
  await expect(page).toHaveTitle('গাছ · Plantopia');
}

/** Searches গোলাপ in the listing's search box, opens the rose it finds by its Bangla name, and returns its id. */
export async function searchAndOpenRose(page: Page): Promise<string> {
  // Typed before the app runs, the text would sit in the server's input and never reach the search.
  await untilHydrated(page);
  await page.getByRole('searchbox', { name: 'খুঁজুন' }).fill('গোলাপ');
  await expect(page).toHaveURL(/q=%E0%A6%97%E0%A7%8B%E0%A6%B2%E0%A6%BE%E0%A6%AA/);
  const rose = page.getByRole('link', { name: ROSE });
  await expect(rose).toBeVisible();
  await rose.click();

  await expect(page.getByRole('heading', { level: 1, name: ROSE })).toBeVisible();
  await expect(page).toHaveTitle(`${ROSE} · Plantopia`);
  await expect(page.getByText(/^মখমলের মতো লাল, লম্বা ডাঁটার/)).toBeVisible();
  await expect(page.getByText(BANGLA_PRICE).first()).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/**
 * Names of the products that have no Bangla name (other journeys add English-only products as they run,
 * in every category): product content a Bangla page shows as it was written.
 */
export async function productNamesWithoutBangla(request: APIRequestContext): Promise<string[]> {
  const lists = await Promise.all(
    ['plants', 'tools', 'soils', 'fertilizers'].map(async (category) => {
      const { data } = (await (await request.get(`/api/${category}?limit=100`)).json()) as {
        data: { name: string; nameBn?: string | null }[];
      };
      return data.filter((product) => !product.nameBn).map((product) => product.name);
    }),
  );
  return lists.flat();
}

/** Adds the open product page's rose to the cart (the toast names it in Bangla) and opens the cart. */
export async function addRoseAndOpenCart(page: Page) {
  await page.getByRole('button', { name: 'কার্টে যোগ করুন' }).click();
  await expect(page.getByText(`১টি ${ROSE} কার্টে যোগ হয়েছে`)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'শপিং কার্ট' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'পণ্যসমূহ' }).getByRole('link', { name: ROSE })).toBeVisible();
}

/**
 * The English names of the delivery zones the owner gave no Bangla name (shop content, shown as written):
 * the default zones have one; a zone another journey saved may not.
 */
export async function deliveryZoneNames(request: APIRequestContext): Promise<string[]> {
  const { data } = (await (await request.get('/api/shipping-rates')).json()) as {
    data: { zones: { name: string; nameBn: string | null }[] };
  };
  return data.zones.filter((zone) => !zone.nameBn).map((zone) => zone.name);
}
