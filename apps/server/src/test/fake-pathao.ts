import { randomBytes } from 'node:crypto';
import { listen, readBody, sendJson } from './fake-server.js';

/*
 * A local stand-in for Pathao's merchant API ("Aladdin", /aladdin/api/v1): issue-token (password and
 * refresh_token grants), create an order from a store to a city and zone, an order's info, the city and
 * zone lists, and the webhook Pathao posts with its shared secret in `X-PATHAO-Signature`. `behaviour`
 * switches on the failure modes: down, slow, a refusal, a revoked token (401 until renewed).
 * `POST /_fake/orders/{consignment_id}/status` plays the courier by hand: it sets the parcel's status and
 * posts the webhook to `webhookUrl`.
 */

export const FAKE_PATHAO = {
  clientId: 'fake-pathao-client',
  clientSecret: 'fake-pathao-client-secret',
  username: 'merchant@plantopia.test',
  password: 'fake-pathao-password',
  storeId: 14820,
  webhookSecret: 'fake-pathao-webhook-secret',
};

/** The cities and zones the fake knows (ids as Pathao's own lists have them). */
export const FAKE_PATHAO_CITIES = [
  {
    city_id: 1,
    city_name: 'Dhaka',
    zones: [
      { zone_id: 52, zone_name: 'Dhanmondi' },
      { zone_id: 298, zone_name: '60 feet' },
    ],
  },
  { city_id: 2, city_name: 'Chittagong', zones: [{ zone_id: 10, zone_name: 'Agrabad' }] },
];

export interface FakePathaoOrder {
  consignment_id: string;
  merchant_order_id: string;
  store_id: number;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  recipient_city: number;
  recipient_zone: number;
  item_quantity: number;
  item_weight: number;
  amount_to_collect: number;
  /** Pathao's words: Pending, Pickup Requested, Picked, In Transit, Delivered, Return, Pickup Cancelled… */
  order_status: string;
}

export interface FakePathaoBehaviour {
  down?: boolean;
  /** Creating orders for these merchant order ids answers only after this long (it still creates them). */
  slowOrders?: Set<string>;
  slowMs?: number;
  /** Creating an order is refused with this message. */
  refuse?: string;
  /** Tokens last this many seconds (Pathao's are days long). */
  tokenSeconds?: number;
}

export interface PathaoWebhook {
  headers: Record<string, string>;
  payload: Record<string, unknown>;
}

export interface FakePathao {
  url: string;
  orders: Map<string, FakePathaoOrder>;
  behaviour: FakePathaoBehaviour;
  counts: { grants: number; refreshes: number; creates: number; infos: number; unauthorized: number };
  webhookUrl: string | null;
  byMerchantOrderId(orderId: string): FakePathaoOrder | undefined;
  /** Every access token stops working (as if it expired early): the next call answers 401. */
  revokeTokens(): void;
  setStatus(consignmentId: string, status: string, options?: { notify?: boolean }): Promise<void>;
  /** The webhook Pathao would post about an order (`event` as in its dashboard; claims as given). */
  webhook(
    consignmentId: string,
    options?: { event?: string; secret?: string | null; extra?: Record<string, unknown> },
  ): PathaoWebhook;
  handshake(secret?: string): PathaoWebhook;
  close(): Promise<void>;
}

