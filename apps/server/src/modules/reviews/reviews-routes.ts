import {
  AdminReviewSchema,
  envelopeSchema,
  MessageEnvelopeSchema,
  MyReviewSchema,
  PageNumberSchema,
  pagedEnvelopeSchema,
  ReviewInputSchema,
  ReviewSchema,
  ReviewVisibilitySchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAdmin, requireSignedIn, requireStaff } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import { perUserRateLimit } from '../../lib/rate-limits.js';
import type { ReviewsService } from './reviews-service.js';

const ProductParams = z.object({ id: z.string().max(200) });
const ReviewParams = z.object({ reviewId: z.string().max(200) });
const AdminReviewsQuery = z.object({ page: PageNumberSchema.optional() });
const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** Review writes, like comment writes: 20 per minute per signed-in user. */
const reviewRateLimit = perUserRateLimit(20);

export async function reviewsRoutes(app: FastifyInstance, options: { reviews: ReviewsService }) {
  const { reviews } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/products/:id/reviews/mine',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['reviews'],
        summary:
          'Whether the signed-in shopper may review the product (a delivered order with it), and their review',
        params: ProductParams,
        response: { 200: envelopeSchema(MyReviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.findMine(currentUser(request), request.params.id),
    }),
  );

  api.post(
    '/api/products/:id/reviews',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: reviewRateLimit },
      schema: {
        tags: ['reviews'],
        summary: 'Review a product: 403 without a delivered order containing it, 409 when already reviewed',
        params: ProductParams,
        body: ReviewInputSchema,
        response: { 201: envelopeSchema(ReviewSchema) },
      },
    },
    async (request, reply) => {
      const data = await reviews.create(currentUser(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data, ...said('review.posted') });
    },
  );

  api.put(
    '/api/products/:id/reviews/mine',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: reviewRateLimit },
      schema: {
        tags: ['reviews'],
        summary: "Edit the signed-in shopper's own review of the product",
        params: ProductParams,
        body: ReviewInputSchema,
        response: { 200: envelopeSchema(ReviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.update(currentUser(request), request.params.id, request.body),
      ...said('review.updated'),
    }),
  );

  api.delete(
    '/api/products/:id/reviews/mine',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: reviewRateLimit },
      schema: {
        tags: ['reviews'],
        summary: "Delete the signed-in shopper's own review of the product",
        params: ProductParams,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      await reviews.remove(currentUser(request), request.params.id);
      return { success: true as const, ...said('review.deleted') };
    },
  );

  api.get(
    '/api/admin/reviews',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['reviews'],
        summary: 'Every review, hidden ones too, newest first (admin)',
        querystring: AdminReviewsQuery,
        response: { 200: pagedEnvelopeSchema(AdminReviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await reviews.listForAdmin(request.query.page ?? 1, ADMIN_REVIEWS_PAGE_SIZE)),
    }),
  );

  api.patch(
    '/api/admin/reviews/:reviewId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['reviews'],
        summary: 'Hide a review (it leaves the product page and the average) or show it again (admin)',
        params: ReviewParams,
        body: ReviewVisibilitySchema,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      await reviews.setHidden(request.params.reviewId, request.body.hidden);
      return {
        success: true as const,
        ...said(request.body.hidden ? 'review.hidden' : 'review.shown'),
      };
    },
  );
}
