import {
  CouponCodeSchema,
  CreatePaymentIntentResponseSchema,
  DestinationSchema,
  envelopeSchema,
  PaymentConfigSchema,
  PaymentIntentStatusSchema,
  SandboxConfirmSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSignedIn } from '../../lib/guards.js';
import { perUserRateLimit } from '../../lib/rate-limits.js';
import type { PaymentsService } from './payments-service.js';

export async function paymentsRoutes(app: FastifyInstance, options: { payments: PaymentsService }) {
  const { payments } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { provider } = payments.config();

  api.get(
    '/api/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which provider takes card payments, and its publishable key',
        response: { 200: envelopeSchema(PaymentConfigSchema) },
      },
    },
    async () => ({ success: true as const, data: payments.config() }),
  );

  api.post(
    '/api/create-payment-intent',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: perUserRateLimit(20) },
      schema: {
        tags: ['payments'],
        summary:
          "An intent for the shopper's server cart delivered to `destination` (the checkout's picked place); any amount in the body is ignored",
        body: z
          .looseObject({ destination: DestinationSchema.optional(), couponCode: CouponCodeSchema.optional() })
          .nullish(),
        response: { 200: CreatePaymentIntentResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await payments.createIntent(
        currentUser(request).id,
        request.body?.destination ?? null,
        request.body?.couponCode ?? null,
      )),
    }),
  );

  if (provider === 'sandbox') {
    api.post(
      '/api/payments/sandbox/confirm',
      {
        onRequest: requireSignedIn,
        config: { rateLimit: perUserRateLimit(20) },
        schema: {
          tags: ['payments'],
          summary: 'Pay an intent with a test card (the built-in sandbox provider)',
          body: SandboxConfirmSchema,
          response: { 200: envelopeSchema(PaymentIntentStatusSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payments.confirmSandbox(currentUser(request).id, request.body),
      }),
    );
  }

  if (provider === 'stripe') await app.register(stripeWebhookRoute, { payments });
}

/** Its own plugin so that the raw-body JSON parser (signature checks need the exact bytes) stays here. */
async function stripeWebhookRoute(app: FastifyInstance, options: { payments: PaymentsService }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/stripe/webhook',
    { schema: { tags: ['payments'], summary: "Stripe's payment intent events (signature checked)" } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      await options.payments.applyWebhook(
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
      return { success: true, received: true };
    },
  );
}
