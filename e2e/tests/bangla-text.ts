import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/*
 * Issue 13's check of a Bangla page: a screenshot of the step, then the page's visible text with what may
 * stay Latin taken out. What remains must hold no Latin word, and every price must use Bangla digits.
 */
const BRANDS = ['Plantopia', 'bKash', 'SSLCommerz', 'Visa', 'Mastercard', 'Google', 'PDF'];
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const URL_TEXT = /https?:\/\/\S+/g;
// The order number, the last six hex digits of its id ("#1A2B3C").
const ORDER_NUMBER = /#[0-9A-F]{6}\b/g;

export interface BanglaPageCheck {
  /** The shopper's typed name and other text the shopper or the product content brought in English. */
  allowed?: string[];
}

function literally(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Keeps a screenshot of the step and asserts the page shows no English UI text and only Bangla-digit prices. */
export async function expectBanglaPage(page: Page, step: string, { allowed = [] }: BanglaPageCheck = {}) {
  await page.screenshot({ path: test.info().outputPath(`${step}.png`), fullPage: true });
  const { text, options } = await page.evaluate(() => ({
    text: document.body.innerText,
    // Place names in the address pickers are written in both scripts, "Dhaka (ঢাকা)", by design.
    options: [...document.querySelectorAll('select option')].map((option) => option.textContent ?? ''),
  }));

  const prices = text.match(/৳\s?[\d০-৯,.]*\d[\d০-৯,.]*|৳\s?[০-৯][০-৯,.]*/g) ?? [];
  expect(
    prices.filter((price) => /\d/.test(price)),
    `${step}: prices with English digits`,
  ).toEqual([]);

  // E-mail addresses and URLs first: a brand inside one ("hello@plantopia.com.bd") goes with it.
  let rest = text.replace(EMAIL, ' ').replace(URL_TEXT, ' ');
  for (const option of options.filter(Boolean)) rest = rest.split(option).join(' ');
  for (const phrase of [...allowed, ...BRANDS].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(literally(phrase), 'gi'), ' ');
  }
  rest = rest.replace(ORDER_NUMBER, ' ');
  const english = rest.split('\n').filter((line) => /[A-Za-z]{2,}/.test(line));
  expect(english, `${step}: lines with English UI text`).toEqual([]);
}
