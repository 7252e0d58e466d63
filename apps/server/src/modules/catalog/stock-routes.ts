import {
  envelopeSchema,
  pagedEnvelopeSchema,
  StockAdjustmentInputSchema,
  StockHistoryQuerySchema,
  StockMovementSchema,
  StockSettingsSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAdmin } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import type { StockService } from './stock-service.js';

const IdParams = z.object({ id: z.string().max(200) });

/** The owner's stock routes (issue 24 item 2): adjustments, a product's stock history, the shop's settings. */
export async function stockRoutes(app: FastifyInstance, options: { stock: StockService }) {
  const { stock } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/products/:id/stock-history',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "A product's stock movements, newest first: orders, cancellations, returns, adjustments, edits",
        params: IdParams,
        querystring: StockHistoryQuerySchema,
        response: { 200: pagedEnvelopeSchema(StockMovementSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await stock.history(request.params.id, request.query);
      return { success: true as const, data: rows, total };
    },
  );

  api.post(
    '/api/admin/products/:id/stock-adjustments',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Change stock outside an order (received, damaged, counted, returned), recorded with who did it',
        params: IdParams,
        body: StockAdjustmentInputSchema,
        response: { 201: envelopeSchema(z.object({ stock: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const now = await stock.adjust(request.params.id, request.body, { id: actor.id, name: actor.name });
      return reply
        .code(201)
        .send({ success: true as const, data: { stock: now }, ...said('stock.adjusted', { stock: now }) });
    },
  );

  api.get(
    '/api/admin/stock-settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "The shop's low-stock threshold and daily stock digest",
        response: { 200: envelopeSchema(StockSettingsSchema) },
      },
    },
    async () => ({ success: true as const, data: await stock.settings() }),
  );

  api.put(
    '/api/admin/stock-settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Change the shop's low-stock threshold and daily stock digest",
        body: StockSettingsSchema,
        response: { 200: envelopeSchema(StockSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await stock.saveSettings(request.body),
      ...said('stock.settings_saved'),
    }),
  );
}
