import { AdminStatsSchema, envelopeSchema } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/guards.js';
import type { AdminService } from './admin-service.js';

export async function adminRoutes(app: FastifyInstance, options: { admin: AdminService }) {
  const { admin } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/stats',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The dashboard counters: orders, users and products',
        response: { 200: envelopeSchema(AdminStatsSchema) },
      },
    },
    async () => ({ success: true as const, data: await admin.stats() }),
  );
}
