import {
  AdminUserSchema,
  envelopeSchema,
  ShopUserSchema,
  SyncUserSchema,
  UpdateProfileSchema,
  UserProfileSchema,
} from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAdmin, requireSelfOrAdmin, requireSignedIn } from '../../lib/guards.js';
import { said } from '../../lib/localized-replies.js';
import type { UserOverviewService } from './user-overview-service.js';
import type { UsersService } from './users-service.js';

const UidParams = z.object({ uid: z.string().max(200) });

export async function usersRoutes(
  app: FastifyInstance,
  options: { users: UsersService; overview: UserOverviewService },
) {
  const { users, overview } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/users',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['users'],
        summary: "Sync the signed-in user's profile after sign-in (identity from the session only)",
        body: SyncUserSchema,
        response: { 200: envelopeSchema(ShopUserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.sync(currentUser(request), request.body ?? {}),
    }),
  );

  api.get(
    '/api/users',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Every account with its order and cart counts, newest first (admin)',
        response: { 200: envelopeSchema(z.array(AdminUserSchema)) },
      },
    },
    async () => ({ success: true as const, data: await overview.listForAdmin() }),
  );

  api.get(
    '/api/users/:uid',
    {
      onRequest: requireSelfOrAdmin('uid'),
      schema: {
        tags: ['users'],
        summary: 'One account with its role, shipping address and orders (self or admin)',
        params: UidParams,
        response: { 200: envelopeSchema(UserProfileSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await overview.getProfile(request.params.uid) }),
  );

  api.put(
    '/api/users/:uid',
    {
      onRequest: requireSelfOrAdmin('uid'),
      schema: {
        tags: ['users'],
        summary: 'Update display name, photo URL and shipping address (partial; self or admin)',
        params: UidParams,
        body: UpdateProfileSchema,
        response: { 200: envelopeSchema(ShopUserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.updateProfile(request.params.uid, request.body),
      ...said('profile.updated'),
    }),
  );
}
