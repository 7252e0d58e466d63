import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SEED_IMAGES_DIR } from '../app.js';
import { request, signUp, TEST_ORIGIN, type TestShop, type TestUser } from '../test/test-app.js';
import { databaseFingerprint, tablesARefusalMayWrite } from './db-fingerprint.js';
import { captureErrorLogs } from './error-logs.js';
import { multipartBody, PNG_1X1 } from './fuzz-cases.js';
import type { ActorName, FuzzTarget, WireAnswer, WireRequest } from './fuzz-runner.js';
import type { Ref } from './hostile-values.js';

/** An id of the right shape that names no row. */
export const MISSING_ID = '01890a5d-ac96-774b-bcce-b302099a8057';

interface Pools {
  products: { id: string; category: string }[];
  comments: { id: string; productId: string; category: string }[];
  blogs: string[];
  orders: string[];
  users: string[];
  intents: { id: string; clientSecret: string }[];
  uploads: string[];
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

function filesUnder(root: string, prefix = ''): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

/**
 * The real shop as a fuzz target: requests go through `app.inject` with the actor's session cookie,
 * Refs pick among the rows that exist now, and error logs are captured from the request logger.
 */
export async function createShopTarget(shop: TestShop): Promise<FuzzTarget & { restore(): void }> {
  const db = shop.database.db;
  const actors: Record<'shopper' | 'admin', TestUser> = {
    shopper: await signUp(shop, { name: 'Fuzz shopper' }),
    admin: await signUp(shop, { name: 'Fuzz admin', role: 'admin' }),
  };
  await plantData(shop, actors.shopper);
  const seedImages = filesUnder(SEED_IMAGES_DIR);
  const uploadsDir = path.join(shop.config.dataDir, 'uploads');
  let pools: Pools = {
    products: [],
    comments: [],
    blogs: [],
    orders: [],
    users: [],
    intents: [],
    uploads: [],
  };
  let poolsFingerprint = '';
  const logs = captureErrorLogs(shop.app.log);
  /** Actors whose session may have ended (a sign-out, a password change): checked before the next case. */
  const doubtful = new Set<'shopper' | 'admin'>();
  /** Actors who hit a per-user rate limit: replaced by a new account before the next case. */
  const worn = new Set<'shopper' | 'admin'>();

  const at = <T>(list: T[], pick: number): T | undefined =>
    list.length > 0 ? list[pick % list.length] : undefined;

  async function renew(name: 'shopper' | 'admin'): Promise<void> {
    const actor = actors[name];
    const session = await shop.app.auth.api.getSession({ headers: new Headers({ cookie: actor.cookie }) });
    if (session) return;
    // A refused sign-in throws: a lock after the fuzz cases' wrong guesses at this account, say.
    const response = await shop.app.auth.api
      .signInEmail({ body: { email: actor.email, password: actor.password }, asResponse: true })
      .catch(() => null);
    if (response?.ok) {
      actor.cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return;
    }
    // The password is unknown now (changed to one this harness could not follow) or the account is
    // locked: a new account.
    actors[name] = await newAccount(shop, name);
  }

  return {
    origin: TEST_ORIGIN,

    async prepare() {
      for (const name of doubtful) await renew(name);
      doubtful.clear();
      for (const name of worn) actors[name] = await newAccount(shop, name);
      worn.clear();
      pools.uploads = filesUnder(uploadsDir);
      // The other pools change only when the database does.
      const now = JSON.stringify(await databaseFingerprint(db));
      if (now === poolsFingerprint) return;
      poolsFingerprint = now;
      const result = await db.execute(sql`select
        (select coalesce(json_agg(json_build_object('id', id, 'category', category) order by id), '[]') from products) as products,
        (select coalesce(json_agg(json_build_object('id', c.id, 'productId', c.product_id, 'category', p.category) order by c.id), '[]')
          from comments c join products p on p.id = c.product_id) as comments,
        (select coalesce(json_agg(id order by id), '[]') from blogs) as blogs,
        (select coalesce(json_agg(id order by id), '[]') from orders) as orders,
        (select coalesce(json_agg(id order by id), '[]') from "user") as users,
        (select coalesce(json_agg(json_build_object('id', id, 'clientSecret', client_secret) order by id), '[]') from payment_intents) as intents`);
      const row = rowsOf<Record<keyof Pools, unknown>>(result)[0]!;
      const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
      pools = {
        products: json(row.products),
        comments: json(row.comments),
        blogs: json(row.blogs),
        orders: json(row.orders),
        users: json(row.users),
        intents: json(row.intents),
        uploads: pools.uploads,
      };
    },

    resolve(ref: Ref, actor: ActorName): string {
      const me = actor === 'anonymous' ? actors.shopper : actors[actor];
      switch (ref.kind) {
        case 'product': {
          const list = ref.category
            ? pools.products.filter((p) => p.category === ref.category)
            : pools.products;
          return at(list, ref.pick)?.id ?? MISSING_ID;
        }
        case 'comment':
        case 'commentProduct': {
          const list = ref.category
            ? pools.comments.filter((c) => c.category === ref.category)
            : pools.comments;
          const comment = at(list, ref.pick);
          if (ref.kind === 'comment') return comment?.id ?? MISSING_ID;
          return comment?.productId ?? at(pools.products, ref.pick)?.id ?? MISSING_ID;
        }
        case 'blog':
          return at(pools.blogs, ref.pick) ?? MISSING_ID;
        case 'order':
          return at(pools.orders, ref.pick) ?? MISSING_ID;
        case 'self':
          return me.id;
        case 'otherUser':
          return at(pools.users, ref.pick) ?? MISSING_ID;
        case 'ownEmail':
          return me.email;
        case 'ownPassword':
          return me.password;
        case 'clientSecret':
          return at(pools.intents, ref.pick)?.clientSecret ?? 'pi_missing_secret_missing';
        case 'paymentIntent':
          return at(pools.intents, ref.pick)?.id ?? MISSING_ID;
        case 'seedImage':
          return at(seedImages, ref.pick) ?? 'products/missing.webp';
        case 'upload':
          return at(pools.uploads, ref.pick) ?? 'missing.webp';
      }
    },

    cookie(actor) {
      return actor === 'anonymous' ? undefined : actors[actor].cookie;
    },

    async send(wire: WireRequest): Promise<WireAnswer> {
      // Not test-app's `request`: the case decides the Origin (or its absence) and the cookie.
      const answer = await shop.app.inject({
        method: wire.method as 'GET',
        url: wire.url,
        headers: wire.headers,
        payload: wire.payload,
        remoteAddress: wire.remoteAddress,
      });
      return { status: answer.statusCode, headers: answer.headers, body: answer.body };
    },

    fingerprint: () => databaseFingerprint(db),

    mayWriteWhenRefused: tablesARefusalMayWrite,

    takeErrorLogs: () => logs.take(),

    async observe(wire, answer) {
      if (wire.actor === 'anonymous') return;
      if (answer.status === 429 && !wire.url.startsWith('/api/auth/')) {
        // The per-user limit of this route is spent (orders 10 a minute): a new account of the same role
        // lets the next cases reach past the limit to the validation, as other shoppers would.
        worn.add(wire.actor);
        return;
      }
      if (!wire.url.startsWith('/api/auth/') || answer.status >= 400) return;
      const actor = actors[wire.actor];
      if (wire.url.startsWith('/api/auth/change-password') && typeof wire.payload === 'string') {
        const body = safeJson(wire.payload) as { newPassword?: unknown } | null;
        if (typeof body?.newPassword === 'string') actor.password = body.newPassword;
      }
      // A sign-in or a password change answers a new session: follow it, and check it on the next case.
      const cookies = ([] as unknown[]).concat(answer.headers['set-cookie'] ?? []).map(String);
      const session = cookies.map((c) => c.split(';')[0]!).find((c) => /session_token=./.test(c));
      if (session) actor.cookie = session;
      doubtful.add(wire.actor);
    },

    restore: logs.restore,
  };
}

/** One product of each category, in the order of the categories' names. */
async function oneProductPerCategory(shop: TestShop): Promise<{ id: string; category: string }[]> {
  const rows = await shop.database.db.execute(
    sql`select distinct on (category) id, category from products order by category, id`,
  );
  return rowsOf(rows);
}

async function send(shop: TestShop, as: TestUser, step: Parameters<typeof request>[2]): Promise<void> {
  const answer = await request(shop, as, step);
  if (answer.statusCode >= 300) {
    throw new Error(`fuzz set-up: ${step.method} ${step.url} answered ${answer.statusCode} ${answer.body}`);
  }
}

/** A new account of that role, with a cart (so that a payment intent can be made for it). */
async function newAccount(shop: TestShop, role: 'shopper' | 'admin'): Promise<TestUser> {
  const user = await signUp(shop, { name: `Fuzz ${role}`, role: role === 'admin' ? 'admin' : undefined });
  const [product] = await oneProductPerCategory(shop);
  if (product) {
    await send(shop, user, {
      method: 'PUT',
      url: `/api/cart/${user.id}`,
      payload: { cart: [{ _id: product.id, quantity: 1 }] },
    });
  }
  return user;
}

/**
 * Gives every kind of Ref something to name: an order, a comment in each category, a payment intent for
 * the cart and an upload of the shopper's.
 */
async function plantData(shop: TestShop, shopper: TestUser): Promise<void> {
  const products = await oneProductPerCategory(shop);
  const product = products[0];
  if (!product) throw new Error('the fuzz test needs the demo catalog: createTestShop({ seed: true })');
  const item = { _id: product.id, quantity: 1 };
  const shipping = {
    name: 'Fuzz Shopper',
    email: 'fuzz@example.com',
    address: '1 Road',
    postalCode: '1207',
    phone: '01700000000',
    // Dhaka division → Dhaka district → Dhaka City (data/bd-geo).
    divisionId: 6,
    districtId: 47,
    upazilaId: 9001,
  };
  const boundary = 'plant-data';
  // The order first: it empties the cart that the payment intent is made for.
  await send(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: { items: [item], shipping, paymentMethod: 'cod' },
  });
  // Orders still waiting for their bKash and SSLCommerz payments (the retry and switch routes' subjects).
  for (const paymentMethod of ['bkash', 'sslcommerz']) {
    await send(shop, shopper, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [item], shipping, paymentMethod },
    });
  }
  for (const p of products) {
    await send(shop, shopper, {
      method: 'POST',
      url: `/api/${p.category}/${p.id}/comments`,
      payload: { text: 'Lovely' },
    });
  }
  await send(shop, shopper, { method: 'PUT', url: `/api/cart/${shopper.id}`, payload: { cart: [item] } });
  await send(shop, shopper, { method: 'POST', url: '/api/create-payment-intent', payload: {} });
  await send(shop, shopper, {
    method: 'POST',
    url: '/api/upload-image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipartBody(
      [{ name: 'image', filename: 'a.png', type: 'image/png', data: PNG_1X1 }],
      boundary,
    ),
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
