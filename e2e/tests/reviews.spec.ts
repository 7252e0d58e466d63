import { BASE_URL } from '../playwright.config.js';
import { screenHeader } from './back-office-steps.js';
import { expect, test, untilHydrated } from './fixtures.js';
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

test('a shopper buys, the admin delivers the order, the shopper reviews it and the product page shows the new average; every change is mailed and texted', async ({
  page,
  browser,
}, testInfo) => {
  // The longest journey: a purchase, three status changes, their mail and SMS, a review.
  test.slow();
  const isPhone = testInfo.project.name === 'phone';
  // One product per project, so the desktop and phone runs never review the same one.
  const products = await productsInStock(page.request, 4);
  const product = products[isPhone ? 3 : 2]!;
  // The phone run shops in Bangla (the language cookie the language switch sets): its messages are Bangla.
  if (isPhone) {
    await page.context().addCookies([{ name: 'lang', value: 'bn', url: BASE_URL }]);
  }

  // The shopper buys it, cash on delivery.
  await addToCart(page, product, 1);
  const shopper = await registerInBrowser(page);
  await page.goto('/checkout');
  const checkout = CHECKOUT_WORDS[isPhone ? 'bn' : 'en'];
  await expect(checkoutForm(page).getByLabel(checkout.fullName)).toHaveValue(shopper.name);
  await fillShipping(page);
  await page.getByRole('button', { name: checkout.placeOrder }).click();
  await expect(page.getByText(checkout.placed)).toBeVisible();
  const orders = (await (await page.request.get('/api/orders/mine')).json()).data as Array<{ _id: string }>;
  const shortId = orders[0]!._id.slice(-6).toUpperCase();

  // The product page in the shopper's language (the phone run reads Bangla).
  const words = isPhone
    ? {
        onlyBuyers: 'যাঁদের অর্ডারে এই পণ্যটি ডেলিভারি হয়েছে, শুধু তাঁরাই রিভিউ দিতে পারেন।',
        yourRating: 'আপনার রেটিং',
        fourStars: '৪ তারা',
        reviewText: 'আপনার রিভিউ (ঐচ্ছিক)',
        post: 'রিভিউ পোস্ট করুন',
        thanks: 'রিভিউ দেওয়ার জন্য ধন্যবাদ!',
        average: '৪.০',
        count: '(১টি রিভিউ)',
        verified: 'যাচাই করা ক্রেতা',
        update: 'রিভিউ আপডেট করুন',
      }
    : {
        onlyBuyers: 'Reviews come from shoppers whose order with this product was delivered.',
        yourRating: 'Your rating',
        fourStars: '4 stars',
        reviewText: 'Your review (optional)',
        post: 'Post review',
        thanks: 'Thank you for your review!',
        average: '4.0',
        count: '(1 review)',
        verified: 'Verified buyer',
        update: 'Update review',
      };

  // Not delivered yet: no review form.
  await page.goto(`/product/${product._id}`);
  await expect(page.getByText(words.onlyBuyers)).toBeVisible();

  // The admin walks the order through every status its page in the back office offers.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/orders/${orders[0]!._id}`);
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${shortId}` })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Invoice (PDF)' })).toBeVisible();
  await untilHydrated(admin);
  const status = admin.getByRole('region', { name: 'Status', exact: true });
  const trackingCode = `PTH-${shortId}`;
  for (const next of ['Accepted', 'Shipped', 'Delivered']) {
    await status.getByLabel('Update status').selectOption({ label: next });
    if (next === 'Shipped') await status.getByLabel('Tracking code (optional)').fill(trackingCode);
    await status.getByRole('button', { name: `Confirm: ${next}` }).click();
    await expect(screenHeader(admin)).toContainText(next);
  }
  await expect(status.getByText(trackingCode)).toBeVisible();
  await adminContext.close();

  // Each change reached the shopper by email and SMS, in the order's language, naming the order number.
  const expected = isPhone
    ? [
        `আপনার অর্ডার #${shortId} দেওয়া হয়েছে`,
        `আপনার অর্ডার #${shortId} নিশ্চিত হয়েছে`,
        `আপনার অর্ডার #${shortId} পাঠানো হয়েছে`,
        `আপনার অর্ডার #${shortId} পৌঁছে দেওয়া হয়েছে`,
      ]
    : [
        `Your order #${shortId} is placed`,
        `Your order #${shortId} is confirmed`,
        `Your order #${shortId} is on its way`,
        `Your order #${shortId} is delivered`,
      ];
  await expect
    .poll(async () => (await sentAbout<{ text: string }>('sms', `#${shortId}`)).length, { timeout: 15_000 })
    .toBe(4);
  const sms = await sentAbout<{ to: string; text: string }>('sms', `#${shortId}`);
  expect(sms.map((message) => message.to)).toEqual(Array(4).fill('01712345678'));
  // The first SMS has the new order's headline; each later one names the order's new state.
  const smsExpected = [
    expected[0]!,
    ...(isPhone ? ['প্রস্তুত হচ্ছে', 'পাঠানো হয়েছে', 'পৌঁছে গেছে'] : ['Processing', 'Shipped', 'Delivered']).map(
      (state) => `#${shortId}: ${state}`,
    ),
  ];
  for (const line of smsExpected) expect(sms.some((message) => message.text.includes(line))).toBe(true);
  expect(sms.find((message) => message.text.includes(smsExpected[2]!))?.text).toContain(trackingCode);

  await expect
    .poll(async () => (await sentAbout<{ text: string }>('mail', `#${shortId}`)).length, { timeout: 15_000 })
    .toBe(5);
  const mails = await sentAbout<{ to: string; subject: string; text: string; html: string }>(
    'mail',
    `#${shortId}`,
  );
  const toShopper = mails.filter((mail) => mail.to === shopper.email);
  expect(toShopper.map((mail) => mail.subject.split(' | ')[0]).sort()).toEqual([...expected].sort());
  for (const mail of toShopper) expect(mail.html).toContain(`#${shortId}`);
  expect(toShopper.find((mail) => mail.subject.startsWith(expected[2]!))?.text).toContain(trackingCode);
  if (isPhone) expect(toShopper[0]!.text).toMatch(/৳[০-৯]/);
  // The shop owner hears of the new order (ADMIN_EMAIL), in English.
  const toOwner = mails.filter((mail) => mail.to === 'admin@plantopia.test');
  expect(toOwner.map((mail) => mail.subject)).toEqual([
    expect.stringMatching(new RegExp(`^New order #${shortId}: ৳`)),
  ]);

  // The shopper rates it: a click on the fourth star checks the radio '4 stars', and writes a line.
  await page.reload();
  const rating = page.getByRole('group', { name: words.yourRating });
  await rating.locator('label').nth(3).click();
  await expect(rating.getByRole('radio', { name: words.fourStars })).toBeChecked();
  await page.getByLabel(words.reviewText).fill('Arrived well packed and works well.');
  await page.getByRole('button', { name: words.post }).click();
  await expect(page.getByText(words.thanks)).toBeVisible();

  // The page shows the new average, the review, and the rating in the server-rendered page too.
  const summary = page.getByTestId('rating-summary');
  await expect(summary).toContainText(words.average);
  await expect(summary).toContainText(words.count);
  const review = page.getByTestId('review').filter({ hasText: 'Arrived well packed' });
  await expect(review).toContainText(words.verified);
  await expect(page.getByRole('button', { name: words.update })).toBeVisible();

  const html = await (
    await page.request.get(`/product/${product._id}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain('"aggregateRating"');
  expect(html).toContain('"ratingValue":4');

  // The invoice of the order is a PDF the shopper may open.
  const invoice = await page.request.get(`/api/orders/${orders[0]!._id}/invoice`);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
});
