import {
  envelopeSchema,
  PagedListExtrasSchema,
  ProductSchema,
  SearchQuerySchema,
  SuggestionsSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SearchService } from './search-service.js';

export async function searchRoutes(app: FastifyInstance, options: { search: SearchService }) {
  const { search } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/search/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products, categories and posts matching the words, as the shopper types in the header',
        description:
          'Bangla, English and Bangla typed in Latin letters ("golap") find the same product; small misspellings are forgiven.',
        querystring: SearchQuerySchema.pick({ q: true }),
        response: { 200: envelopeSchema(SuggestionsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await search.suggestions(request.query.q) }),
  );

  api.get(
    '/api/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of products of every category matching the words, best first',
        querystring: SearchQuerySchema,
        response: {
          200: envelopeSchema(z.array(ProductSchema)).extend(PagedListExtrasSchema.shape),
        },
      },
    },
    async (request) => {
      const { products, total } = await search.search(request.query.q, request.query.page ?? 1);
      return { success: true as const, data: products, total };
    },
  );
}
