import { ROLES, type Role } from '@plantopia/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth.js';
import { AppError } from './errors.js';
import { requireOwnerOrAdmin } from './ownership.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** Set by the guards from the session cookie; never from the body or path. */
    sessionUser: SessionUser | null;
  }
}

/** Reads the session once per request. */
export async function findSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser) return request.sessionUser;
  const session = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name, image } = session.user;
  const stored = (session.user as { role?: string }).role;
  // Anything the code does not know as a role is a shopper's: no stored value widens what a session may do.
  const role: Role = (ROLES as readonly string[]).includes(stored ?? '') ? (stored as Role) : 'user';
  request.sessionUser = { id, email, name, image: image ?? null, role };
  return request.sessionUser;
}

/*
 * Guards run as `onRequest` hooks, before body validation: a caller without the right gets 401/403
 * whatever the body holds (docs/api.md).
 */

export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!(await findSessionUser(request))) throw new AppError('unauthorized', 'request.sign_in');
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await findSessionUser(request);
  if (!user) throw new AppError('unauthorized', 'request.sign_in');
  if (user.role !== 'admin') throw new AppError('forbidden', 'request.admin_only');
}

/** The shop's staff work orders (confirm, book, print, notes); the owner's settings stay the admin's. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const user = await findSessionUser(request);
  if (!user) throw new AppError('unauthorized', 'request.sign_in');
  if (user.role !== 'admin' && user.role !== 'staff') throw new AppError('forbidden', 'request.staff_only');
}

/** The `{uid}` (or another named) path parameter must be the signed-in user's own, unless an admin asks. */
export function requireSelfOrAdmin(param = 'uid') {
  return async function requireSelfOrAdminHook(request: FastifyRequest): Promise<void> {
    const user = await findSessionUser(request);
    if (!user) throw new AppError('unauthorized', 'request.sign_in');
    const target = (request.params as Record<string, string | undefined>)[param];
    requireOwnerOrAdmin(user, target, 'profile.not_yours');
  };
}

/** The signed-in user, for handlers behind a guard. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('unauthorized', 'request.sign_in');
  return request.sessionUser;
}
