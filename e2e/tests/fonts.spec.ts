import type { Locator, Page } from '@playwright/test';
import { expect, keepScreenshot, test, untilHydrated } from './fixtures.js';

/*
 * Decision 019. Chromium reports which font drew each glyph: a face the page brought (`isCustomFont`) or
 * one of the system's. Debian's Chromium here has Noto Sans Bengali Regular installed, as Android phones
 * do, so the Bangla face's `local()` source draws regular Bangla text without a download; its SemiBold is
 * not installed and comes from the shop.
 */

const BENGALI_FONT_FILE = /noto-sans-bengali-bengali-\d+-normal-[^/]*\.woff2$/;

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts Chromium drew the text directly inside `element` with (DevTools protocol). */
async function fontsDrawing(page: Page, element: Locator): Promise<PlatformFont[]> {
  await element.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const selector = '[data-font-probe]';
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  await element.evaluate((node) => node.removeAttribute('data-font-probe'));
  return fonts;
}

async function firstProductPath(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/plants?limit=1')).json()) as {
    data: Array<{ _id: string }>;
  };
  return `/product/${list.data[0]?._id}`;
}

test('the taka sign of a price is drawn by the shop’s own font, without downloading the Bengali font', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontFiles.push(request.url());
  });
  await page.goto(await firstProductPath(page));
  const price = page.locator('main p', { hasText: /^৳[\d,.]+$/ }).first();
  await expect(price).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  const fonts = await fontsDrawing(page, price);
  // Its digits are Inter's (or, when Inter was late, the matched system font's); its ৳, one glyph, comes
  // from the inlined face cut from Noto Sans Bengali (SemiBold: prices are bold).
  const taka = fonts.filter((font) => font.familyName.startsWith('Noto Sans Bengali'));
  expect(taka).toEqual([expect.objectContaining({ isCustomFont: true, glyphCount: 1 })]);
  expect(fontFiles.filter((url) => BENGALI_FONT_FILE.test(url))).toEqual([]);
});

test('Bangla text is drawn in Noto Sans Bengali, downloaded only once Bangla appears, conjuncts shaped', async ({
  page,
}, testInfo) => {
  const bengaliFiles: string[] = [];
  page.on('request', (request) => {
    if (BENGALI_FONT_FILE.test(request.url())) bengaliFiles.push(request.url());
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  expect(bengaliFiles).toEqual([]);
  // The sample goes into the page once React has it: added before, React would find HTML it did not render.
  await untilHydrated(page);

  // The shop's Bangla catalog and interface arrive with issue 13; the font must not wait for them.
  await page.evaluate(() => {
    const sample = document.createElement('section');
    sample.id = 'bangla-sample';
    sample.lang = 'bn';
    sample.className = 'mx-4 my-6 rounded-xl bg-white p-4';
    sample.innerHTML = `
      <h2 class="text-2xl font-bold">গোলাপ গাছ — ৳১,২৫,০০০.০০</h2>
      <p id="bangla-conjuncts" class="mt-2 text-base">ক্ষেত্র, জ্ঞান, যন্ত্র, স্বাস্থ্য, ব্রাহ্মণবাড়িয়া, মানিকগঞ্জ</p>`;
    document.querySelector('main')?.prepend(sample);
  });
  const sample = page.locator('#bangla-sample');
  await expect(sample).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  // Every Bengali glyph in Noto Sans Bengali: the Latin font (Inter, or its matched fallback when Inter was
  // late) draws only the five commas and five spaces. A box or another Bengali font would add glyphs there.
  const fonts = await fontsDrawing(page, page.locator('#bangla-conjuncts'));
  expect(fonts.map((font) => font.familyName)).toContain('Noto Sans Bengali');
  const latin = fonts.filter((font) => !font.familyName.startsWith('Noto Sans Bengali'));
  expect(latin.reduce((glyphs, font) => glyphs + font.glyphCount, 0)).toBe(10);
  // The bold heading's weight is not installed here: the shop's SemiBold file is downloaded for it.
  const heading = await fontsDrawing(page, page.locator('#bangla-sample h2'));
  expect(heading).toContainEqual(
    expect.objectContaining({ familyName: 'Noto Sans Bengali SemiBold', isCustomFont: true }),
  );
  expect(bengaliFiles.length).toBeGreaterThan(0);
  // Shaped: ক্ষ is one glyph (a conjunct), not ক, the hasant and ষ side by side. Measured against the same
  // letters with a zero-width non-joiner, which forbids the conjunct.
  const widths = await page.evaluate(() => {
    const measure = (text: string) => {
      const span = document.createElement('span');
      span.textContent = text;
      document.getElementById('bangla-conjuncts')?.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return { conjunct: measure('ক্ষ'), apart: measure('ক্\u200Cষ') };
  });
  expect(widths.conjunct).toBeLessThan(widths.apart);
  await keepScreenshot(page, testInfo, 'bangla-font', sample);
});
