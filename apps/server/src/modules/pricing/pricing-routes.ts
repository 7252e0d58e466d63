import { envelopeSchema, QuoteRequestSchema, QuoteSchema } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findSessionUser } from '../../lib/guards.js';
import { requestLocale } from '../../lib/request-locale.js';
import { toQuote } from './pricing-mapper.js';
import type { PricingService } from './pricing-service.js';

export async function pricingRoutes(app: FastifyInstance, options: { pricing: PricingService }) {
  const { pricing } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/pricing/quote',
    {
      schema: {
        tags: ['pricing'],
        summary:
          'What these lines cost now, delivered to `destination` (default: everywhere else): the totals the cart and checkout show',
        body: QuoteRequestSchema,
        response: { 200: envelopeSchema(QuoteSchema) },
      },
    },
    async (request) => {
      const shopper = await findSessionUser(request);
      const lines = request.body.items.map((item) => ({
        productId: item._id,
        variantId: item.variantId,
        quantity: item.quantity,
      }));
      const quote = await pricing.quote(lines, {
        shopperId: shopper?.id ?? null,
        destination: request.body.destination ?? null,
        couponCode: request.body.couponCode ?? null,
      });
      return { success: true as const, data: toQuote(quote, requestLocale(request)) };
    },
  );
}
