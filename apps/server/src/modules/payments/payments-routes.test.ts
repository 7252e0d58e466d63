import type { Order } from '@plantopia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentIntents } from '../../db/schema.js';
import { FAKE_STRIPE_KEYS, type FakeStripe, startFakeStripe } from '../../test/fake-stripe.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../../test/test-orders.js';
import { addTestProduct } from '../../test/test-products.js';

const CARD = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
};

interface Intent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

/** How a shopper's browser pays an intent with each provider; answers the decline message or null. */
type Pay = (shop: TestShop, as: TestUser, intent: Intent, card: string) => Promise<string | null>;

const payWithSandbox: Pay = async (shop, as, intent, card) => {
  const response = await request(shop, as, {
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: {
      clientSecret: intent.clientSecret,
      card: { number: card, expMonth: 12, expYear: 2099, cvc: '123' },
    },
  });
  if (response.statusCode === 200) {
    expect(response.json().data).toEqual({ status: 'succeeded' });
    return null;
  }
  expect(response.statusCode).toBe(402);
  return response.json().message;
};

let fakeStripe: FakeStripe;

/** Stripe.js confirms with Stripe; Stripe then tells the shop through the signed webhook. */
const payWithStripe: Pay = async (shop, _as, intent, card) => {
  const decline = fakeStripe.confirm(intent.clientSecret, card);
  const providerId = intent.clientSecret.split('_secret_')[0]!;
  const { payload, signature } = fakeStripe.event(providerId);
  const delivered = await shop.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  expect(delivered.statusCode).toBe(200);
  return decline;
};

beforeAll(async () => {
  fakeStripe = await startFakeStripe();
});
afterAll(() => fakeStripe.close());

