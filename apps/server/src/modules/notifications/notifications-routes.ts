import {
  envelopeSchema,
  OutboundMessageListExtrasSchema,
  OutboundMessageQuerySchema,
  OutboundMessageSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireStaff } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import type { NotificationsService } from './notifications-service.js';

const MessageParams = z.object({ id: z.string().max(200) });

export async function notificationsRoutes(
  app: FastifyInstance,
  options: { notifications: NotificationsService },
) {
  const { notifications } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/notifications',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['admin'],
        summary:
          'The order emails and SMS the shop sends, newest first (failed ones by default), with how many have failed',
        querystring: OutboundMessageQuerySchema,
        response: {
          200: envelopeSchema(z.array(OutboundMessageSchema)).extend(OutboundMessageListExtrasSchema.shape),
        },
      },
    },
    async (request) => {
      const { rows, total, failed } = await notifications.list(request.query);
      return { success: true as const, data: rows, total, failed };
    },
  );

  api.post(
    '/api/admin/notifications/:id/retry',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Send a failed message again (409 when it has not failed)',
        params: MessageParams,
        response: { 200: envelopeSchema(OutboundMessageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.retry(request.params.id),
      ...said('notification.retried'),
    }),
  );
}
