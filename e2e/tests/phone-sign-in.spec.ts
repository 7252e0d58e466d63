import { randomInt } from 'node:crypto';
import { readBangla } from './bangla-steps.js';
import { expect, keepScreenshot, test, untilHydrated } from './fixtures.js';
import { sentAbout } from './sent-messages.js';
import {
  addToCart,
  CHECKOUT_WORDS,
  checkoutForm,
  DHAKA_CITY,
  pickArea,
  productsInStock,
  seeOrdersAfterPlacing,
} from './shopping.js';

/*
 * Issue 26's mobile-number sign-in (docs/decisions/037), as a shopper on a phone in Bangla meets it: at
 * the checkout, signed out, with no account and no email. The code comes from the SMS the shop wrote to
 * DATA_DIR/sms, as a shopper reads it on their phone; so do the order's messages.
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, 'the journey runs at phone width');

const inBangla = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

type Sms = { to: string; text: string };

test('a Bangla shopper signs up with a mobile number at the checkout and pays cash on delivery; the SMS hold the code and the order', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.slow();
  // A number of this run's own: the shop keeps one account per number.
  const phone = `017${String(randomInt(10_000_000, 100_000_000))}`;
  await readBangla(context, baseURL!);
  const [product] = await productsInStock(page.request, 1);
  await addToCart(page, product!, 1);

  await page.goto('/checkout');
  await untilHydrated(page);
  const step = page.getByRole('region', { name: 'চালিয়ে যেতে আপনার মোবাইল নম্বর যাচাই করুন' });
  await step.getByLabel('মোবাইল নম্বর').fill(inBangla(phone));
  await step.getByRole('button', { name: 'কোড পাঠান' }).click();
  await expect(step.getByText(`${inBangla(phone)} নম্বরে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে।`)).toBeVisible();

  const codes = () =>
    sentAbout<Sms>('sms', 'প্ল্যান্টোপিয়া কোড').then((all) => all.filter((sms) => sms.to === phone));
  await expect.poll(async () => (await codes()).length).toBe(1);
  const code = /\b(\d{6})\b/.exec((await codes())[0]!.text)![1]!;
  await step.getByLabel('৬ অঙ্কের কোড').fill(inBangla(code));
  await keepScreenshot(page, testInfo, 'otp-step-bn-390', step);
  await step.getByRole('button', { name: 'যাচাই করে এগিয়ে যান' }).click();

  // Signed in on the same page: the checkout itself, the verified number in its phone field.
  const words = CHECKOUT_WORDS.bn;
  const form = checkoutForm(page);
  await expect(form.getByLabel(words.phone)).toHaveValue(inBangla(phone));
  await expect(page).toHaveURL(/\/checkout$/);
  await form.getByLabel(words.fullName).fill('রহিমা আক্তার');
  await pickArea(form, DHAKA_CITY, 'bn');
  await form.getByLabel(words.address).fill('বাড়ি ৭, রোড ১১, বনানী');
  await page.getByRole('radio', { name: /^ক্যাশ অন ডেলিভারি/ }).check();
  await page.getByRole('button', { name: words.placeOrder }).click();
  await expect(page.getByText(words.placed)).toBeVisible();
  await seeOrdersAfterPlacing(page);

  const orders = (await (await page.request.get('/api/orders/mine')).json()).data as Array<{ _id: string }>;
  expect(orders).toHaveLength(1);
  const number = orders[0]!._id.slice(-6).toUpperCase();
  const about = () =>
    sentAbout<Sms>('sms', `#${number}`).then((all) => all.filter((sms) => sms.to === phone));
  await expect.poll(async () => (await about()).length).toBeGreaterThan(0);
  expect((await about())[0]!.text).toMatch(/^প্ল্যান্টোপিয়া/);
  // The account has no email: the order's messages are the SMS, and no mail went anywhere for it.
  const mails = await sentAbout<Sms>('mail', number);
  expect(mails.filter((mail) => mail.to !== 'admin@plantopia.test')).toEqual([]);
});

test('the login page offers the mobile number beside the email', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await readBangla(context, baseURL!);
  await page.goto('/login');
  await untilHydrated(page);
  await page.getByRole('tab', { name: 'মোবাইল দিয়ে' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel('মোবাইল নম্বর')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'কোড পাঠান' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'login-phone-tab-bn-390', page.getByRole('main'));
});
