import { BASE_URL } from '../playwright.config.js';
import { expect, keepScreenshot, test, untilHydrated } from './fixtures.js';
import { ADMIN, type CatalogProduct, registerInBrowser } from './shopping.js';

/** A Dhanmondi address inside Dhaka City, by the ids the pickers send. */
const SHIPPING = {
  name: 'Nusrat Jahan',
  address: 'House 12, Road 5, Dhanmondi',
  postalCode: '1209',
  phone: '01712345678',
  divisionId: 6,
  districtId: 47,
  upazilaId: 9001,
};

test('after a plant is delivered, the shopper turns care reminders on from the order, by SMS to its phone; the profile shows them on', async ({
  page,
  browser,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  // The phone run reads Bangla (the cookie the language switch sets).
  if (isPhone) await page.context().addCookies([{ name: 'lang', value: 'bn', url: BASE_URL }]);
  const plants = ((await (await page.request.get('/api/plants')).json()).data as CatalogProduct[]).filter(
    (product) => product.stock >= 20,
  );
  const plant = plants[isPhone ? 1 : 0]!;

  await page.goto('/');
  const shopper = await registerInBrowser(page);
  const placed = await page.request.post('/api/orders', {
    data: {
      items: [{ _id: plant._id, quantity: 1 }],
      shipping: { ...SHIPPING, email: shopper.email },
      paymentMethod: 'cod',
    },
    headers: { origin: BASE_URL },
  });
  expect(placed.status()).toBe(201);
  const orderId: string = (await placed.json()).data._id;
  const shortId = orderId.slice(-6).toUpperCase();

  // The shop delivers it.
  const adminContext = await browser.newContext({ extraHTTPHeaders: { origin: BASE_URL } });
  const signedIn = await adminContext.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signedIn.ok()).toBe(true);
  for (const status of ['accepted', 'shipped', 'delivered']) {
    const moved = await adminContext.request.put(`/api/orders/${orderId}/status`, { data: { status } });
    expect(moved.status()).toBe(200);
  }
  await adminContext.close();

  const words = isPhone
    ? {
        order: `অর্ডার #${shortId}`,
        card: `অর্ডার #${shortId} পৌঁছে গেছে`,
        care: 'গাছের যত্নের বার্তা',
        enable: 'আমাকে যত্নের বার্তা পাঠান',
        sms: '০১৭১২৩৪৫৬৭৮ নম্বরে এসএমএস',
        save: 'সংরক্ষণ করুন',
        saved: 'যত্নের বার্তা চালু হয়েছে।',
      }
    : {
        order: `Order #${shortId}`,
        card: `Order #${shortId} Delivered`,
        care: 'Plant care reminders',
        enable: 'Send me care reminders',
        sms: 'SMS to 01712345678',
        save: 'Save',
        saved: 'Care reminders are on.',
      };

  await page.goto('/profile');
  await untilHydrated(page);
  // The order's card, not its delete button.
  await page.getByRole('button', { name: new RegExp(`^${words.card}`) }).click();
  const dialog = page.getByRole('dialog', { name: words.order });
  const care = dialog.getByRole('region', { name: words.care });
  await care.getByRole('checkbox', { name: words.enable }).check();
  await expect(care.getByRole('radio', { name: words.sms })).toBeChecked();
  await care.getByRole('button', { name: words.save }).click();
  await expect(care.getByRole('status')).toContainText(words.saved);
  await keepScreenshot(page, testInfo, 'care-reminders-bn-390', care);

  const settings = (await (await page.request.get('/api/care-reminders')).json()).data;
  expect(settings).toMatchObject({ enabled: true, channel: 'sms', phone: '01712345678' });

  // The profile's own switch shows them on.
  await page.keyboard.press('Escape');
  const onProfile = page.getByRole('main').getByRole('region', { name: words.care });
  await expect(onProfile.getByRole('checkbox', { name: words.enable })).toBeChecked();
});
