import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { said } from '../../lib/localized-replies.js';
import { findUnstorableJson, unstorableError } from '../../lib/safe-input.js';
import { BKASH_CALLBACK_PATH, SSLCOMMERZ_PATHS, type VerifyHint } from '../payments/payments-service.js';
import type { OrderPaymentsService } from './order-payments-service.js';

/** Where the shopper's browser lands after the provider: the page that says what happened. */
export const paymentResultPath = (orderId: string) => `/checkout/result/${encodeURIComponent(orderId)}`;

/** Paths the providers call from their own sites (CSRF exemption): each proves itself through the API. */
export const PAYMENT_CALLBACK_PATHS = [...Object.values(SSLCOMMERZ_PATHS), BKASH_CALLBACK_PATH];

const field = z.string().trim().max(200);

/**
 * What SSLCommerz posts (form-encoded) to the return URLs and the IPN. Only `tran_id` and `val_id` are
 * used, and only to ask the validation API: the amount, status and risk it posts are never trusted.
 */
const SslcommerzPostSchema = z.looseObject({
  tran_id: field.min(1, 'is required'),
  val_id: field.optional(),
  status: field.optional(),
});

const BkashCallbackSchema = z.looseObject({
  paymentID: field.min(1, 'is required'),
  status: z.enum(['success', 'failure', 'cancel'], { error: 'must be success, failure or cancel' }),
});

const unknownPayment = () => new AppError('not_found', 'payment.not_found');

/** The providers' calls into the shop: verified with the provider before anything changes. */
export async function paymentCallbackRoutes(
  app: FastifyInstance,
  options: { orderPayments: OrderPaymentsService; sslcommerz: boolean; bkash: boolean },
) {
  const { orderPayments } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  if (options.sslcommerz) {
    // SSLCommerz posts HTML forms; here only, form bodies are read (the same text checks as JSON).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        const value = Object.fromEntries(new URLSearchParams(body as string));
        const problem = findUnstorableJson(value);
        done(problem ? unstorableError(problem) : null, value);
      },
    );

    const hintOf = (
      kind: 'success' | 'fail' | 'cancel' | 'ipn',
      form: z.infer<typeof SslcommerzPostSchema>,
    ) => {
      if (form.val_id && (kind === 'success' || kind === 'ipn')) {
        return { kind: 'validation', validationId: form.val_id } satisfies VerifyHint;
      }
      if (kind === 'fail') return { kind: 'failed' } satisfies VerifyHint;
      if (kind === 'cancel') return { kind: 'cancelled' } satisfies VerifyHint;
      return { kind: 'none' } satisfies VerifyHint;
    };

    for (const kind of ['success', 'fail', 'cancel'] as const) {
      api.post(
        SSLCOMMERZ_PATHS[kind],
        {
          schema: {
            tags: ['payments'],
            summary: `SSLCommerz sends the shopper back here (${kind}); checked with SSLCommerz, then on to the result page`,
            body: SslcommerzPostSchema,
          },
        },
        async (request, reply) => {
          const orderId = await orderPayments.handleCallback(
            { sessionId: request.body.tran_id, provider: 'sslcommerz' },
            hintOf(kind, request.body),
          );
          if (!orderId) throw unknownPayment();
          return reply.redirect(paymentResultPath(orderId), 303);
        },
      );
    }

    api.post(
      SSLCOMMERZ_PATHS.ipn,
      {
        schema: {
          tags: ['payments'],
          summary: "SSLCommerz's payment notification (IPN): a hint, checked with the validation API",
          body: SslcommerzPostSchema,
        },
      },
      async (request) => {
        const orderId = await orderPayments.handleCallback(
          { sessionId: request.body.tran_id, provider: 'sslcommerz' },
          hintOf('ipn', request.body),
        );
        if (!orderId) throw unknownPayment();
        return { success: true as const, ...said('request.received') };
      },
    );
  }

  if (options.bkash) {
    api.get(
      BKASH_CALLBACK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary:
            'bKash sends the shopper back here; the payment is executed (or queried), then the result page',
          querystring: BkashCallbackSchema,
        },
      },
      async (request, reply) => {
        const { paymentID, status } = request.query;
        const hint: VerifyHint =
          status === 'success' ? { kind: 'success' } : { kind: status === 'cancel' ? 'cancelled' : 'failed' };
        const orderId = await orderPayments.handleCallback(
          { provider: 'bkash', providerRef: paymentID },
          hint,
        );
        if (!orderId) throw unknownPayment();
        return reply.redirect(paymentResultPath(orderId), 303);
      },
    );
  }
}