describe.each([
  { provider: 'sandbox', pay: payWithSandbox, env: () => ({}) },
  {
    provider: 'stripe',
    pay: payWithStripe,
    env: () => ({
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
      STRIPE_API_URL: fakeStripe.url,
    }),
  },
])('card orders with the $provider provider', ({ provider, pay, env }) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ env: env() });
  });
  afterAll(() => shop.close());

  /** A shopper with `quantity` of a product of `price` in their server cart. */
  async function shopperWithCart(price: number, quantity = 1) {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price, stock: 10 });
    await request(shop, shopper, {
      method: 'PUT',
      url: `/api/cart/${shopper.id}`,
      payload: { cart: [{ _id: product.id, quantity }] },
    });
    return { shopper, product };
  }

  async function createIntent(as: TestUser | null, body: Record<string, unknown> = {}) {
    return request(shop, as, { method: 'POST', url: '/api/create-payment-intent', payload: body });
  }

  function placeCardOrder(as: TestUser, productId: string, quantity: number, paymentIntentId: string) {
    return request(shop, as, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ _id: productId, quantity }], shipping, paymentMethod: 'card', paymentIntentId },
    });
  }

  test('the web learns which provider takes cards, and only Stripe opens the CSP to Stripe.js', async () => {
    const response = await shop.app.inject({ url: '/api/payments/config' });
    expect(response.json().data).toEqual({
      provider,
      publishableKey: provider === 'stripe' ? FAKE_STRIPE_KEYS.publishableKey : null,
      // Without bKash or SSLCommerz credentials: cash on delivery and the card only.
      methods: ['cod', 'card'],
      holdMinutes: 30,
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp.includes('https://js.stripe.com')).toBe(provider === 'stripe');
  });

  test("the intent is for the server cart's total plus ৳100, whatever amount the body names", async () => {
    const { shopper } = await shopperWithCart(400, 2);
    const response = await createIntent(shopper, { amount: 100, currency: 'usd' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, amount: 900 });
    expect(body.clientSecret).toEqual(expect.any(String));
    const [row] = await shop.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, body.paymentIntentId));
    expect(row).toMatchObject({
      amount: 90_000,
      currency: 'bdt',
      provider,
      status: 'requires_payment_method',
    });
    if (provider === 'stripe') {
      expect(fakeStripe.intents.get(row!.providerId)).toMatchObject({ amount: 90_000, currency: 'bdt' });
    }
  });

  test('an empty cart gets no intent, and signed out is 401', async () => {
    const shopper = await signUp(shop);
    const empty = await createIntent(shopper);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty!');
    expect((await createIntent(null)).statusCode).toBe(401);
  });

  test('no intent is made for more than one order can total, neither here nor at the provider', async () => {
    const { shopper } = await shopperWithCart(10_000_000, 3);
    const atStripe = fakeStripe.intents.size;
    const response = await createIntent(shopper);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'One order can total at most ৳2,14,74,836.47: please split it into smaller orders',
    );
    const rows = await shop.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, shopper.id));
    expect(rows).toEqual([]);
    expect(fakeStripe.intents.size).toBe(atStripe);
  });

  test('a paid intent places a card order that starts paid', async () => {
    const { shopper, product } = await shopperWithCart(250, 2);
    const intent: Intent = (await createIntent(shopper)).json();
    expect(await pay(shop, shopper, intent, CARD.succeeds)).toBeNull();
    const response = await placeCardOrder(shopper, product.id, 2, intent.paymentIntentId);
    expect(response.statusCode).toBe(201);
    const order: Order = response.json().data;
    expect(order).toMatchObject({
      paymentMethod: 'card',
      paymentStatus: 'paid',
      status: 'pending',
      paymentIntentId: intent.paymentIntentId,
      summary: { total: 600 },
    });
  });

  test('a declined card answers its message, places nothing, and the same intent can be paid with another card', async () => {
    const { shopper, product } = await shopperWithCart(300);
    const intent: Intent = (await createIntent(shopper)).json();
    expect(await pay(shop, shopper, intent, CARD.declined)).toBe('Your card was declined.');
    const unpaid = await placeCardOrder(shopper, product.id, 1, intent.paymentIntentId);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().message).toBe('The card payment has not gone through. Please pay first.');

    expect(await pay(shop, shopper, intent, CARD.insufficientFunds)).toBe(
      'Your card has insufficient funds.',
    );
    expect(await pay(shop, shopper, intent, CARD.succeeds)).toBeNull();
    expect((await placeCardOrder(shopper, product.id, 1, intent.paymentIntentId)).statusCode).toBe(201);
  });

  test('a payment for ৳500 cannot pay for a ৳900 order', async () => {
    const { shopper, product } = await shopperWithCart(400, 1);
    const intent: Intent = (await createIntent(shopper)).json();
    expect(intent.amount).toBe(500);
    await pay(shop, shopper, intent, CARD.succeeds);
    const response = await placeCardOrder(shopper, product.id, 2, intent.paymentIntentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "The payment of ৳500.00 does not match this order's total of ৳900.00. Please pay again.",
    );
    const mine = await request(shop, shopper, { method: 'GET', url: '/api/orders/mine' });
    expect(mine.json().data).toEqual([]);
  });

  test('one payment pays for one order only, even when both are placed at once', async () => {
    const { shopper, product } = await shopperWithCart(400, 1);
    const intent: Intent = (await createIntent(shopper)).json();
    await pay(shop, shopper, intent, CARD.succeeds);
    const attempts = await Promise.all(
      [1, 2, 3].map(() => placeCardOrder(shopper, product.id, 1, intent.paymentIntentId)),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const later = await placeCardOrder(shopper, product.id, 1, intent.paymentIntentId);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe('This payment has already paid for another order. Please pay again.');
    const mine = await request(shop, shopper, { method: 'GET', url: '/api/orders/mine' });
    expect(mine.json().data).toHaveLength(1);
  });

  test("another shopper's payment cannot pay for my order", async () => {
    const payer = await shopperWithCart(400, 1);
    const intent: Intent = (await createIntent(payer.shopper)).json();
    await pay(shop, payer.shopper, intent, CARD.succeeds);
    const thief = await signUp(shop);
    const response = await placeCardOrder(thief, payer.product.id, 1, intent.paymentIntentId);
    expect(response.statusCode).toBe(404);
    expect(
      (await placeCardOrder(payer.shopper, payer.product.id, 1, intent.paymentIntentId)).statusCode,
    ).toBe(201);
  });

  test('a card order without a payment intent is a 400', async () => {
    const { shopper, product } = await shopperWithCart(400, 1);
    const response = await request(shop, shopper, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ _id: product.id, quantity: 1 }], shipping, paymentMethod: 'card' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/paymentIntentId/);
  });
});

