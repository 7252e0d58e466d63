import { randomInt } from 'node:crypto';
import { readBangla } from './bangla-steps.js';
import { expect, keepScreenshot, test } from './fixtures.js';
import { sentAbout } from './sent-messages.js';
import {
  addToCart,
  CHECKOUT_WORDS,
  checkoutForm,
  fillShipping,
  productsInStock,
  registerInBrowser,
  signInAsAdmin,
} from './shopping.js';

/*
 * A gift (issue 26 item 2, docs/behaviour.md §9), on a phone in Bangla: the shopper ticks "This is a
 * gift", names the recipient and writes a note, pays by bKash (a gift is paid online), and finds it on
 * the confirmation and in My Orders; the back office sees the recipient and the note, and when the order
 * ships the recipient gets one SMS.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, 'the journey runs at phone width');
// A shopper's journey, then the shop's.
test.describe.configure({ timeout: 120_000 });

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const inBangla = (digits: string) => digits.replace(/\d/g, (d) => BANGLA_DIGITS[Number(d)]!);

test('a Bangla shopper sends a plant as a gift paid by bKash; its recipient is texted once when it ships', async ({
  page,
  context,
  baseURL,
  browser,
}, testInfo) => {
  // Its own recipient, so the SMS it looks for is this journey's.
  const recipientPhone = `018${String(randomInt(10_000_000, 99_999_999))}`;
  const note = 'শুভ জন্মদিন, আম্মু! সপ্তাহে একবার পানি দিও।';
  await readBangla(context, baseURL!);
  const [product] = await productsInStock(page.request, 1);
  await addToCart(page, product!, 1);
  const shopper = await registerInBrowser(page);
  await page.goto('/checkout');
  await fillShipping(page);

  const form = checkoutForm(page);
  await expect(form.getByRole('radio', { name: /^ক্যাশ অন ডেলিভারি/ })).toBeChecked();
  await form.getByRole('checkbox', { name: 'এটি একটি উপহার' }).check();
  const gift = form.getByRole('group', { name: 'উপহার' });
  await gift.getByLabel('প্রাপকের নাম').fill('আয়েশা সিদ্দিকা');
  await gift.getByLabel('প্রাপকের ফোন').fill(inBangla(recipientPhone));
  await gift.getByLabel('উপহারের বার্তা').fill(note);
  await gift.getByRole('checkbox', { name: 'পাঠানোর সময় প্রাপককে এসএমএস দিন' }).check();
  // A gift is paid online: cash on delivery is gone, and nothing offers to save the recipient's address.
  await expect(form.getByRole('radio', { name: /^ক্যাশ অন ডেলিভারি/ })).toHaveCount(0);
  await expect(form.getByText('উপহারের ঠিকানাটি প্রাপকের, তাই এটি আপনার প্রোফাইলে সংরক্ষণ করা হবে না।')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, 'gift-checkout-bn-390', gift);

  await form.getByRole('radio', { name: /^বিকাশ/ }).check();
  await page.getByRole('button', { name: CHECKOUT_WORDS.bn.placeOrder }).click();
  await expect(page.getByRole('heading', { name: 'bKash test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with bKash' }).click();

  // The confirmation says it is a gift, to whom, with the note.
  await expect(page).toHaveURL(/\/checkout\/result\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: CHECKOUT_WORDS.bn.thanks })).toBeVisible();
  const giftPart = page.getByRole('region', { name: 'উপহার' });
  await expect(giftPart).toContainText('আয়েশা সিদ্দিকা');
  await expect(giftPart).toContainText(inBangla(recipientPhone));
  await expect(giftPart).toContainText(note);
  await expect(giftPart).toContainText('পার্সেলের সঙ্গে কোনো দাম যাবে না');

  // My Orders marks it a gift, and its page shows the recipient and the note.
  await page.getByRole('link', { name: CHECKOUT_WORDS.bn.seeOrders }).click();
  const [order] = (await (await page.request.get('/api/orders/mine')).json()).data as { _id: string }[];
  const shortId = order!._id.slice(-6).toUpperCase();
  const card = page
    .getByRole('region', { name: 'আমার অর্ডার' })
    .getByRole('button', { name: new RegExp(`^অর্ডার #${shortId} অপেক্ষমাণ উপহার`) });
  await expect(card).toContainText('উপহার');
  await card.click();
  const dialog = page.getByRole('dialog', { name: `অর্ডার #${shortId}` });
  await expect(dialog.getByRole('region', { name: 'উপহার' })).toContainText(note);
  await expect(dialog.getByRole('region', { name: 'ডেলিভারির ঠিকানা' })).toContainText('আয়েশা সিদ্দিকা');

  // The shop: the order page shows the gift; accepted, then shipped.
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = testInfo.project.use;
  const staffContext = await browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    extraHTTPHeaders: { 'x-forwarded-for': `10.78.${randomInt(250)}.1` },
  });
  const admin = await staffContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/orders/${order!._id}`);
  const giftCard = admin.getByRole('region', { name: 'Gift', exact: true });
  await expect(giftCard).toContainText('আয়েশা সিদ্দিকা');
  await expect(giftCard).toContainText(note);
  await expect(giftCard).toContainText('Yes: one SMS to আয়েশা সিদ্দিকা');
  for (const status of ['accepted', 'shipped']) {
    const moved = await admin.request.put(`/api/orders/${order!._id}/status`, {
      data: { status },
      headers: { origin: baseURL! },
    });
    expect(moved.ok()).toBe(true);
  }
  await staffContext.close();

  // One SMS to the recipient, in the buyer's language, from the buyer's given name, with no price.
  const giver = shopper.name.split(' ')[0]!;
  await expect
    .poll(async () =>
      (await sentAbout<{ to: string; text: string }>('sms', giver)).filter(
        (sms) => sms.to === recipientPhone,
      ),
    )
    .toEqual([
      expect.objectContaining({
        text: `প্ল্যান্টোপিয়া: ${giver} আপনার জন্য একটি উপহার পাঠিয়েছেন, সেটি এখন পথে। পৌঁছে দেওয়ার আগে কুরিয়ার আপনাকে ফোন করবে।`,
      }),
    ]);
});
