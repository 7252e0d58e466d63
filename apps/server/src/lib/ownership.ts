import type { MessageCode } from '@plantopia/shared';
import { AppError } from './errors.js';

/** Who is acting: the signed-in user (the session's id and role, never the request's). */
export interface Actor {
  id: string;
  role: string;
}

/**
 * The shop's one ownership rule: a user may act on what is theirs, an admin on anything. An owner that
 * is unknown (`null`/`undefined`) belongs to nobody, so only an admin passes.
 */
export function isOwnerOrAdmin(actor: Actor, ownerId: string | null | undefined): boolean {
  return actor.role === 'admin' || (ownerId != null && ownerId === actor.id);
}

/** Throws 403 with the caller's message unless `isOwnerOrAdmin`. */
export function requireOwnerOrAdmin(
  actor: Actor,
  ownerId: string | null | undefined,
  code: MessageCode,
): void {
  if (!isOwnerOrAdmin(actor, ownerId)) throw new AppError('forbidden', code);
}
