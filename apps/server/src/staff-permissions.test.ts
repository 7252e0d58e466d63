import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from './test/test-app.js';
import { addTestProduct, stockOf } from './test/test-products.js';

/*
 * Staff work orders and nothing else of the owner's (issue 23 item 7, docs/security.md): every route of the
 * API document that refuses a shopper with 403 refuses staff too, unless it is one of the back office's
 * order routes named below. The routes are read from the app itself, so an owner's route added later is
 * covered without anyone remembering to list it here; one guarded for staff by mistake fails until it is
 * listed, on purpose, as staff work.
 */

/** What staff may do, each a decision: working orders (confirm, book, notes, returns), printing, reading. */
const STAFF_ROUTES = [
  'GET /api/admin/stats',
  'GET /api/admin/orders',
  'GET /api/admin/orders.csv',
  'GET /api/admin/orders/{id}',
  'POST /api/admin/orders/{id}/notes',
  'POST /api/admin/orders/{id}/confirmation',
  'POST /api/admin/orders/{id}/delivery-attempts',
  'POST /api/admin/orders/{id}/return',
  'PUT /api/orders/{orderId}/status',
  'GET /api/admin/couriers',
  'POST /api/admin/orders/{id}/courier',
  'POST /api/admin/orders/courier-bookings',
  'GET /api/admin/orders/labels.pdf',
  'GET /api/admin/orders/packing-slips.pdf',
  'GET /api/admin/reviews',
  'GET /api/admin/messages',
  'GET /api/admin/newsletter',
  'GET /api/admin/notifications',
  'GET /api/admin/customers',
  'GET /api/admin/customers.csv',
  'GET /api/admin/customers/{id}',
  'GET /api/admin/customers/{id}/orders',
].sort();

/** The owner's writes the issue names: they must be among the routes found, so the derivation finds them. */
const OWNER_WRITES = [
  'POST /api/plants',
  'PUT /api/plants/{id}',
  'DELETE /api/plants/{id}',
  'POST /api/admin/coupons',
  'PUT /api/admin/coupons/{id}',
  'PUT /api/admin/shipping-table',
  'PUT /api/orders/{orderId}/payment-status',
  'POST /api/orders/{orderId}/refund',
  'PUT /api/users/{uid}',
  'PUT /api/admin/couriers/{courier}/places',
  'POST /api/blogs',
  'PUT /api/blogs/{id}',
  'DELETE /api/blogs/{id}',
];

interface Route {
  method: string;
  path: string;
}

const nameOf = (route: Route) => `${route.method} ${route.path}`;

let shop: TestShop;
let shopper: TestUser;
let staff: TestUser;
let routes: Route[];
beforeAll(async () => {
  shop = await createTestShop();
  shopper = await signUp(shop);
  staff = await signUp(shop, { role: 'staff', name: 'Staff Sumi' });
  const document = await shop.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const paths = document.json().paths as Record<string, Record<string, unknown>>;
  routes = Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => shop.close());

/**
 * The route called with every path parameter naming nothing (`{uid}`: someone else's account) and an
 * empty body: a guard answers before the body is read, and nothing else can be found to change.
 */
function call(as: TestUser, route: Route, otherUser: TestUser) {
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'uid' ? otherUser.id : 'no-such-thing',
  );
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return request(shop, as, { method: route.method as 'GET', url, ...(hasBody ? { payload: {} } : {}) });
}

test('staff get 403 on every route closed to shoppers (the owner’s prices, coupons, delivery, payments, users, products, blog, courier places) but the order work they are there for', async () => {
  const product = await addTestProduct(shop, { price: 100, stock: 1 });
  const closed: Route[] = [];
  for (const route of routes) {
    if ((await call(shopper, route, staff)).statusCode === 403) closed.push(route);
  }
  const names = closed.map(nameOf);
  expect(names).toEqual(expect.arrayContaining([...OWNER_WRITES, ...STAFF_ROUTES]));

  const openToStaff: string[] = [];
  for (const route of closed) {
    if ((await call(staff, route, shopper)).statusCode !== 403) openToStaff.push(nameOf(route));
  }
  expect(openToStaff.sort()).toEqual(STAFF_ROUTES);

  // A real product's price and a real account, refused as well (not merely not found).
  const price = await request(shop, staff, {
    method: 'PUT',
    url: `/api/plants/${product.id}`,
    payload: { price: 1 },
  });
  expect(price.statusCode).toBe(403);
  expect(price.json()).toMatchObject({ success: false, code: 'request.admin_only' });
  expect(await stockOf(shop, product.id)).toBe(1);
  const account = await request(shop, staff, {
    method: 'PUT',
    url: `/api/users/${shopper.id}`,
    payload: { displayName: 'X' },
  });
  expect(account.statusCode).toBe(403);
}, 120_000);
