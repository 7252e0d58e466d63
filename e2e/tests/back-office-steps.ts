import type { Locator, Page } from '@playwright/test';
import { expect, untilHydrated } from './fixtures.js';
import { pageLanguage } from './shopping.js';

/* Steps through the back office (/admin), shared by the journeys that work orders, products and messages. */

/** The back office's navigation, in English and in Bangla. */
const NAV_WORDS = {
  en: { label: 'Back office', open: 'Sections' },
  bn: { label: 'ব্যাক অফিস', open: 'বিভাগসমূহ' },
} as const;

/**
 * Opens a back-office section by its link in the navigation: the sidebar from 1024 px up, the
 * "Sections" drawer on a phone. `name` is the link's accessible name ("Messages (1 unread)" when counted).
 */
export async function openSection(page: Page, name: string | RegExp) {
  const words = NAV_WORDS[await pageLanguage(page)];
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    await untilHydrated(page);
    await page.getByRole('button', { name: words.open, exact: true }).click();
  }
  await page.getByRole('navigation', { name: words.label }).getByRole('link', { name }).click();
}

/**
 * Types into a list's search box once the page's code runs (typed earlier, the server's input would keep
 * it), and waits for the search to reach the address (`q`), as the list asks the server once typing pauses.
 */
export async function searchList(page: Page, label: string, text: string) {
  await untilHydrated(page);
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

/**
 * A list's row that has `has` in it (a locator from the page, as `filter({ has })` reads it inside the
 * row): a table row from 768 px up, a card on a phone.
 */
export function listRow(scope: Page | Locator, has: Locator): Locator {
  return scope.getByRole('row').or(scope.getByRole('listitem')).filter({ has });
}

/** A back-office screen's heading with the line under it (an order's status, payment and confirmation badges). */
export function screenHeader(page: Page): Locator {
  return page.getByRole('heading', { level: 1 }).locator('xpath=..');
}
