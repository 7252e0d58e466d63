import {
  CourierBookingResultSchema,
  CourierBookingSchema,
  CourierBulkBookingSchema,
  CourierInfoSchema,
  CourierPlaceOptionSchema,
  CourierPlaceOptionsQuerySchema,
  CourierPlaceSchema,
  CourierPlacesUpdateSchema,
  envelopeSchema,
} from '@plantopia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { currentUser, requireAdmin, requireStaff } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import type { CouriersService } from './couriers-service.js';

/** Where a courier posts its status news: each courier set up has its own path (exempt from the CSRF check). */
export const courierWebhookPath = (courier: string) => `/api/couriers/${courier}/webhook`;

const IdParams = z.object({ id: z.string().min(1).max(200) });
const CourierParams = z.object({ courier: z.string().min(1).max(30) });
const PlacesEnvelope = envelopeSchema(z.array(CourierPlaceSchema));

/** The couriers (issue 23 item 5): staff book parcels; the owner maps places; the couriers report back. */
export async function couriersRoutes(app: FastifyInstance, options: { couriers: CouriersService }) {
  const { couriers } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/couriers',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['couriers'],
        summary: 'The couriers this shop has set up (none without their credentials)',
        response: { 200: envelopeSchema(z.array(CourierInfoSchema)) },
      },
    },
    async () => ({ success: true as const, data: couriers.list() }),
  );

  api.post(
    '/api/admin/orders/:id/courier',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['couriers'],
        summary:
          'Book an accepted order with a courier: recorded only when the courier confirms; a refusal (409) or no answer (503) leaves the order as it was',
        params: IdParams,
        body: CourierBookingSchema,
        response: { 200: envelopeSchema(CourierBookingResultSchema) },
      },
    },
    async (request) => {
      const result = await couriers.book(request.params.id, request.body.courier, currentUser(request));
      return {
        success: true as const,
        data: result,
        ...said('courier.booked', {
          courier: couriers.labelOf(result.courier),
          consignment: result.consignmentId ?? '',
        }),
      };
    },
  );

  api.post(
    '/api/admin/orders/courier-bookings',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['couriers'],
        summary:
          'Book a selection of orders with one courier: each order booked, or refused with why (the others are booked all the same)',
        body: CourierBulkBookingSchema,
        response: { 200: envelopeSchema(z.array(CourierBookingResultSchema)) },
      },
    },
    async (request) => {
      const results = await couriers.bookMany(request.body.ids, request.body.courier, currentUser(request));
      const booked = results.filter((result) => result.outcome === 'booked').length;
      return {
        success: true as const,
        data: results,
        ...said('courier.bulk_booked', { booked, refused: results.length - booked }),
      };
    },
  );

  api.get(
    '/api/admin/couriers/:courier/places',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['couriers'],
        summary: "The owner's mapping of districts and upazilas to the courier's own place ids",
        params: CourierParams,
        response: { 200: PlacesEnvelope },
      },
    },
    async (request) => ({ success: true as const, data: await couriers.places(request.params.courier) }),
  );

  api.put(
    '/api/admin/couriers/:courier/places',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['couriers'],
        summary: "Set (or with courierPlaceId null remove) mappings of our places to the courier's ids",
        params: CourierParams,
        body: CourierPlacesUpdateSchema,
        response: { 200: PlacesEnvelope },
      },
    },
    async (request) => ({
      success: true as const,
      data: await couriers.savePlaces(request.params.courier, request.body),
      ...said('courier.places_saved'),
    }),
  );

  api.get(
    '/api/admin/couriers/:courier/place-options',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['couriers'],
        summary: "The courier's cities, or with cityId that city's zones, as the courier lists them",
        params: CourierParams,
        querystring: CourierPlaceOptionsQuerySchema,
        response: { 200: envelopeSchema(z.array(CourierPlaceOptionSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await couriers.placeOptions(request.params.courier, request.query.cityId),
    }),
  );

  /** The courier's token or secret, checked before the body is even read: 401, and nothing changes. */
  async function requireCourier(request: FastifyRequest) {
    const { courier } = request.params as { courier?: string };
    if (!couriers.authenticateWebhook(String(courier ?? ''), request.headers)) {
      throw new AppError('unauthorized', 'courier.webhook_refused');
    }
  }

  api.post(
    '/api/couriers/:courier/webhook',
    {
      onRequest: requireCourier,
      schema: {
        tags: ['couriers'],
        summary:
          "A courier's parcel status news (its token or shared secret required); Pathao's is only a hint, checked with Pathao",
        params: CourierParams,
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      const { handshake, headers } = await couriers.handleWebhook(request.params.courier, request.body);
      for (const [name, value] of Object.entries(headers)) reply.header(name, value);
      return reply.code(handshake ? 202 : 200).send({ success: true as const, ...said('request.received') });
    },
  );
}
