import {
  BlogInputSchema,
  BlogSchema,
  BlogUpdateSchema,
  envelopeSchema,
  MessageEnvelopeSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import type { BlogService } from './blog-service.js';

const IdParams = z.object({ id: z.string().max(200) });

export async function blogRoutes(app: FastifyInstance, options: { blog: BlogService }) {
  const { blog } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/blogs',
    {
      schema: {
        tags: ['blog'],
        summary: 'Blog posts, newest first',
        response: { 200: envelopeSchema(z.array(BlogSchema)) },
      },
    },
    async () => ({ success: true as const, data: await blog.list() }),
  );

  api.get(
    '/api/blogs/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'One blog post',
        params: IdParams,
        response: { 200: envelopeSchema(BlogSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await blog.get(request.params.id) }),
  );

  api.post(
    '/api/blogs',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['blog'],
        summary: 'Publish a post (admin); its HTML is sanitised when stored, and again when read',
        body: BlogInputSchema,
        response: { 201: envelopeSchema(BlogSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await blog.create(request.body),
        ...said('blog.created'),
      }),
  );

  api.put(
    '/api/blogs/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['blog'],
        summary: 'Change a post (admin): a partial update',
        params: IdParams,
        body: BlogUpdateSchema,
        response: { 200: envelopeSchema(BlogSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await blog.update(request.params.id, request.body),
      ...said('blog.updated'),
    }),
  );

  api.delete(
    '/api/blogs/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['blog'],
        summary: 'Delete a post (admin)',
        params: IdParams,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      await blog.remove(request.params.id);
      return { success: true as const, ...said('blog.deleted') };
    },
  );
}
