import type { AdminOrderDetail, Order, OrderGiftInput, OrderShipping } from '@plantopia/shared';
import { expect } from 'vitest';
import { FAKE_PATHAO, type FakePathao } from './fake-pathao.js';
import { FAKE_STEADFAST, type FakeSteadfast } from './fake-steadfast.js';
import { request, signUp, type TestShop, type TestUser } from './test-app.js';
import { TEST_SHIPPING } from './test-orders.js';
import { addTestProduct } from './test-products.js';

/** The environment that points the shop's couriers at the local fakes, with a 1 s time limit per call. */
export function couriersEnv(fakes: {
  steadfast?: FakeSteadfast;
  pathao?: FakePathao;
}): Record<string, string> {
  return {
    COURIER_TIMEOUT_SECONDS: '1',
    ...(fakes.steadfast
      ? {
          STEADFAST_API_KEY: FAKE_STEADFAST.apiKey,
          STEADFAST_SECRET_KEY: FAKE_STEADFAST.secretKey,
          STEADFAST_API_URL: fakes.steadfast.url,
          STEADFAST_WEBHOOK_TOKEN: FAKE_STEADFAST.webhookToken,
        }
      : {}),
    ...(fakes.pathao
      ? {
          PATHAO_CLIENT_ID: FAKE_PATHAO.clientId,
          PATHAO_CLIENT_SECRET: FAKE_PATHAO.clientSecret,
          PATHAO_USERNAME: FAKE_PATHAO.username,
          PATHAO_PASSWORD: FAKE_PATHAO.password,
          PATHAO_STORE_ID: String(FAKE_PATHAO.storeId),
          PATHAO_API_URL: fakes.pathao.url,
          PATHAO_WEBHOOK_SECRET: FAKE_PATHAO.webhookSecret,
        }
      : {}),
  };
}

export interface PlacedOrder {
  order: Order;
  productId: string;
  /** The shopper who placed it (the shop limits how fast one shopper orders, so each order has its own). */
  by: TestUser;
}

/**
 * An order placed by a new shopper (cash on delivery, or paid by the sandbox card) and, unless
 * `accept: false`, accepted by `staff`, as a courier booking needs.
 */
export async function placeOrder(
  shop: TestShop,
  staff: TestUser,
  options: {
    payment?: 'cod' | 'card';
    accept?: boolean;
    shipping?: Partial<OrderShipping>;
    price?: number;
    quantity?: number;
    stock?: number;
    weightKg?: number;
    /** A gift, which must be paid by card. */
    gift?: OrderGiftInput;
  } = {},
): Promise<PlacedOrder> {
  const by = await signUp(shop);
  const product = await addTestProduct(shop, {
    price: options.price ?? 500,
    stock: options.stock ?? 10,
    ...(options.weightKg === undefined ? {} : { shippingWeightKg: options.weightKg }),
  });
  const items = [{ _id: product.id, quantity: options.quantity ?? 1 }];
  const shipping = { ...TEST_SHIPPING, ...options.shipping };
  let payment: Record<string, unknown> = { paymentMethod: 'cod' };
  if (options.payment === 'card') {
    await request(shop, by, { method: 'PUT', url: `/api/cart/${by.id}`, payload: { cart: items } });
    const intent = await request(shop, by, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        destination: {
          divisionId: shipping.divisionId,
          districtId: shipping.districtId,
          upazilaId: shipping.upazilaId,
        },
      },
    });
    const confirmed = await request(shop, by, {
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret: intent.json().clientSecret,
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    payment = { paymentMethod: 'card', paymentIntentId: intent.json().paymentIntentId };
  }
  const placed = await request(shop, by, {
    method: 'POST',
    url: '/api/orders',
    payload: { items, shipping, ...payment, ...(options.gift ? { gift: options.gift } : {}) },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order: Order = placed.json().data;
  if (options.accept !== false) {
    const accepted = await request(shop, staff, {
      method: 'PUT',
      url: `/api/orders/${order._id}/status`,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return { order, productId: product.id, by };
}

/** `POST /api/admin/orders/{id}/courier` as `as`. */
export function bookCourier(shop: TestShop, as: TestUser, orderId: string, courier: string) {
  return request(shop, as, {
    method: 'POST',
    url: `/api/admin/orders/${orderId}/courier`,
    payload: { courier },
  });
}

/** The order as the back office shows it. */
export async function detailOf(shop: TestShop, staff: TestUser, orderId: string): Promise<AdminOrderDetail> {
  const response = await request(shop, staff, { method: 'GET', url: `/api/admin/orders/${orderId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A courier's webhook as its server sends it: no browser, so no Origin and no cookie. */
export function postWebhook(
  shop: TestShop,
  courier: string,
  webhook: { headers: Record<string, string>; payload: Record<string, unknown> },
) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/couriers/${courier}/webhook`,
    headers: webhook.headers,
    payload: webhook.payload,
  });
}
