import { PrintOrdersQuerySchema } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/guards.js';
import { perUserRateLimit } from '../../lib/rate-limits.js';
import type { LabelsService } from './labels-service.js';

/**
 * `GET /api/admin/orders/labels.pdf?ids=…` and `GET /api/admin/orders/packing-slips.pdf?ids=…`: a
 * selection's shipping labels or packing slips as one PDF to print, for staff and admins.
 */
export async function labelsRoutes(app: FastifyInstance, options: { labels: LabelsService }) {
  const { labels } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const documents = [
    {
      path: '/api/admin/orders/labels.pdf',
      file: 'plantopia-labels.pdf',
      summary:
        'Shipping labels (4×6 in, one per order) for up to 100 orders as one PDF; 404 when an order does not exist',
      render: labels.labels,
    },
    {
      path: '/api/admin/orders/packing-slips.pdf',
      file: 'plantopia-packing-slips.pdf',
      summary:
        'Packing slips (A4, one per order) for up to 100 orders as one PDF; 404 when an order does not exist',
      render: labels.packingSlips,
    },
  ];

  for (const { path, file, summary, render } of documents) {
    api.get(
      path,
      {
        onRequest: requireStaff,
        // A batch of PDFs is real work: 30 prints a minute is far more than a packing table needs.
        config: { rateLimit: perUserRateLimit(30) },
        schema: {
          tags: ['back office'],
          summary,
          querystring: PrintOrdersQuerySchema,
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const pdf = await render(request.query.ids);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${file}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }
}
