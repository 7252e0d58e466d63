import { orderNumber } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSignedIn } from '../../lib/guards.js';
import { perUserRateLimit } from '../../lib/rate-limits.js';
import type { OrdersService } from '../orders/orders-service.js';
import { renderInvoice } from './invoice-pdf.js';

const IdParams = z.object({ id: z.string().max(200) });

/** `GET /api/orders/{id}/invoice`: the order's PDF invoice, for its owner or an admin. */
export async function invoiceRoutes(app: FastifyInstance, options: { orders: OrdersService }) {
  const { orders } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/orders/:id/invoice',
    {
      onRequest: requireSignedIn,
      // A PDF takes real work to build: 30 a minute is plenty for printing and far from a flood.
      config: { rateLimit: perUserRateLimit(30) },
      schema: {
        tags: ['orders'],
        summary:
          "The order's invoice as a PDF (its owner or an admin; 403 for another's order, 404 for none)",
        params: IdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const order = await orders.findForOwnerOrAdmin(currentUser(request), request.params.id);
      const pdf = await renderInvoice(order);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="plantopia-invoice-${orderNumber(order._id)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
