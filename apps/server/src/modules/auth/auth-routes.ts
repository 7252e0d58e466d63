import { AuthConfigSchema, envelopeSchema } from '@plantopia/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { type Auth, CLIENT_IP_HEADER } from '../../lib/auth.js';
import { refusal } from '../../lib/error-handler.js';
import { authRefusal } from './auth-refusals.js';

/** Headers Fastify sets itself for the forwarded body; copying Better Auth's would contradict them. */
const SKIPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie']);

/**
 * Better Auth's own routes (sign-up, sign-in, sign-out, get-session, password reset, Google) under
 * /api/auth/*. The client IP it rate-limits by is Fastify's `request.ip` (the socket, or
 * X-Forwarded-For only with TRUST_PROXY); a header a client sends under that name is replaced.
 */
export async function authRoutes(app: FastifyInstance, options: { auth: Auth; config: Config }) {
  const { auth, config } = options;

  // Outside /api/auth/*, which is Better Auth's: tells the sign-in pages whether to offer Google.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth-config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in methods this shop offers',
        response: { 200: envelopeSchema(AuthConfigSchema) },
      },
    },
    async () => ({ success: true as const, data: { google: config.google !== undefined } }),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(new URL(request.url, config.publicUrl), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (!SKIPPED_HEADERS.has(key)) reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const body = await response.text();
      if (response.status >= 400) {
        // Better Auth answers { code, message }; the shop's clients read the envelope.
        const refused = authRefusal(
          response.status,
          safeJson(body) as { code?: unknown; message?: unknown } | null,
        );
        return reply.type('application/json').send(refusal(refused.code, refused.params));
      }
      return reply.send(body || null);
    },
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
