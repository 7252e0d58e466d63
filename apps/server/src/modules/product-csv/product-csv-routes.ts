import multipart from '@fastify/multipart';
import {
  ConfirmProductImportSchema,
  envelopeSchema,
  MAX_IMPORT_CSV_BYTES,
  MAX_IMPORT_ZIP_BYTES,
  MessageEnvelopeSchema,
  ProductImportRowSchema,
  ProductImportRowsQuerySchema,
  ProductImportSchema,
  pagedEnvelopeSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvLine, sendCsv } from '../../lib/csv.js';
import { AppError } from '../../lib/errors.js';
import { currentUser, requireAdmin } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import { readFiles } from '../../lib/multipart-file.js';
import { perUserRateLimit } from '../../lib/rate-limits.js';
import type { ProductAdminService } from '../catalog/product-admin-service.js';
import { PRODUCT_CSV_HEADINGS, productRows } from './product-csv-columns.js';
import type { ProductImportService } from './product-import-service.js';

const IdParams = z.object({ id: z.string().max(200) });
const ImportEnvelope = envelopeSchema(ProductImportSchema);

/** Products out and in as CSV (issue 24 item 3, docs/product-csv.md): the owner's, admin only. */
export async function productCsvRoutes(
  app: FastifyInstance,
  options: { productAdmin: ProductAdminService; imports: ProductImportService; publicUrl: string },
) {
  const { productAdmin, imports, publicUrl } = options;
  // Registered here, so only this plugin's routes take multipart bodies (as the image upload's does).
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_ZIP_BYTES + 1, files: 2, fields: 4, parts: 6 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/products.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every product as CSV in the import’s own columns (UTF-8 with a BOM), streamed',
      },
    },
    async (_request, reply) => {
      // The shop's own images as full addresses, which a spreadsheet can open; the import reads them back.
      const imageAddress = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
      async function* lines() {
        for await (const product of productAdmin.exportAll()) {
          for (const row of productRows(product, imageAddress)) yield csvLine(row);
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(reply, `products-${day}.csv`, PRODUCT_CSV_HEADINGS, lines());
    },
  );

  api.post(
    '/api/admin/product-imports',
    {
      onRequest: requireAdmin,
      config: { rateLimit: perUserRateLimit(20) },
      schema: {
        tags: ['admin'],
        summary:
          'Check a products CSV (multipart `file`, and `images`: a zip of the images it names): the dry run, row by row; nothing is written',
        consumes: ['multipart/form-data'],
        response: { 201: ImportEnvelope },
      },
    },
    async (request, reply) => {
      const files = await readFiles(request, { file: MAX_IMPORT_CSV_BYTES, images: MAX_IMPORT_ZIP_BYTES });
      const csv = files.get('file');
      if (!csv || csv.bytes.length === 0) throw new AppError('invalid_data', 'import.no_file');
      const data = await imports.check(
        { name: csv.fileName, bytes: csv.bytes },
        files.get('images')?.bytes ?? null,
        currentUser(request).id,
      );
      return reply.code(201).send({
        success: true as const,
        data,
        ...said('import.checked', {
          total: data.rows.total,
          create: data.rows.create,
          update: data.rows.update,
          refused: data.rows.refused,
        }),
      });
    },
  );

  api.get(
    '/api/admin/product-imports/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'An import: its dry run’s counts, its status and its progress (the page polls it)',
        params: IdParams,
        response: { 200: ImportEnvelope },
      },
    },
    async (request) => ({ success: true as const, data: await imports.find(request.params.id) }),
  );

  api.get(
    '/api/admin/product-imports/:id/rows',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'An import’s rows, paged: what each creates or updates, or why it is refused (column and reason)',
        params: IdParams,
        querystring: ProductImportRowsQuerySchema,
        response: { 200: pagedEnvelopeSchema(ProductImportRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await imports.rows(request.params.id, request.query);
      return { success: true as const, data: rows, total };
    },
  );

  api.post(
    '/api/admin/product-imports/:id/start',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Import a checked file in the background; a file with refused rows only with `withoutRefused: true`',
        params: IdParams,
        body: ConfirmProductImportSchema,
        response: { 200: ImportEnvelope },
      },
    },
    async (request) => {
      const data = await imports.start(request.params.id, request.body);
      return { success: true as const, data, ...said('import.started') };
    },
  );

  api.post(
    '/api/admin/product-imports/:id/cancel',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Stop a running import: the rows applied so far stay, the rest are skipped',
        params: IdParams,
        response: { 200: ImportEnvelope },
      },
    },
    async (request) => {
      const data = await imports.cancel(request.params.id);
      return { success: true as const, data, ...said('import.cancelled') };
    },
  );

  api.delete(
    '/api/admin/product-imports/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Decline a checked file: the dry run is forgotten and nothing is imported',
        params: IdParams,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      await imports.discard(request.params.id);
      return { success: true as const, ...said('import.discarded') };
    },
  );
}
