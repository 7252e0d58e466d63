import {
  ConfirmLinkAnswerSchema,
  ConfirmLinkTokenParamsSchema,
  ConfirmLinkViewSchema,
  envelopeSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { said } from '../../lib/localized-replies.js';
import { perIpRateLimit } from '../../lib/rate-limits.js';
import type { ConfirmLinkService } from './confirm-link-service.js';

const ViewEnvelope = envelopeSchema(ConfirmLinkViewSchema);

/**
 * The shopper's confirmation link (decision 032): no account needed, the signed token is the permission.
 * A forged or expired token is a 403, an order already answered a 409; neither changes anything.
 */
export async function confirmLinkRoutes(app: FastifyInstance, options: { confirmLinks: ConfirmLinkService }) {
  const { confirmLinks } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/order-confirmations/:token',
    {
      schema: {
        tags: ['orders'],
        summary:
          "A cash-on-delivery order as its SMS link shows it (number, items, total, cash to pay) and whether it still waits for the shopper's answer",
        params: ConfirmLinkTokenParamsSchema,
        response: { 200: ViewEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await confirmLinks.view(request.params.token) };
    },
  );

  api.post(
    '/api/order-confirmations/:token',
    {
      // Shoppers behind one carrier address share this budget: far more answers than one household gives.
      config: { rateLimit: perIpRateLimit(20) },
      schema: {
        tags: ['orders'],
        summary:
          'The shopper confirms or cancels the order from its SMS link, recorded as a confirmation call would be; once only',
        params: ConfirmLinkTokenParamsSchema,
        body: ConfirmLinkAnswerSchema,
        response: { 200: ViewEnvelope },
      },
    },
    async (request) => {
      const data = await confirmLinks.answer(request.params.token, request.body.choice);
      return {
        success: true as const,
        data,
        ...said(request.body.choice === 'confirm' ? 'confirm_link.confirmed' : 'confirm_link.cancelled'),
      };
    },
  );
}