describe('the sandbox card form', () => {
  let shop: TestShop;
  let shopper: TestUser;
  let intent: Intent;
  beforeAll(async () => {
    shop = await createTestShop();
    shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 100, stock: 5 });
    await request(shop, shopper, {
      method: 'PUT',
      url: `/api/cart/${shopper.id}`,
      payload: { cart: [{ _id: product.id, quantity: 1 }] },
    });
    intent = (await request(shop, shopper, { method: 'POST', url: '/api/create-payment-intent' })).json();
  });
  afterAll(() => shop.close());

  function confirm(as: TestUser | null, card: Record<string, unknown>, clientSecret = intent.clientSecret) {
    return request(shop, as, {
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret,
        card: { number: CARD.succeeds, expMonth: 12, expYear: 2099, cvc: '123', ...card },
        billingDetails: { name: 'Karim Uddin', address: { country: 'BD' } },
      },
    });
  }

  test('an expired card or a mistyped number is a 400 that leaves the intent waiting', async () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    const expired = await confirm(shopper, { expYear: lastYear });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Your card has expired.');
    const mistyped = await confirm(shopper, { number: '4242 4242 4242 4241' });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().message).toBe('Your card number is invalid.');
    const [row] = await shop.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(row?.status).toBe('requires_payment_method');
  });

  test("a stranger cannot confirm someone's intent, an unknown secret is a 404, signed out a 401", async () => {
    const stranger = await signUp(shop);
    expect((await confirm(stranger, {})).statusCode).toBe(404);
    expect((await confirm(shopper, {}, 'pi_sandbox_nothing_secret_x')).statusCode).toBe(404);
    expect((await confirm(null, {})).statusCode).toBe(401);
  });

  test('the card number is not kept anywhere in the database', async () => {
    expect((await confirm(shopper, {})).statusCode).toBe(200);
    const rows = await shop.database.db.select().from(paymentIntents);
    // Ids and secrets are random hex, where "4242" turns up by chance: they are taken out before looking.
    const stored = JSON.stringify(rows).replace(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|pi_sandbox_\w+/g,
      '',
    );
    expect(stored).not.toMatch(/4242/);
  });

  test('the Stripe webhook does not exist while the sandbox takes cards', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the Stripe webhook', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({
      env: {
        STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
        STRIPE_API_URL: fakeStripe.url,
      },
    });
  });
  afterAll(() => shop.close());

  async function paidIntent() {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 100, stock: 5 });
    await request(shop, shopper, {
      method: 'PUT',
      url: `/api/cart/${shopper.id}`,
      payload: { cart: [{ _id: product.id, quantity: 1 }] },
    });
    const intent: Intent = (
      await request(shop, shopper, { method: 'POST', url: '/api/create-payment-intent' })
    ).json();
    fakeStripe.confirm(intent.clientSecret, CARD.succeeds);
    return { shopper, product, intent, providerId: intent.clientSecret.split('_secret_')[0]! };
  }

  async function statusOf(intentId: string) {
    const [row] = await shop.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
    return row?.status;
  }

  test('an event with a wrong signature is a 400 and changes nothing', async () => {
    const { intent, providerId } = await paidIntent();
    const { payload } = fakeStripe.event(providerId);
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=00ff`,
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    const unsigned = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await statusOf(intent.paymentIntentId)).toBe('requires_payment_method');
  });

  test('a payment whose webhook has not arrived yet is checked with Stripe when the order is placed', async () => {
    const { shopper, product, intent } = await paidIntent();
    const response = await request(shop, shopper, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        items: [{ _id: product.id, quantity: 1 }],
        shipping,
        paymentMethod: 'card',
        paymentIntentId: intent.paymentIntentId,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.paymentStatus).toBe('paid');
  });

  test('a late failure event cannot undo a payment that succeeded', async () => {
    const { intent, providerId } = await paidIntent();
    const succeeded = fakeStripe.event(providerId);
    const headers = { 'content-type': 'application/json' };
    await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { ...headers, 'stripe-signature': succeeded.signature },
      payload: succeeded.payload,
    });
    fakeStripe.confirm(intent.clientSecret, CARD.declined);
    const failed = fakeStripe.event(providerId);
    await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { ...headers, 'stripe-signature': failed.signature },
      payload: failed.payload,
    });
    expect(await statusOf(intent.paymentIntentId)).toBe('succeeded');
  });
});
