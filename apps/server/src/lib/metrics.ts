import { timingSafeEqual } from 'node:crypto';
import type { PaymentIntentStatus } from '@plantopia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { refusal } from './error-handler.js';
import { responseCacheLookups } from './response-cache.js';

/** What the shop's services report; the metrics below count it. */
export interface ShopEvents {
  orderPlaced(paymentMethod: string): void;
  paymentOutcome(status: PaymentIntentStatus): void;
}

export interface ShopMetrics extends ShopEvents {
  registry: Registry;
  observeRequest(request: FastifyRequest, reply: FastifyReply): void;
}

/** Seconds: a cached catalog read takes well under a millisecond, a checkout tens of milliseconds. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The shop's Prometheus metrics, in a registry of this app's own (tests build many apps in one
 * process). `withProcessMetrics` adds prom-client's default process metrics (CPU, memory, event
 * loop lag), which start timers, so only when the metrics are served.
 */
export function createMetrics(options: { withProcessMetrics: boolean }): ShopMetrics {
  const registry = new Registry();
  if (options.withProcessMetrics) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const orders = new Counter({
    name: 'plantopia_orders_placed_total',
    help: 'Orders placed, by payment method',
    labelNames: ['payment_method'],
    registers: [registry],
  });
  const payments = new Counter({
    name: 'plantopia_payment_outcomes_total',
    help: 'Card payment outcomes recorded (succeeded, declined = requires_payment_method, canceled…)',
    labelNames: ['status'],
    registers: [registry],
  });
  // The response cache counts for the whole process; these read its counters when scraped.
  new Counter({
    name: 'plantopia_response_cache_lookups_total',
    help: 'Catalog response cache lookups, by result (hit or miss)',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, responseCacheLookups.hits);
      this.inc({ result: 'miss' }, responseCacheLookups.misses);
    },
  });
  new Gauge({
    name: 'plantopia_response_cache_hit_ratio',
    help: 'Share of catalog response cache lookups answered from memory since the start',
    registers: [registry],
    collect() {
      const total = responseCacheLookups.hits + responseCacheLookups.misses;
      this.set(total === 0 ? 0 : responseCacheLookups.hits / total);
    },
  });

  return {
    registry,
    orderPlaced: (paymentMethod) => orders.inc({ payment_method: paymentMethod }),
    paymentOutcome: (status) => payments.inc({ status }),
    observeRequest(request: FastifyRequest, reply: FastifyReply) {
      // The route pattern (`/api/products/:id`), never the raw URL, so ids do not make new series.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    },
  };
}

/**
 * Counts every answer, and serves `GET /metrics` to a scraper holding `METRICS_TOKEN`. Without a token
 * the path does not exist (404), so nobody learns the shop's traffic.
 */
export function registerMetrics(app: FastifyInstance, metrics: ShopMetrics, token: string | undefined) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request, reply);
    done();
  });
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(refusal('request.metrics_token'));
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