const slugOf = (status: string) => status.replace(/[^A-Za-z0-9]+/g, '_');
const eventOf = (status: string) => `order.${status.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export async function startFakePathao(options: { port?: number } = {}): Promise<FakePathao> {
  const orders = new Map<string, FakePathaoOrder>();
  const behaviour: FakePathaoBehaviour = {};
  const counts = { grants: 0, refreshes: 0, creates: 0, infos: 0, unauthorized: 0 };
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();

  function issue() {
    const seconds = behaviour.tokenSeconds ?? 432_000;
    const accessToken = `at_${randomBytes(16).toString('hex')}`;
    const refreshToken = `rt_${randomBytes(16).toString('hex')}`;
    tokens.set(accessToken, Date.now() + seconds * 1000);
    refreshTokens.add(refreshToken);
    return {
      token_type: 'Bearer',
      expires_in: seconds,
      access_token: accessToken,
      refresh_token: refreshToken,
    };
  }

  const headersFor = (secret: string | null | undefined) => ({
    'content-type': 'application/json',
    ...(secret === null ? {} : { 'x-pathao-signature': secret ?? FAKE_PATHAO.webhookSecret }),
  });

  function webhook(
    consignmentId: string,
    options: { event?: string; secret?: string | null; extra?: Record<string, unknown> } = {},
  ): PathaoWebhook {
    const order = orders.get(consignmentId);
    const now = new Date();
    return {
      headers: headersFor(options.secret),
      payload: {
        consignment_id: consignmentId,
        merchant_order_id: order?.merchant_order_id ?? '',
        store_id: FAKE_PATHAO.storeId,
        event: options.event ?? eventOf(order?.order_status ?? 'updated'),
        updated_at: now.toISOString().slice(0, 19).replace('T', ' '),
        timestamp: now.toISOString(),
        ...options.extra,
      },
    };
  }

  const fake: FakePathao = {
    url: '',
    orders,
    behaviour,
    counts,
    webhookUrl: null,
    byMerchantOrderId: (orderId) => [...orders.values()].find((o) => o.merchant_order_id === orderId),
    revokeTokens: () => tokens.clear(),
    webhook,
    handshake: (secret) => ({
      headers: headersFor(secret),
      payload: { event: 'webhook_integration', timestamp: new Date().toISOString() },
    }),
    async setStatus(consignmentId, status, { notify = false } = {}) {
      const order = orders.get(consignmentId);
      if (!order) throw new Error(`no such consignment at the fake Pathao: ${consignmentId}`);
      order.order_status = status;
      if (notify && fake.webhookUrl) {
        const { headers, payload } = webhook(consignmentId);
        await fetch(fake.webhookUrl, { method: 'POST', headers, body: JSON.stringify(payload) });
      }
    },
    close: async () => undefined,
  };

  const running = await listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = request.method === 'POST' ? await readBody(request) : '';

    const control = /^\/_fake\/orders\/([^/]+)\/status$/.exec(path);
    if (control && request.method === 'POST') {
      const { status } = JSON.parse(raw || '{}') as { status?: string };
      const id = decodeURIComponent(control[1]!);
      if (!status || !orders.has(id)) return sendJson(response, 404, { error: 'no such order' });
      await fake.setStatus(id, status, { notify: true });
      return sendJson(response, 200, { ok: true });
    }

    if (behaviour.down) {
      response.writeHead(502, { 'content-type': 'text/html' });
      return void response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    }
    let body: Record<string, unknown> = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return sendJson(response, 400, { message: 'Invalid JSON', type: 'error', code: 400 });
    }

    if (path === '/aladdin/api/v1/issue-token' && request.method === 'POST') {
      if (body.client_id !== FAKE_PATHAO.clientId || body.client_secret !== FAKE_PATHAO.clientSecret)
        return sendJson(response, 401, { message: 'Client authentication failed', type: 'error', code: 401 });
      if (body.grant_type === 'refresh_token') {
        if (!refreshTokens.delete(String(body.refresh_token ?? '')))
          return sendJson(response, 401, {
            message: 'The refresh token is invalid.',
            type: 'error',
            code: 401,
          });
        counts.refreshes += 1;
        return sendJson(response, 200, issue());
      }
      if (
        body.grant_type !== 'password' ||
        body.username !== FAKE_PATHAO.username ||
        body.password !== FAKE_PATHAO.password
      )
        return sendJson(response, 400, { message: 'Invalid credentials', type: 'error', code: 400 });
      counts.grants += 1;
      return sendJson(response, 200, issue());
    }

    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const expiry = tokens.get(bearer);
    if (!expiry || expiry < Date.now()) {
      counts.unauthorized += 1;
      return sendJson(response, 401, { message: 'Unauthorized', type: 'error', code: 401 });
    }

    if (path === '/aladdin/api/v1/orders' && request.method === 'POST') {
      counts.creates += 1;
      const errors: Record<string, string[]> = {};
      if (body.store_id !== FAKE_PATHAO.storeId) errors.store_id = ['The selected store id is invalid.'];
      const city = FAKE_PATHAO_CITIES.find((c) => c.city_id === body.recipient_city);
      if (!city) errors.recipient_city = ['The selected recipient city is invalid.'];
      else if (!city.zones.some((zone) => zone.zone_id === body.recipient_zone))
        errors.recipient_zone = ['The selected recipient zone is invalid.'];
      const phone = String(body.recipient_phone ?? '');
      if (!/^01\d{9}$/.test(phone)) errors.recipient_phone = ['The recipient phone format is invalid.'];
      const address = String(body.recipient_address ?? '');
      if (address.length < 10 || address.length > 220)
        errors.recipient_address = ['The recipient address must be between 10 and 220 characters.'];
      const weight = Number(body.item_weight);
      if (!(weight >= 0.5 && weight <= 10))
        errors.item_weight = ['The item weight must be between 0.5 and 10.'];
      if (![12, 48].includes(Number(body.delivery_type)))
        errors.delivery_type = ['The delivery type is invalid.'];
      if (![1, 2].includes(Number(body.item_type))) errors.item_type = ['The item type is invalid.'];
      if (typeof body.amount_to_collect !== 'number' || body.amount_to_collect < 0)
        errors.amount_to_collect = ['The amount to collect must be a number.'];
      if (behaviour.refuse)
        return sendJson(response, 400, { message: behaviour.refuse, type: 'error', code: 400 });
      if (Object.keys(errors).length > 0)
        return sendJson(response, 422, {
          message: 'Please fix the given errors',
          type: 'error',
          code: 422,
          errors,
        });
      const consignmentId = `DL${randomBytes(6).toString('hex').toUpperCase()}`;
      const order: FakePathaoOrder = {
        consignment_id: consignmentId,
        merchant_order_id: String(body.merchant_order_id ?? ''),
        store_id: FAKE_PATHAO.storeId,
        recipient_name: String(body.recipient_name ?? ''),
        recipient_phone: phone,
        recipient_address: address,
        recipient_city: Number(body.recipient_city),
        recipient_zone: Number(body.recipient_zone),
        item_quantity: Number(body.item_quantity),
        item_weight: weight,
        amount_to_collect: Number(body.amount_to_collect),
        order_status: 'Pending',
      };
      orders.set(consignmentId, order);
      if (behaviour.slowOrders?.has(order.merchant_order_id))
        await new Promise((resolve) => setTimeout(resolve, behaviour.slowMs ?? 2_500));
      return sendJson(response, 200, {
        message: 'Order Created Successfully',
        type: 'success',
        code: 200,
        data: {
          consignment_id: consignmentId,
          merchant_order_id: order.merchant_order_id,
          order_status: order.order_status,
          delivery_fee: 60,
        },
      });
    }

    const info = /^\/aladdin\/api\/v1\/orders\/([^/]+)\/info$/.exec(path);
    if (info && request.method === 'GET') {
      counts.infos += 1;
      const order = orders.get(decodeURIComponent(info[1]!));
      if (!order) return sendJson(response, 404, { message: 'Order not found', type: 'error', code: 404 });
      return sendJson(response, 200, {
        message: 'Order info',
        type: 'success',
        code: 200,
        data: {
          consignment_id: order.consignment_id,
          merchant_order_id: order.merchant_order_id,
          order_status: order.order_status,
          order_status_slug: slugOf(order.order_status),
          updated_at: new Date().toISOString().slice(0, 19).replace('T', ' '),
          invoice_id: null,
        },
      });
    }

    if (path === '/aladdin/api/v1/city-list' && request.method === 'GET') {
      return sendJson(response, 200, {
        message: 'City successfully fetched.',
        type: 'success',
        code: 200,
        data: { data: FAKE_PATHAO_CITIES.map(({ city_id, city_name }) => ({ city_id, city_name })) },
      });
    }
    const zones = /^\/aladdin\/api\/v1\/cities\/(\d+)\/zone-list$/.exec(path);
    if (zones && request.method === 'GET') {
      const city = FAKE_PATHAO_CITIES.find((c) => c.city_id === Number(zones[1]));
      return sendJson(response, 200, {
        message: 'Zone list fetched.',
        type: 'success',
        code: 200,
        data: { data: city?.zones ?? [] },
      });
    }

    return sendJson(response, 404, { message: `not found: ${path}`, type: 'error', code: 404 });
  }, options.port);

  fake.url = running.url;
  fake.close = running.close;
  return fake;
}
