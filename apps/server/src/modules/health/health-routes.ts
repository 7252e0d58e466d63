import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  const { database } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ status: z.literal('ok'), database: z.string() }),
          }),
          503: z.object({ success: z.literal(false), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { success: true as const, data: { status: 'ok' as const, database: database.kind } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ success: false as const, message: 'Database unavailable' });
      }
    },
  );
}
