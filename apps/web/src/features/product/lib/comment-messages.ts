import { isApiError } from '@/lib/api-client';

/** A session that ended in another tab answers 401: the shopper needs to log in again. */
export function isSignedOutError(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** Why a delete failed, as a key of the product catalog's `comments` messages. */
export function deleteFailureKey(
  error: unknown,
): 'comments.notYours' | 'comments.loginToDelete' | 'comments.deleteFailed' {
  if (isApiError(error) && error.status === 403) return 'comments.notYours';
  if (isSignedOutError(error)) return 'comments.loginToDelete';
  return 'comments.deleteFailed';
}
