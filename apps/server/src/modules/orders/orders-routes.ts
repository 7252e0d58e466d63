import {
  CreateOrderSchema,
  envelopeSchema,
  OrderSchema,
  PaymentRedirectSchema,
  PlaceOrderResponseSchema,
  paymentStatusLabel,
  RetryPaymentSchema,
  UpdateOrderStatusSchema,
  UpdatePaymentStatusSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAdmin, requireSignedIn, requireStaff } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import { perUserRateLimit } from '../../lib/rate-limits.js';
import { requestLocale } from '../../lib/request-locale.js';
import type { OrderPaymentsService } from './order-payments-service.js';
import type { OrdersService } from './orders-service.js';

const OrderEnvelope = envelopeSchema(OrderSchema);
const OrdersEnvelope = envelopeSchema(z.array(OrderSchema));
const IdParams = z.object({ id: z.string().max(200) });
const OrderIdParams = z.object({ orderId: z.string().max(200) });
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .optional(),
});

export async function ordersRoutes(
  app: FastifyInstance,
  options: { orders: OrdersService; orderPayments: OrderPaymentsService },
) {
  const { orders, orderPayments } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/orders',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        tags: ['orders'],
        summary:
          'Place an order: prices, totals and stock are the server’s; Idempotency-Key makes retries safe. A bKash or SSLCommerz order answers `redirectUrl`, the provider page where the shopper pays',
        headers: IdempotencyHeaders,
        body: CreateOrderSchema,
        response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const { order, created, redirectUrl } = await orders.place(
        currentUser(request).id,
        request.body,
        request.headers['idempotency-key'],
        requestLocale(request),
      );
      return reply.code(created ? 201 : 200).send({
        success: true as const,
        data: order,
        ...said(redirectUrl ? 'order.awaiting_payment' : 'order.placed'),
        ...(redirectUrl ? { redirectUrl } : {}),
      });
    },
  );

  api.get(
    '/api/orders',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Every order, newest first, including those their customer deleted (admin)',
        response: { 200: OrdersEnvelope },
      },
    },
    async () => ({ success: true as const, data: await orders.listAll() }),
  );

  api.get(
    '/api/orders/mine',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['orders'],
        summary: "The signed-in shopper's orders, newest first, without those they deleted",
        response: { 200: OrdersEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.listForCustomer(currentUser(request).id),
    }),
  );

  api.delete(
    '/api/orders/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['orders'],
        summary:
          "Hide an order from its customer's list; a pending one is cancelled and its stock restored (a paid one then owes a refund and stays listed)",
        params: IdParams,
        response: { 200: OrderEnvelope },
      },
    },
    async (request) => {
      const order = await orders.removeForCustomer(currentUser(request), request.params.id);
      return {
        success: true as const,
        data: order,
        ...said(
          order.deletedByCustomer
            ? 'order.deleted'
            : order.paymentStatus === 'refunded'
              ? 'order.cancelled_refunded'
              : 'order.cancelled_refund_due',
        ),
      };
    },
  );

  api.put(
    '/api/orders/:orderId/status',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['orders'],
        summary: 'Move an order to the next status (staff); only the allowed transitions',
        params: OrderIdParams,
        body: UpdateOrderStatusSchema,
        response: { 200: OrderEnvelope },
      },
    },
    async (request) => {
      const { status, trackingCode } = request.body;
      return {
        success: true as const,
        data: await orders.changeStatus(request.params.orderId, status, {
          trackingCode,
          actor: currentUser(request),
        }),
        ...said(`order.status_changed.${status}`),
      };
    },
  );

  api.put(
    '/api/orders/:orderId/payment-status',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Mark a payment the owner has refunded by hand (admin); only refund_due → refunded',
        params: OrderIdParams,
        body: UpdatePaymentStatusSchema,
        response: { 200: OrderEnvelope },
      },
    },
    async (request) => {
      const { paymentStatus } = request.body;
      return {
        success: true as const,
        data: await orders.changePaymentStatus(request.params.orderId, paymentStatus, currentUser(request)),
        ...said('order.payment_status_changed', { status: paymentStatusLabel(paymentStatus) }),
      };
    },
  );

  api.get(
    '/api/orders/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['orders'],
        summary: 'One order, for its owner or an admin (the payment result page reads it)',
        params: IdParams,
        response: { 200: OrderEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.get(currentUser(request), request.params.id),
    }),
  );

  api.post(
    '/api/orders/:id/payment',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        tags: ['orders'],
        summary:
          'Pay again for an order still holding its stock (bKash or SSLCommerz); answers the provider page',
        params: IdParams,
        body: RetryPaymentSchema,
        response: { 200: envelopeSchema(PaymentRedirectSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orderPayments.retry(currentUser(request), request.params.id, request.body.method),
    }),
  );

  api.post(
    '/api/orders/:id/cash-on-delivery',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        tags: ['orders'],
        summary:
          'Pay on delivery instead of the awaited bKash or SSLCommerz payment; the order keeps its stock',
        params: IdParams,
        body: z.looseObject({}).nullish(),
        response: { 200: OrderEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orderPayments.switchToCashOnDelivery(currentUser(request), request.params.id),
      ...said('order.switched_to_cod'),
    }),
  );

  api.post(
    '/api/orders/:orderId/refund',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Ask the provider again for the refund of a cancelled paid order (admin)',
        params: OrderIdParams,
        body: z.looseObject({}).nullish(),
        response: { 200: OrderEnvelope },
      },
    },
    async (request) => {
      const order = await orders.retryRefund(request.params.orderId);
      return {
        success: true as const,
        data: order,
        ...said(order.paymentStatus === 'refunded' ? 'order.refunded' : 'order.refund_not_done'),
      };
    },
  );
}
