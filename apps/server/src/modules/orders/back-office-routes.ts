import {
  AdminOrderDetailSchema,
  type AdminOrderRow,
  AdminOrderRowSchema,
  AdminOrdersQuerySchema,
  CallOutcomeSchema,
  DeliveryAttemptSchema,
  envelopeSchema,
  formatDate,
  type Locale,
  OrderNoteSchema,
  orderStatusLabel,
  pagedEnvelopeSchema,
  paymentMethodLabel,
  paymentStatusLabel,
  poishaToTaka,
  ReportQuerySchema,
  ReportSchema,
  ReturnSchema,
} from '@plantopia/shared';
import { formatMessage, say } from '@plantopia/shared/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvLine, sendCsv } from '../../lib/csv.js';
import { currentUser, requireAdmin, requireStaff } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import { requestLocale } from '../../lib/request-locale.js';
import type { BackOfficeService } from './back-office-service.js';
import type { ReportsService } from './reports-service.js';

const IdParams = z.object({ id: z.string().min(1).max(100) });
const DetailEnvelope = envelopeSchema(AdminOrderDetailSchema);
const ExportQuerySchema = AdminOrdersQuerySchema.omit({ page: true, limit: true });

const HEADINGS = [
  'number',
  'date',
  'name',
  'phone',
  'email',
  'district',
  'zone',
  'items',
  'subtotal',
  'delivery',
  'discount',
  'total',
  'payment_method',
  'payment_status',
  'status',
  'confirmation',
  'courier',
  'consignment',
  'coupon',
] as const;

function orderLine(
  row: AdminOrderRow,
  summary: { subtotal: number; shippingFee: number; discount: number },
  locale: Locale,
): string {
  return csvLine([
    row.number,
    formatDate(row.createdAt, locale),
    row.name,
    row.phone,
    row.email,
    row.district?.[locale] ?? '',
    row.deliveryZone ?? '',
    row.itemCount,
    poishaToTaka(summary.subtotal).toFixed(2),
    poishaToTaka(summary.shippingFee).toFixed(2),
    poishaToTaka(summary.discount).toFixed(2),
    row.total.toFixed(2),
    say(paymentMethodLabel(row.paymentMethod), locale),
    say(paymentStatusLabel(row.paymentStatus), locale),
    say(orderStatusLabel(row.status), locale),
    row.confirmation ? formatMessage(`order.confirmation.${row.confirmation}`, undefined, locale) : '',
    row.courier ?? '',
    row.consignmentId ?? '',
    row.couponCode ?? '',
  ]);
}

/** The back office's order routes (issue 23): staff and admins only. */
export async function backOfficeRoutes(
  app: FastifyInstance,
  options: { backOffice: BackOfficeService; reports: ReportsService },
) {
  const { backOffice, reports } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/orders',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary:
          'Orders as staff find them: search by number, phone digits, name or email; filters; sort by date or total; paged',
        querystring: AdminOrdersQuerySchema,
        response: { 200: pagedEnvelopeSchema(AdminOrderRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await backOffice.list(request.query);
      return { success: true as const, data: rows, total };
    },
  );

  api.get(
    '/api/admin/reports',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['back office'],
        summary:
          'The owner’s numbers for a period of Dhaka days beside the period before it: sales, orders, payment methods, top products, districts, coupons, reasons (admin)',
        querystring: ReportQuerySchema,
        response: { 200: envelopeSchema(ReportSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await reports.report(request.query) }),
  );

  api.get(
    '/api/admin/orders.csv',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary: 'The filtered orders as CSV (UTF-8 with a BOM, so Excel shows Bangla), streamed',
        querystring: ExportQuerySchema,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const rows = backOffice.exportRows(request.query);
      async function* lines() {
        for await (const { row, summary } of rows) yield orderLine(row, summary, locale);
      }
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `orders-${day}.csv`, HEADINGS, lines());
    },
  );

  api.get(
    '/api/admin/orders/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary: 'An order with its timeline, notes, confirmation, courier and the risk signals of its phone',
        params: IdParams,
        response: { 200: DetailEnvelope },
      },
    },
    async (request) => ({ success: true as const, data: await backOffice.detail(request.params.id) }),
  );

  api.post(
    '/api/admin/orders/:id/notes',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary: "Add a staff note to an order's timeline (never shown to the shopper)",
        params: IdParams,
        body: OrderNoteSchema,
        response: { 201: DetailEnvelope },
      },
    },
    async (request, reply) => {
      await backOffice.addNote(request.params.id, request.body.text, currentUser(request));
      const data = await backOffice.detail(request.params.id);
      return reply.code(201).send({ success: true as const, data, ...said('order.note_added') });
    },
  );

  api.post(
    '/api/admin/orders/:id/confirmation',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary:
          "Record a cash-on-delivery order's confirmation call: confirmed (accepted), no answer, cancelled by the customer, fake",
        params: IdParams,
        body: CallOutcomeSchema,
        response: { 200: DetailEnvelope },
      },
    },
    async (request) => {
      await backOffice.recordCall(request.params.id, request.body, currentUser(request));
      const data = await backOffice.detail(request.params.id);
      return { success: true as const, data, ...said('order.call_recorded') };
    },
  );

  api.post(
    '/api/admin/orders/:id/delivery-attempts',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary: 'Record a failed delivery attempt: the order stays shipped',
        params: IdParams,
        body: DeliveryAttemptSchema,
        response: { 200: DetailEnvelope },
      },
    },
    async (request) => {
      await backOffice.recordDeliveryAttempt(request.params.id, request.body, currentUser(request));
      const data = await backOffice.detail(request.params.id);
      return { success: true as const, data, ...said('order.delivery_attempt_recorded') };
    },
  );

  api.post(
    '/api/admin/orders/:id/return',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary:
          'A shipped parcel came back: returned, with its reason; its stock back unless damaged, a prepaid order refunded',
        params: IdParams,
        body: ReturnSchema,
        response: { 200: DetailEnvelope },
      },
    },
    async (request) => {
      await backOffice.recordReturn(request.params.id, request.body, currentUser(request));
      const data = await backOffice.detail(request.params.id);
      return { success: true as const, data, ...said('order.return_recorded') };
    },
  );
}
