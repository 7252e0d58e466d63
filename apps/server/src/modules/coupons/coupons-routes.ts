import { CouponInputSchema, CouponSchema, envelopeSchema } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import type { CouponsService } from './coupons-service.js';

const CouponParams = z.object({ id: z.string().max(200) });

/** The admin's Coupons tab; shoppers meet codes only through the pricing quote and the order. */
export async function couponsRoutes(app: FastifyInstance, options: { coupons: CouponsService }) {
  const { coupons } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/coupons',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every discount code, newest first, with the uses its orders hold now',
        response: { 200: envelopeSchema(z.array(CouponSchema)) },
      },
    },
    async () => ({ success: true as const, data: await coupons.list() }),
  );

  api.post(
    '/api/admin/coupons',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'A new discount code (codes are case-insensitive and unique: 409 when taken)',
        body: CouponInputSchema,
        response: { 201: envelopeSchema(CouponSchema) },
      },
    },
    async (request, reply) => {
      const data = await coupons.create(request.body);
      return reply
        .code(201)
        .send({ success: true as const, data, ...said('coupon.created', { code: data.code }) });
    },
  );

  api.put(
    '/api/admin/coupons/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Change a code’s terms or deactivate it (`active: false`); its uses so far stay',
        params: CouponParams,
        body: CouponInputSchema,
        response: { 200: envelopeSchema(CouponSchema) },
      },
    },
    async (request) => {
      const data = await coupons.update(request.params.id, request.body);
      return { success: true as const, data, ...said('coupon.saved', { code: data.code }) };
    },
  );
}
