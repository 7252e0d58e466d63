import { AdminStatsSchema, envelopeSchema } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../../lib/guards.js';
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
          'The back office home (staff): orders to confirm, to book with a courier and to ship, unread messages, failed order messages; for the owner, sales today and over seven days beside a week before',
        response: { 200: envelopeSchema(AdminStatsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await dashboard.stats(currentUser(request)) }),
  );
}
