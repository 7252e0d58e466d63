import {
  BackInStockRequestSchema,
  envelopeSchema,
  MessageEnvelopeSchema,
  StockAlertUnsubscribedSchema,
  StockAlertUnsubscribeSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findSessionUser } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import { perIpRateLimit } from '../../lib/rate-limits.js';
import { requestLocale } from '../../lib/request-locale.js';
import type { StockAlertsService } from './stock-alerts-service.js';

/**
 * Per client IP and minute: a shopper asks for a few products at most, and a script cannot use the shop
 * to send messages to addresses it types in (each address gets at most one message per product anyway).
 */
export const STOCK_ALERT_RATE_LIMIT = 5;

const IdParams = z.object({ id: z.string().max(200) });

/** The shopper's back-in-stock routes: ask on a sold-out product's page, stop from the message's link. */
export async function stockAlertsRoutes(app: FastifyInstance, options: { stockAlerts: StockAlertsService }) {
  const { stockAlerts } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/products/:id/stock-alerts',
    {
      config: { rateLimit: perIpRateLimit(STOCK_ALERT_RATE_LIMIT) },
      schema: {
        tags: ['catalog'],
        summary:
          'Ask to be told once, by email or SMS, when a sold-out product is back (asking twice answers the same)',
        params: IdParams,
        body: BackInStockRequestSchema,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await findSessionUser(request);
      await stockAlerts.request(request.params.id, request.body, {
        account: user ? { id: user.id, email: user.email } : null,
        locale: requestLocale(request),
      });
      return { success: true as const, ...said('stock_alert.requested') };
    },
  );

  api.post(
    '/api/stock-alerts/unsubscribe',
    {
      config: { rateLimit: perIpRateLimit(STOCK_ALERT_RATE_LIMIT) },
      schema: {
        tags: ['catalog'],
        summary: "Stop every waiting back-in-stock alert of the address a message's signed link names",
        body: StockAlertUnsubscribeSchema,
        response: { 200: envelopeSchema(StockAlertUnsubscribedSchema) },
      },
    },
    async (request) => {
      const data = await stockAlerts.unsubscribe(request.body.token);
      return { success: true as const, data, ...said('stock_alert.unsubscribed', data) };
    },
  );
}
