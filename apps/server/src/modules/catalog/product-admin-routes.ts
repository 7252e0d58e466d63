import {
  AdminProductQuerySchema,
  AdminProductSchema,
  CATEGORY_IDS,
  envelopeSchema,
  findCategory,
  MessageEnvelopeSchema,
  PRODUCT_INPUT_SCHEMAS,
  PRODUCT_UPDATE_SCHEMAS,
  ProductSchema,
  pagedEnvelopeSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { currentUser, requireAdmin } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import type { ProductAdminService } from './product-admin-service.js';

const IdParams = z.object({ id: z.string().max(200) });

/** The owner's product routes (docs/api.md §1): admin only, the guard answering before any validation. */
export async function productAdminRoutes(
  app: FastifyInstance,
  options: { productAdmin: ProductAdminService },
) {
  const { productAdmin } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/products',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Products of every category for the dashboard: search, category filter, paging',
        querystring: AdminProductQuerySchema,
        response: { 200: pagedEnvelopeSchema(AdminProductSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await productAdmin.list(request.query);
      return { success: true as const, data: rows, total };
    },
  );

  for (const category of CATEGORY_IDS) {
    const singular = findCategory(category)!.singular;

    api.post(
      `/api/${category}`,
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: `Add a ${singular.toLowerCase()}`,
          body: PRODUCT_INPUT_SCHEMAS[category],
          response: { 201: envelopeSchema(ProductSchema) },
        },
      },
      async (request, reply) => {
        const data = await productAdmin.create(category, request.body, currentUser(request));
        return reply.code(201).send({
          success: true as const,
          data,
          ...said('product.added', { category: { code: `product.singular.${category}` } }),
        });
      },
    );

    api.put(
      `/api/${category}/:id`,
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: `Change a ${singular.toLowerCase()}: a partial update; read-only fields are ignored`,
          params: IdParams,
          body: PRODUCT_UPDATE_SCHEMAS[category],
          response: { 200: envelopeSchema(ProductSchema) },
        },
      },
      async (request) => {
        const data = await productAdmin.update(
          category,
          request.params.id,
          request.body,
          currentUser(request),
        );
        return { success: true as const, data, ...said('product.updated') };
      },
    );

    api.delete(
      `/api/${category}/:id`,
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          summary: `Delete a ${singular.toLowerCase()}; past orders keep their own copy of it`,
          params: IdParams,
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await productAdmin.remove(category, request.params.id);
        return { success: true as const, ...said('product.deleted') };
      },
    );
  }

  // Any other first segment is not a category: the static routes above (and every other module's) win.
  const unsupported = async () => {
    throw new AppError('not_found', 'product.unsupported_category');
  };
  const hidden = { schema: { hide: true } };
  api.post('/api/:category', hidden, unsupported);
  api.put('/api/:category/:id', hidden, unsupported);
  api.delete('/api/:category/:id', hidden, unsupported);
}
