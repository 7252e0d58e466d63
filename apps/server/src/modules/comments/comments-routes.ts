import {
  CATEGORY_IDS,
  CommentInputSchema,
  CommentSchema,
  envelopeSchema,
  MessageEnvelopeSchema,
  ReplySchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSignedIn } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import { perUserRateLimit } from '../../lib/rate-limits.js';
import type { CommentsService } from './comments-service.js';

const ProductParams = z.object({ id: z.string().max(200) });
const CommentParams = ProductParams.extend({ commentId: z.string().max(200) });

/** docs/security.md: comment writes, 20 per minute per signed-in user. */
const commentRateLimit = perUserRateLimit(20);

export async function commentsRoutes(app: FastifyInstance, options: { comments: CommentsService }) {
  const { comments } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const category of CATEGORY_IDS) {
    api.post(
      `/api/${category}/:id/comments`,
      {
        onRequest: requireSignedIn,
        config: { rateLimit: commentRateLimit },
        schema: {
          tags: ['comments'],
          summary: 'Comment on a product as the signed-in user',
          params: ProductParams,
          body: CommentInputSchema,
          response: { 201: envelopeSchema(CommentSchema) },
        },
      },
      async (request, reply) => {
        const data = await comments.addComment(
          currentUser(request),
          category,
          request.params.id,
          request.body.text,
        );
        return reply.code(201).send({ success: true as const, data, ...said('comment.posted') });
      },
    );

    api.post(
      `/api/${category}/:id/comments/:commentId/replies`,
      {
        onRequest: requireSignedIn,
        config: { rateLimit: commentRateLimit },
        schema: {
          tags: ['comments'],
          summary: 'Reply to a comment as the signed-in user (one level deep)',
          params: CommentParams,
          body: CommentInputSchema,
          response: { 201: envelopeSchema(ReplySchema) },
        },
      },
      async (request, reply) => {
        const { id, commentId } = request.params;
        const data = await comments.addReply(
          currentUser(request),
          category,
          id,
          commentId,
          request.body.text,
        );
        return reply.code(201).send({ success: true as const, data, ...said('comment.reply_posted') });
      },
    );

    api.delete(
      `/api/${category}/:id/comments/:commentId`,
      {
        onRequest: requireSignedIn,
        config: { rateLimit: commentRateLimit },
        schema: {
          tags: ['comments'],
          summary: "Delete a comment (the author's own, or any for an admin) with its replies",
          params: CommentParams,
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        const { id, commentId } = request.params;
        await comments.deleteComment(currentUser(request), category, id, commentId);
        return { success: true as const, ...said('comment.deleted') };
      },
    );
  }
}
