import {
  CATEGORY_IDS,
  CatalogQuerySchema,
  categoryListEnvelopeSchema,
  envelopeSchema,
  FertilizerSchema,
  PlantFinderQuerySchema,
  PlantSchema,
  ProductSchema,
  SoilSchema,
  ToolSchema,
} from '@plantopia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../lib/send-cached.js';
import type { CatalogService } from './catalog-service.js';

const PRODUCT_SCHEMAS = {
  plants: PlantSchema,
  tools: ToolSchema,
  soils: SoilSchema,
  fertilizers: FertilizerSchema,
};
const IdParams = z.object({ id: z.string().max(200) });

export async function catalogRoutes(app: FastifyInstance, options: { catalog: CatalogService }) {
  const { catalog } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /*
   * Catalog reads are the same for everyone and cached as bytes (docs/budgets.md): a URL answered before is
   * served by this hook, before parsing and validation; other requests go on to the handler, which
   * validates, answers and remembers the URL. Bodies go out as stored (serialised, compressed once per
   * encoding), so the response compression hook is off for these routes.
   */
  const cachedRead = {
    compress: false,
    onRequest(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      const cached = catalog.findCached(request.url);
      if (!cached) return done();
      sendCached(request, reply, cached).catch((error: unknown) => reply.send(error));
    },
  } as const;

  api.get(
    '/api/products/featured',
    {
      ...cachedRead,
      schema: {
        tags: ['catalog'],
        summary: 'Featured products of all four categories',
        response: { 200: envelopeSchema(z.array(ProductSchema)) },
      },
    },
    async (request, reply) => sendCached(request, reply, await catalog.listFeatured(request.url)),
  );

  api.get(
    '/api/products/:id',
    {
      ...cachedRead,
      schema: {
        tags: ['catalog'],
        summary: 'One product of any category, with its comments',
        params: IdParams,
        response: { 200: envelopeSchema(ProductSchema) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await catalog.getProductResponse(request.params.id, undefined, request.url)),
  );

  // Registered before `/api/plants/:id`; Fastify prefers the static path anyway.
  api.get(
    '/api/plants/finder',
    {
      ...cachedRead,
      schema: {
        tags: ['catalog'],
        summary:
          'The plant finder: plants that suit where they will live, the light, pets and the time to care',
        querystring: PlantFinderQuerySchema,
        response: { 200: envelopeSchema(z.array(PlantSchema)) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await catalog.findPlants(request.query, request.url)),
  );

  for (const category of CATEGORY_IDS) {
    api.get(
      `/api/${category}`,
      {
        ...cachedRead,
        schema: {
          tags: ['catalog'],
          summary: `List ${category}; without parameters the whole list, with them a filtered page`,
          querystring: CatalogQuerySchema,
          response: { 200: categoryListEnvelopeSchema(PRODUCT_SCHEMAS[category]) },
        },
      },
      async (request, reply) =>
        sendCached(request, reply, await catalog.listCategory(category, request.query, request.url)),
    );

    api.get(
      `/api/${category}/:id`,
      {
        ...cachedRead,
        schema: {
          tags: ['catalog'],
          summary: `One ${category.replace(/s$/, '')} with its comments`,
          params: IdParams,
          response: { 200: envelopeSchema(PRODUCT_SCHEMAS[category]) },
        },
      },
      async (request, reply) =>
        sendCached(
          request,
          reply,
          await catalog.getProductResponse(request.params.id, category, request.url),
        ),
    );
  }
}
