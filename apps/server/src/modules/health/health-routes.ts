import { ErrorEnvelopeSchema, type MessageCode } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { migrationsApplied } from '../../db/migration-status.js';
import { refusal } from '../../lib/error-handler.js';

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  const { database } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers and reaches its database',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ status: z.literal('ok'), database: z.string() }),
          }),
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { success: true as const, data: { status: 'ok' as const, database: database.kind } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(refusal('request.database_unavailable'));
      }
    },
  );

  api.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness for a load balancer: database reachable, migrations applied, not shutting down',
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ status: z.literal('ready') }) }),
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const reason = await notReadyBecause(app, database).catch((error: unknown) => {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        return 'request.database_unavailable' as const;
      });
      if (reason) return reply.code(503).send(refusal(reason));
      return { success: true as const, data: { status: 'ready' as const } };
    },
  );
}

async function notReadyBecause(app: FastifyInstance, database: Database): Promise<MessageCode | undefined> {
  if (app.shuttingDown) return 'request.shutting_down';
  await database.ping();
  if (!(await migrationsApplied(database.db))) return 'request.migrations_pending';
  return undefined;
}
