import { envelopeSchema, ShippingTableSchema } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import { sendCached } from '../../lib/send-cached.js';
import type { DeliveryService } from './delivery-service.js';

export async function deliveryRoutes(app: FastifyInstance, options: { delivery: DeliveryService }) {
  const { delivery } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/shipping-rates',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The shipping table as shoppers see it: zones and fees, weight charge, free delivery, COD limit',
        response: { 200: envelopeSchema(ShippingTableSchema) },
      },
    },
    async (request, reply) => sendCached(request, reply, await delivery.publicTable(request.url)),
  );

  api.get(
    '/api/admin/shipping-table',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'The delivery zones and fees, the weight charge, free delivery and the cash-on-delivery limit',
        response: { 200: envelopeSchema(ShippingTableSchema) },
      },
    },
    async () => ({ success: true as const, data: await delivery.table() }),
  );

  api.put(
    '/api/admin/shipping-table',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Replace the shipping table; quotes and new orders use it at once',
        body: ShippingTableSchema,
        response: { 200: envelopeSchema(ShippingTableSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await delivery.saveTable(request.body),
      ...said('delivery.table_saved'),
    }),
  );
}
