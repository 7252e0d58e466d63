import {
  AdminCustomerDetailSchema,
  type AdminCustomerRow,
  AdminCustomerRowSchema,
  AdminCustomersQuerySchema,
  BlockCustomerSchema,
  CustomerOrderRowSchema,
  CustomerOrdersQuerySchema,
  envelopeSchema,
  formatDate,
  type Locale,
  pagedEnvelopeSchema,
} from '@plantopia/shared';
import { formatMessage } from '@plantopia/shared/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvLine, sendCsv } from '../../lib/csv.js';
import { currentUser, requireAdmin, requireStaff } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import { requestLocale } from '../../lib/request-locale.js';
import type { CustomersService } from './customers-service.js';

const IdParams = z.object({ id: z.string().min(1).max(200) });
const DetailEnvelope = envelopeSchema(AdminCustomerDetailSchema);
const ExportQuerySchema = AdminCustomersQuerySchema.omit({ page: true, limit: true });

const HEADINGS = [
  'name',
  'email',
  'phone',
  'role',
  'joined',
  'orders',
  'spent',
  'last_order',
  'returns',
  'cancellations',
  'blocked',
] as const;

function csvRow(row: AdminCustomerRow, locale: Locale): string {
  return csvLine([
    row.name,
    row.email,
    row.phone,
    formatMessage(`customer.role.${row.role}`, undefined, locale),
    formatDate(row.joinedAt, locale),
    row.orders,
    row.spent.toFixed(2),
    row.lastOrderAt ? formatDate(row.lastOrderAt, locale) : '',
    row.returns,
    row.cancellations,
    row.blocked ? 'yes' : '',
  ]);
}

/** The back office's customers (issue 24 item 4): staff read them, only an admin blocks or unblocks. */
export async function customersRoutes(app: FastifyInstance, options: { customers: CustomersService }) {
  const { customers } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/customers',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary:
          'Customers with their orders, spending, last order, returns and cancellations: search by name, email or phone digits; filter by role or block; sorted and paged',
        querystring: AdminCustomersQuerySchema,
        response: { 200: pagedEnvelopeSchema(AdminCustomerRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await customers.list(request.query);
      return { success: true as const, data: rows, total };
    },
  );

  api.get(
    '/api/admin/customers.csv',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary: 'The filtered customers as CSV (UTF-8 with a BOM, formula-looking cells escaped), streamed',
        querystring: ExportQuerySchema,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const rows = customers.exportRows(request.query);
      async function* lines() {
        for await (const row of rows) yield csvRow(row, locale);
      }
      return sendCsv(reply, `customers-${new Date().toISOString().slice(0, 10)}.csv`, HEADINGS, lines());
    },
  );

  api.get(
    '/api/admin/customers/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary:
          'A customer: the account and its figures, saved and used addresses, the history of its phone numbers, its blocks',
        params: IdParams,
        response: { 200: DetailEnvelope },
      },
    },
    async (request) => ({ success: true as const, data: await customers.detail(request.params.id) }),
  );

  api.get(
    '/api/admin/customers/:id/orders',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['back office'],
        summary: "A customer's orders, newest first, paged",
        params: IdParams,
        querystring: CustomerOrdersQuerySchema,
        response: { 200: pagedEnvelopeSchema(CustomerOrderRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await customers.listOrders(request.params.id, request.query);
      return { success: true as const, data: rows, total };
    },
  );

  api.put(
    '/api/admin/customers/:id/block',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['back office'],
        summary:
          'Block a customer from ordering, with a reason the shopper never sees (admin); who and when are recorded',
        params: IdParams,
        body: BlockCustomerSchema,
        response: { 200: DetailEnvelope },
      },
    },
    async (request) => {
      const name = await customers.block(request.params.id, request.body.reason, currentUser(request));
      const data = await customers.detail(request.params.id);
      return { success: true as const, data, ...said('customer.blocked', { name }) };
    },
  );

  api.delete(
    '/api/admin/customers/:id/block',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['back office'],
        summary: 'Let a blocked customer order again (admin); the lifted block stays in their history',
        params: IdParams,
        response: { 200: DetailEnvelope },
      },
    },
    async (request) => {
      const name = await customers.unblock(request.params.id, currentUser(request));
      const data = await customers.detail(request.params.id);
      return { success: true as const, data, ...said('customer.unblocked', { name }) };
    },
  );
}
