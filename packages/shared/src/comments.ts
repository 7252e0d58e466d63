import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from './constants.js';

/**
 * `POST …/comments` and `…/replies`. Only the text is read: the author comes from the session, so a
 * `user` or `userUid` in the body is dropped here.
 */
export const CommentInputSchema = z.object({
  text: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(COMMENT_MAX_LENGTH, `must be at most ${COMMENT_MAX_LENGTH} characters`),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;
