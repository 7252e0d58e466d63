import type { Product } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEND_LOW_STOCK_DIGEST, SEND_ORDER_MESSAGES } from '../../app.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct } from '../../test/test-products.js';
import type { Sms } from '../notifications/sms-provider.js';

/** What every server of the test sent, in one place: a mail and SMS gateway the servers share. */
const outbox = { mails: [] as Mail[], sms: [] as Sms[] };
const mailer: Mailer = {
  async send(mail) {
    outbox.mails.push(mail);
  },
};
const sms = {
  name: 'recording',
  async send(message: Sms) {
    outbox.sms.push(message);
  },
};

let shop: TestShop;
/** A second server on the same database. */
let other: TestShop;
let owner: TestUser;
beforeAll(async () => {
  const env = { MESSAGE_SEND_INTERVAL_SECONDS: '3600', STOCK_DIGEST_HOUR: '0' };
  shop = await createTestShop({ env, deps: { mailer, sms } });
  other = await createTestShop({ env, deps: { mailer, sms }, database: shop.database });
  owner = await signUp(shop, { role: 'admin', name: 'Owner Akter' });
});
afterAll(async () => {
  await other.close();
  await shop.close();
});

/** Each ask from an address of its own, so the per-address limit counts only the test that is about it. */
let lastAddress = 0;
const ask = (server: TestShop, productId: string, payload: object, as: TestUser | null = null, lang = 'en') =>
  request(server, as, {
    method: 'POST',
    url: `/api/products/${productId}/stock-alerts`,
    payload,
    headers: { cookie: `lang=${lang}${as ? `; ${as.cookie}` : ''}` },
    remoteAddress: `198.51.100.${++lastAddress}`,
  });

const adjust = (server: TestShop, productId: string, payload: object) =>
  request(server, owner, {
    method: 'POST',
    url: `/api/admin/products/${productId}/stock-adjustments`,
    payload,
  });

/** Both servers run the outbox's worker at once, as two servers' timers may. */
const bothSend = () =>
  Promise.all([shop.app.tasks.runNow(SEND_ORDER_MESSAGES), other.app.tasks.runNow(SEND_ORDER_MESSAGES)]);

const mailsTo = (address: string) => outbox.mails.filter((mail) => mail.to === address);
const unsubscribeToken = (text: string) => /stock-alerts\/unsubscribe\?token=([\w.-]+)/.exec(text)?.[1];

