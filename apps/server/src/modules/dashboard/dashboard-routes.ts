import { AdminStatsSchema, envelopeSchema } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/guards.js';
import type { DashboardService } from './dashboard-service.js';

export async function dashboardRoutes(app: FastifyInstance, options: { dashboard: DashboardService }) {
  const { dashboard } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/stats',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['dashboard'],
        summary:
          'The back office counters (staff): orders, those waiting for their confirmation call, users, products, unread messages, failed order messages',
        response: { 200: envelopeSchema(AdminStatsSchema) },
      },
    },
    async () => ({ success: true as const, data: await dashboard.stats() }),
  );
}
