import { CartItemSchema, envelopeSchema, PutCartSchema } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSelfOrAdmin } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import type { CartService } from './cart-service.js';

const UidParams = z.object({ uid: z.string().max(200) });
const CartEnvelope = envelopeSchema(z.array(CartItemSchema));

export async function cartRoutes(app: FastifyInstance, options: { cart: CartService }) {
  const { cart } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cart/:uid',
    {
      onRequest: requireSelfOrAdmin('uid'),
      schema: {
        tags: ['cart'],
        summary: "A shopper's server cart, priced from the catalog as it is now",
        params: UidParams,
        response: { 200: CartEnvelope },
      },
    },
    async (request) => ({ success: true as const, data: await cart.get(request.params.uid) }),
  );

  api.put(
    '/api/cart/:uid',
    {
      onRequest: requireSelfOrAdmin('uid'),
      schema: {
        tags: ['cart'],
        summary: 'Replace the cart (ids and quantities only); answers it as stored',
        params: UidParams,
        body: PutCartSchema,
        response: { 200: CartEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cart.put(request.params.uid, request.body.cart),
      ...said('cart.updated'),
    }),
  );
}