describe('asking to hear when a product is back', () => {
  test('a sold-out product takes an email, a phone number, or a signed-in shopper’s own email', async () => {
    const product = await addTestProduct(shop, { name: 'Fiddle Leaf Fig', price: 1200, stock: 0 });
    const shopper = await signUp(shop);
    for (const [payload, as] of [
      [{ email: 'Nadia@Example.com' }, null],
      [{ phone: '+880 1712-345678' }, null],
      [{}, shopper],
    ] as const) {
      const response = await ask(shop, product.id, payload, as);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('We will let you know when it is back in stock');
    }
  });

  test('asking twice answers exactly as asking once, so nobody learns who has asked', async () => {
    const product = await addTestProduct(shop, { price: 300, stock: 0 });
    const first = await ask(shop, product.id, { email: 'same@example.com' });
    const again = await ask(shop, product.id, { email: 'SAME@example.com' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
  });

  test('a bad address, none at all, both at once, an unknown product or one in stock is refused', async () => {
    const soldOut = await addTestProduct(shop, { price: 300, stock: 0 });
    const inStock = await addTestProduct(shop, { price: 300, stock: 4 });
    for (const [id, payload, status, message] of [
      [soldOut.id, { email: 'not-an-email' }, 400, 'email: must be a valid email address'],
      [
        soldOut.id,
        { phone: '12345' },
        400,
        expect.stringMatching(/^phone: must be a Bangladeshi mobile number/),
      ],
      [soldOut.id, {}, 400, 'email: give an email address or a phone number, not both'],
      [
        soldOut.id,
        { email: 'a@example.com', phone: '01712345678' },
        400,
        expect.stringMatching(/^phone: give/),
      ],
      ['no-such-product', { email: 'a@example.com' }, 404, 'Product not found'],
      [inStock.id, { email: 'a@example.com' }, 409, 'This product is in stock: you can order it now'],
    ] as const) {
      const response = await ask(other, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toEqual(message);
    }
  });

  test('one address may ask only a few times a minute', async () => {
    const product = await addTestProduct(shop, { price: 300, stock: 0 });
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await request(shop, null, {
        method: 'POST',
        url: `/api/products/${product.id}/stock-alerts`,
        payload: { email: `flood-${i}@example.com` },
        remoteAddress: '203.0.113.77',
      });
      answers.push(response.statusCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(5);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('back in stock', () => {
  test('0 → 5 on two servers at once sends each waiting shopper exactly one message, in their language', async () => {
    const product = await addTestProduct(shop, {
      name: 'Snake Plant',
      nameBn: 'স্নেক প্ল্যান্ট',
      price: 450,
      stock: 0,
    });
    const shopper = await signUp(shop);
    expect((await ask(shop, product.id, { email: 'rafi@example.com' })).statusCode).toBe(200);
    expect((await ask(other, product.id, { phone: '01812345678' }, null, 'bn')).statusCode).toBe(200);
    expect((await ask(other, product.id, {}, shopper, 'bn')).statusCode).toBe(200);

    // Both servers receive a delivery of 5 at the same moment: one of them takes the product from 0.
    const [a, b] = await Promise.all([
      adjust(shop, product.id, { reason: 'received', quantity: 5 }),
      adjust(other, product.id, { reason: 'received', quantity: 5 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().data.stock, b.json().data.stock].sort()).toEqual([10, 5]);
    await bothSend();
    await bothSend();

    const english = mailsTo('rafi@example.com');
    expect(english).toHaveLength(1);
    expect(english[0]?.subject).toBe('Snake Plant is back in stock | Plantopia');
    expect(english[0]?.text).toContain(`http://localhost:3000/product/${product.id}`);
    const bangla = mailsTo(shopper.email);
    expect(bangla).toHaveLength(1);
    expect(bangla[0]?.subject).toBe('স্নেক প্ল্যান্ট আবার স্টকে এসেছে | প্ল্যান্টোপিয়া');
    const texts = outbox.sms.filter((message) => message.to === '01812345678');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toMatch(/^প্ল্যান্টোপিয়া: স্নেক প্ল্যান্ট আবার স্টকে এসেছে।/);
    expect(unsubscribeToken(texts[0]!.text)).toBeTruthy();

    // Sold out and back again: the requests were answered, so nobody is told twice.
    await adjust(shop, product.id, { reason: 'counted', quantity: 0 });
    await adjust(other, product.id, { reason: 'received', quantity: 3 });
    await bothSend();
    expect(mailsTo('rafi@example.com')).toHaveLength(1);
    expect(outbox.sms.filter((message) => message.to === '01812345678')).toHaveLength(1);
  });

  test('a cancelled order and the product form each bring a product back', async () => {
    const product = await addTestProduct(shop, { name: 'Peace Lily', price: 500, stock: 1 });
    const buyer = await signUp(shop);
    const placed = await request(shop, buyer, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ _id: product.id, quantity: 1 }], shipping: TEST_SHIPPING, paymentMethod: 'cod' },
    });
    expect(placed.statusCode).toBe(201);
    await ask(shop, product.id, { email: 'lily-1@example.com' });
    const cancelled = await request(shop, owner, {
      method: 'PUT',
      url: `/api/orders/${placed.json().data._id}/status`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    await bothSend();
    expect(mailsTo('lily-1@example.com')).toHaveLength(1);

    const edited = await addTestProduct(shop, { name: 'Aloe', price: 200, stock: 0, category: 'plants' });
    await ask(other, edited.id, { email: 'aloe@example.com' });
    const put = await request(shop, owner, {
      method: 'PUT',
      url: `/api/plants/${edited.id}`,
      payload: { stock: 2 },
    });
    expect(put.statusCode).toBe(200);
    await bothSend();
    expect(mailsTo('aloe@example.com')).toHaveLength(1);
  });

  test("the message's unsubscribe link stops the address's other alerts; a forged one is refused", async () => {
    const first = await addTestProduct(shop, { name: 'Jade Plant', price: 350, stock: 0 });
    const second = await addTestProduct(shop, { name: 'ZZ Plant', price: 650, stock: 0 });
    await ask(shop, first.id, { email: 'tania@example.com' });
    await ask(shop, second.id, { email: 'tania@example.com' });
    await adjust(shop, first.id, { reason: 'received', quantity: 2 });
    await bothSend();
    const [message] = mailsTo('tania@example.com');
    expect(message?.html).toContain('Stop back-in-stock messages to this address');
    const token = unsubscribeToken(message!.text)!;

    const stopped = await request(shop, null, {
      method: 'POST',
      url: '/api/stock-alerts/unsubscribe',
      payload: { token },
      headers: { 'accept-language': 'bn' },
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({
      data: { recipient: 't***@example.com' },
      message: 't***@example.com ঠিকানায় আর কোনো আবার-স্টকে-আসার বার্তা যাবে না',
    });
    await adjust(shop, second.id, { reason: 'received', quantity: 2 });
    await bothSend();
    expect(mailsTo('tania@example.com')).toHaveLength(1);

    const forged = `${token.split('.')[0]}.${'A'.repeat(22)}`;
    const refused = await request(shop, null, {
      method: 'POST',
      url: '/api/stock-alerts/unsubscribe',
      payload: { token: forged },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'token: This link is not valid. Open it exactly as it came in the message.',
    );
  });
});

const BAG_WEIGHT = {
  name: { en: 'Bag weight', bn: 'ব্যাগের ওজন' },
  values: [
    { en: '1 kg', bn: '১ কেজি' },
    { en: '10 kg', bn: '১০ কেজি' },
  ],
};

let serial = 0;
/** Potting mix in 1 kg (in stock) and 10 kg (sold out), through the owner's API. */
async function pottingMix(): Promise<{ product: Product; small: string; large: string }> {
  serial += 1;
  const response = await request(shop, owner, {
    method: 'POST',
    url: '/api/soils',
    payload: {
      name: `Alert Mix ${serial}`,
      nameBn: `অ্যালার্ট মিক্স ${serial}`,
      description: 'Loamy mix',
      price: 150,
      stock: 0,
      options: [BAG_WEIGHT],
      variants: [
        { options: ['1 kg'], sku: `ALERT${serial}-1`, price: 150, stock: 4, shippingWeightKg: 1 },
        { options: ['10 kg'], sku: `ALERT${serial}-10`, price: 900, stock: 0, shippingWeightKg: 10 },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const product: Product = response.json().data;
  return { product, small: product.variants[0]!._id, large: product.variants[1]!._id };
}

describe('a sold-out size of a product with others in stock', () => {
  test('can be asked about; its siblings and unknown variants cannot', async () => {
    const { product, small } = await pottingMix();
    for (const [variantId, status, message] of [
      [small, 409, 'This product is in stock: you can order it now'],
      ['no-such-variant', 404, 'Product not found'],
      // Left out, the request is for the first variant, which is in stock.
      [undefined, 409, 'This product is in stock: you can order it now'],
    ] as const) {
      const response = await ask(shop, product._id, { email: 'size@example.com', variantId });
      expect(response.statusCode, String(variantId)).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });

  test("is announced when that size comes back, named with its size in the shopper's language", async () => {
    const { product, small, large } = await pottingMix();
    expect((await ask(shop, product._id, { email: 'bag@example.com', variantId: large })).statusCode).toBe(
      200,
    );
    expect(
      (await ask(other, product._id, { phone: '01912345678', variantId: large }, null, 'bn')).statusCode,
    ).toBe(200);

    // More of the size in stock tells nobody: the 10 kg is still sold out.
    await adjust(shop, product._id, { reason: 'received', quantity: 3, variantId: small });
    await bothSend();
    expect(mailsTo('bag@example.com')).toHaveLength(0);

    await adjust(other, product._id, { reason: 'received', quantity: 2, variantId: large });
    await bothSend();
    const [mail, ...more] = mailsTo('bag@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Alert Mix ${serial} (Bag weight: 10 kg) is back in stock | Plantopia`);
    expect(mail?.text).toContain(`http://localhost:3000/product/${product._id}?variant=${large}`);
    const texts = outbox.sms.filter((message) => message.to === '01912345678');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toMatch(
      new RegExp(`^প্ল্যান্টোপিয়া: অ্যালার্ট মিক্স ${serial} \\(ব্যাগের ওজন: ১০ কেজি\\) আবার স্টকে এসেছে।`),
    );
    expect(texts[0]?.text).toContain(`?variant=${large}&lang=bn`);
  });

  test('a request made before variants is answered when any size comes back', async () => {
    const { product, small } = await pottingMix();
    await adjust(shop, product._id, { reason: 'counted', quantity: 0, variantId: small });
    // As the migration left it: the product, no variant.
    await shop.database.db.execute(
      sql`insert into back_in_stock_requests (id, product_id, channel, recipient, locale)
          values (${uuidv7()}, ${product._id}, 'email', 'legacy@example.com', 'en')`,
    );
    await adjust(shop, product._id, { reason: 'received', quantity: 1, variantId: small });
    await bothSend();
    const [mail, ...more] = mailsTo('legacy@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Alert Mix ${serial} (Bag weight: 1 kg) is back in stock | Plantopia`);
  });
});

describe("the owner's daily stock digest", () => {
  test('goes out once a day however many servers run, in the language the owner chose', async () => {
    await shop.database.db.execute(sql`delete from low_stock_digests`);
    await addTestProduct(shop, { name: 'Digest Low Fern', price: 100, stock: 2 });
    await addTestProduct(shop, { name: 'Digest Gone Palm', price: 100, stock: 0 });
    await pottingMix();
    const saved = await request(shop, owner, {
      method: 'PUT',
      url: '/api/admin/stock-settings',
      payload: { lowStockThreshold: 5, dailyDigest: true, digestLocale: 'bn' },
    });
    expect(saved.statusCode).toBe(200);

    await Promise.all([
      shop.app.tasks.runNow(SEND_LOW_STOCK_DIGEST),
      other.app.tasks.runNow(SEND_LOW_STOCK_DIGEST),
      shop.app.tasks.runNow(SEND_LOW_STOCK_DIGEST),
    ]);
    await bothSend();
    const digests = mailsTo(owner.email).filter((mail) => mail.subject.startsWith('স্টক দেখে নিন'));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain('Digest Low Fern');
    expect(digests[0]?.text).toContain('Digest Gone Palm');
    // A sold-out size is named with its option, in the owner's language.
    expect(digests[0]?.text).toContain(`অ্যালার্ট মিক্স ${serial} (ব্যাগের ওজন: ১০ কেজি) · ALERT${serial}-10`);
    expect(digests[0]?.text).toContain('http://localhost:3000/admin/products?stock=low');

    await other.app.tasks.runNow(SEND_LOW_STOCK_DIGEST);
    await bothSend();
    expect(mailsTo(owner.email).filter((mail) => mail.subject.startsWith('স্টক দেখে নিন'))).toHaveLength(1);
  });

  test('is not sent when the owner turned it off', async () => {
    await shop.database.db.execute(sql`delete from low_stock_digests`);
    await request(shop, owner, {
      method: 'PUT',
      url: '/api/admin/stock-settings',
      payload: { lowStockThreshold: 5, dailyDigest: false, digestLocale: 'en' },
    });
    const before = mailsTo(owner.email).length;
    await shop.app.tasks.runNow(SEND_LOW_STOCK_DIGEST);
    await bothSend();
    expect(mailsTo(owner.email)).toHaveLength(before);
  });
});
