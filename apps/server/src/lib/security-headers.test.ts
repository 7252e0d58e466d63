import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: true,
};

async function headersOf(setUp: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await setUp(app);
  app.get('/page', async () => 'ok');
  const answers = [await app.inject('/page'), await app.inject('/missing')];
  await app.close();
  return answers.map(({ headers: { date: _date, ...rest } }) => rest);
}

test('every response carries exactly the headers @fastify/helmet would set, errors included', async () => {
  const expected = await headersOf((app) => app.register(helmet, OPTIONS));
  const actual = await headersOf((app) => registerSecurityHeaders(app, OPTIONS));
  expect(actual).toEqual(expected);
  expect(actual[0]).toMatchObject({
    'content-security-policy': "default-src 'self';object-src 'none';frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'strict-transport-security': expect.stringContaining('max-age='),
  });
});
