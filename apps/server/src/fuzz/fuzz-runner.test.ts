import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { registerErrorHandling } from '../lib/error-handler.js';
import { AppError, invalidField } from '../lib/errors.js';
import { captureErrorLogs } from './error-logs.js';
import { caseFor } from './fuzz-cases.js';
import { checkAnswer, type FuzzTarget, fuzzRoute, Stats, type WireAnswer } from './fuzz-runner.js';
import { deepJson, objectOf, Ref, serializeJson } from './hostile-values.js';
import type { FuzzRoute } from './routes-from-openapi.js';

/*
 * The fuzz harness must be able to fail: its checks are tested on made-up answers, and the whole loop
 * (generate, send, judge, shrink, report) on a small app with planted bugs, where it must find each one.
 */

const json = (status: number, body: unknown): WireAnswer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});
const same = { products: '3:100', user: '2:50' };
const check = (
  url: string,
  answer: WireAnswer | 'timeout',
  extra: { ms?: number; after?: Record<string, string>; method?: string } = {},
) =>
  checkAnswer({
    request: { method: extra.method ?? 'POST', url },
    answer,
    ms: extra.ms ?? 10,
    before: same,
    after: extra.after,
    timeLimitMs: 5_000,
  });

describe('checkAnswer', () => {
  test('passes a good answer, an envelope failure and Better Auth’s own success', () => {
    expect(check('/api/plants', json(200, { success: true, data: [] }))).toEqual([]);
    expect(
      check('/api/plants', json(400, { success: false, message: 'name: Required' }), { after: same }),
    ).toEqual([]);
    expect(check('/api/auth/get-session', json(200, { session: {}, user: {} }))).toEqual([]);
    expect(
      check('/uploads/x.webp', { status: 404, headers: { 'content-type': 'text/html' }, body: '<p>' }),
    ).toEqual([]);
  });

  test('catches a 500, whatever its body', () => {
    expect(check('/api/plants', json(500, { success: false, message: 'Something went wrong' }))).toEqual([
      'status 500',
    ]);
    expect(check('/uploads/x', { status: 503, headers: {}, body: '' })).toEqual(['status 503']);
  });

  test('catches a slow answer and no answer', () => {
    expect(check('/api/plants', json(200, { success: true }), { ms: 5_000 })).toEqual([
      'answered in 5000 ms (limit 5000 ms)',
    ]);
    expect(check('/api/plants', 'timeout')).toEqual(['no answer within 5000 ms']);
  });

  test('catches an answer on /api that is not the envelope', () => {
    const fastifyDefault = { statusCode: 400, code: 'FST_ERR_BAD_URL', error: 'Bad Request', message: 'bad' };
    expect(check('/api/products/%ff', json(400, fastifyDefault), { after: same })).toEqual([
      'the JSON answer is not the envelope (no boolean `success`)',
    ]);
    expect(check('/api/plants', json(404, { success: true, message: 'x' }), { after: same })).toEqual([
      'a failure is not `{ success: false, message }`',
    ]);
    expect(
      check(
        '/api/plants',
        { status: 400, headers: { 'content-type': 'text/plain' }, body: 'Bad' },
        { after: same },
      ),
    ).toEqual(['a failure answered text/plain, not the JSON envelope']);
    expect(
      check('/api/plants', { status: 200, headers: { 'content-type': 'application/json' }, body: '{' }),
    ).toEqual(['the answer says JSON but is not']);
    expect(
      check('/api/auth/sign-in/email', json(401, { code: 'INVALID', message: 'x' }), { after: same }),
    ).toEqual(['the JSON answer is not the envelope (no boolean `success`)']);
  });

  test('catches a refused request that changed the database, and only a refused one', () => {
    const changed = { ...same, user: '3:51' };
    expect(check('/api/plants', json(400, { success: false, message: 'x' }), { after: changed })).toEqual([
      'refused with 400 but changed table(s) user',
    ]);
    expect(check('/api/plants', json(201, { success: true, data: {} }), { after: changed })).toEqual([]);
    // A documented exception: that table, for that refusal.
    expect(
      checkAnswer({
        request: { method: 'POST', url: '/api/payments/sandbox/confirm' },
        answer: json(402, {
          success: false,
          code: 'payment.card_declined',
          message: 'Your card was declined.',
        }),
        ms: 5,
        before: same,
        after: { ...same, payment_intents: 'x' },
        timeLimitMs: 5_000,
        mayWrite: ['payment_intents'],
      }),
    ).toEqual([]);
  });
});

describe('serializeJson', () => {
  test('writes what JSON.stringify cannot: own __proto__ keys, raw numbers, deep nesting, refs', () => {
    const tree = objectOf([
      ['__proto__', { role: 'admin' }],
      ['n', deepJson(3, 'array')],
      ['id', new Ref('product', 1)],
      ['s', '\u0000\ud800'],
    ]);
    expect(serializeJson(tree, () => 'p-1')).toBe(
      '{"__proto__":{"role":"admin"},"n":[[[]]],"id":"p-1","s":"\\u0000\\ud800"}',
    );
    expect(JSON.parse(serializeJson(deepJson(50_000, 'object'), () => '')).a.a.a).toBeTypeOf('object');
  });
});

