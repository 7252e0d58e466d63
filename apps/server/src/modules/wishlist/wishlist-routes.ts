import {
  AddToWishlistSchema,
  envelopeSchema,
  MessageEnvelopeSchema,
  WishlistEntrySchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSelfOrAdmin } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import type { WishlistService } from './wishlist-service.js';

const UserParams = z.object({ uid: z.string().max(200) });
const EntryParams = UserParams.extend({ productId: z.string().max(200) });

export async function wishlistRoutes(app: FastifyInstance, options: { wishlist: WishlistService }) {
  const { wishlist } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const selfOrAdmin = requireSelfOrAdmin('uid');

  api.get(
    '/api/users/:uid/wishlist',
    {
      onRequest: selfOrAdmin,
      schema: {
        tags: ['wishlist'],
        summary: 'A wishlist, newest first, each entry with the current product',
        params: UserParams,
        response: { 200: envelopeSchema(z.array(WishlistEntrySchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await wishlist.list(request.params.uid) }),
  );

  api.post(
    '/api/users/:uid/wishlist',
    {
      onRequest: selfOrAdmin,
      schema: {
        tags: ['wishlist'],
        summary: 'Add a product to a wishlist (adding it twice changes nothing)',
        params: UserParams,
        body: AddToWishlistSchema,
        response: { 200: envelopeSchema(WishlistEntrySchema), 201: envelopeSchema(WishlistEntrySchema) },
      },
    },
    async (request, reply) => {
      const { entry, added } = await wishlist.add(request.params.uid, request.body);
      return reply
        .code(added ? 201 : 200)
        .send({ success: true as const, data: entry, ...said('wishlist.added') });
    },
  );

  api.delete(
    '/api/users/:uid/wishlist/:productId',
    {
      onRequest: selfOrAdmin,
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a product from a wishlist',
        params: EntryParams,
        response: { 200: MessageEnvelopeSchema },
      },
    },
    async (request) => {
      await wishlist.remove(request.params.uid, request.params.productId);
      return { success: true as const, ...said('wishlist.removed') };
    },
  );
}
