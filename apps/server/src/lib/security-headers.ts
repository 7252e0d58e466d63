import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Helmet's security headers (docs/security.md) on every response. @fastify/helmet builds Helmet's middleware,
 * CSP parsing included, again for each request, which made it the largest cost of a cached catalog
 * answer (bench/catalog-throughput.ts). The headers never change, so they are worked out once, by
 * @fastify/helmet itself on a throwaway instance, and every response gets that constant set.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const [plain, secured] = await Promise.all([probeHeaders(), probeHeaders(options)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (!(name in plain) && typeof value === 'string') headers[name] = value;
  }
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

async function probeHeaders(options?: FastifyHelmetOptions) {
  const probe = Fastify();
  if (options) await probe.register(helmet, options);
  probe.get('/', async () => 'probe');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return response.headers;
}