describe('captureErrorLogs', () => {
  test('collects the request logger’s errors with their cause, and console.error, until restored', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('Failed query: select 1', {
        cause: new Error('invalid byte sequence for encoding "UTF8": 0x00'),
      });
    });
    const logs = captureErrorLogs(app.log);
    try {
      await app.inject({ method: 'GET', url: '/boom' });
      console.error('# SERVER_ERROR: ', new Error('from Better Auth'));
      const lines = logs.take();
      expect(lines[0]).toMatch(
        /^Error: invalid byte sequence for encoding "UTF8": 0x00 — Failed query: select 1/,
      );
      expect(lines[1]).toMatch(/^console.error: Error: from Better Auth/);
      expect(logs.take()).toEqual([]);
    } finally {
      logs.restore();
      await app.close();
    }
    console.error('after restore: not collected');
    expect(logs.take()).toEqual([]);
  });
});

/* ---------- The whole loop against an app with planted bugs ---------- */

/** A tiny "database" whose fingerprint changes on every write. */
class Store extends Map<string, unknown> {
  writes = 0;
  override set(key: string, value: unknown): this {
    this.writes++;
    return super.set(key, value);
  }
}

function fakeTarget(app: FastifyInstance, store: Store): FuzzTarget & { restore(): void } {
  const logs = captureErrorLogs(app.log);
  return {
    origin: 'http://localhost:3000',
    prepare: async () => {},
    resolve: (ref) => (ref.kind === 'self' ? 'me' : 'thing-1'),
    cookie: (actor) => (actor === 'anonymous' ? undefined : `session=${actor}`),
    async send(wire) {
      const answer = await app.inject({
        method: wire.method as 'GET',
        url: wire.url,
        headers: wire.headers,
        payload: wire.payload,
      });
      return { status: answer.statusCode, headers: answer.headers, body: answer.body };
    },
    fingerprint: async () => ({ things: `${store.size}:${store.writes}` }),
    takeErrorLogs: () => logs.take(),
    restore: logs.restore,
  };
}

const thingsRoute: FuzzRoute = {
  method: 'POST',
  path: '/api/things',
  pathParams: [],
  query: [{ name: 'page', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } }],
  headers: [],
  bodyKind: 'json',
  body: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 50 },
      size: { type: 'integer', minimum: 0, maximum: 10 },
    },
    required: ['name'],
  },
  source: 'openapi',
};

const thingRoute: FuzzRoute = {
  method: 'GET',
  path: '/api/things/{id}',
  pathParams: ['id'],
  query: [],
  headers: [],
  bodyKind: 'none',
  source: 'openapi',
};

/** The planted bugs; `none` is the same app without any, which must pass. */
type Bug = 'none' | 'nul-500' | 'half-written' | 'slow-path';

async function appWith(bug: Bug, store: Store): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  app.post('/api/things', async (request, reply) => {
    const body = request.body as { name?: unknown } | null;
    if (bug === 'nul-500' && typeof body?.name === 'string' && body.name.includes('\u0000')) {
      // What PostgreSQL says to a NUL in a text column.
      throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
    }
    if (bug === 'half-written' && body && typeof body === 'object') store.set(`thing-${store.size}`, body);
    if (typeof body?.name !== 'string' || body.name.length === 0 || body.name.length > 50) {
      throw invalidField('name', 'field.max_length', { max: 50 });
    }
    if (bug !== 'half-written') store.set(`thing-${store.size}`, body);
    return reply.code(201).send({ success: true, data: { _id: `thing-${store.size}` } });
  });
  app.get('/api/things/:id', async (request) => {
    const { id } = request.params as { id: string };
    if (bug === 'slow-path' && id !== 'thing-1') await new Promise((resolve) => setTimeout(resolve, 300));
    if (!store.has(id)) throw new AppError('not_found', 'request.not_found');
    return { success: true, data: { _id: id } };
  });
  await app.ready();
  return app;
}

describe('the fuzz loop finds planted bugs', () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  async function run(bug: Bug, route: FuzzRoute, timeLimitMs = 5_000) {
    const store = new Store([['thing-1', { name: 'seed' }]]);
    const app = await appWith(bug, store);
    const target = fakeTarget(app, store);
    cleanup = async () => {
      target.restore();
      await app.close();
    };
    const stats = new Stats();
    const result = await fuzzRoute(target, `${route.method} ${route.path}`, caseFor(route), {
      seed: 42,
      numRuns: 150,
      timeLimitMs,
      keepGoing: false,
      stats,
    });
    return { result, stats };
  }

  test('a correct app passes', async () => {
    const { result, stats } = await run('none', thingsRoute);
    expect(result.report).toBeUndefined();
    expect(stats.requests).toBe(450);
  });

  test('a 500 on a NUL: the shrunk counterexample shows the method, URL, headers, body and the server log', async () => {
    const { result, stats } = await run('nul-500', thingsRoute);
    expect(result.failed).toBe(true);
    expect(result.report).toContain('Counterexample:');
    expect(result.report).toMatch(/status 500\nPOST \/api\/things/);
    expect(result.report).toContain('headers: {"content-type"');
    expect(result.report).toMatch(/body: ".*\\\\u0000/);
    expect(result.report).toContain('server log: Error: invalid byte sequence for encoding "UTF8": 0x00');
    expect(result.report).toMatch(/seed: 42, path: "[\d:]+"/);
    expect(stats.failures).toHaveLength(1);
  });

  test('a refused request that wrote anyway', async () => {
    const { result } = await run('half-written', thingsRoute);
    expect(result.failed).toBe(true);
    expect(result.report).toContain('refused with 400 but changed table(s) things');
  });

  test('an answer slower than the limit', async () => {
    const { result } = await run('slow-path', thingRoute, 200);
    expect(result.failed).toBe(true);
    expect(result.report).toMatch(/no answer within 200 ms\nGET \/api\/things\//);
  });
});
