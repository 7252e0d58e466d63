import { MESSAGES } from '@plantopia/shared';
import { isApiError } from '@/lib/api-client';

/**
 * The SPEC §8 texts of the comment section, in one place for the component and its tests. Those the
 * server answers with too come from the shared MESSAGES.
 */
export const COMMENT_MESSAGES = {
  loginToComment: 'You must be logged in to comment.',
  loginToReply: 'You must be logged in to reply.',
  loginToDelete: 'You must be logged in to delete comments.',
  commentPosted: MESSAGES.comments.posted,
  replyPosted: MESSAGES.comments.replyPosted,
  commentDeleted: MESSAGES.comments.deleted,
  notYours: MESSAGES.comments.notYours,
  commentFailed: 'Failed to post comment.',
  replyFailed: 'Failed to post reply.',
  deleteFailed: 'Failed to delete comment.',
} as const;

/** A session that ended in another tab answers 401: the shopper needs to log in again. */
export function isSignedOutError(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

export function deleteFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 403) return COMMENT_MESSAGES.notYours;
  if (isSignedOutError(error)) return COMMENT_MESSAGES.loginToDelete;
  return COMMENT_MESSAGES.deleteFailed;
}
