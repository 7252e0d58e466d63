import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from './constants.js';
import { codedText } from './message-codes.js';

/**
 * `POST …/comments` and `…/replies`. Only the text is read: the author comes from the session, so a
 * `user` or `userUid` in the body is dropped here.
 */
export const CommentInputSchema = z.object({
  text: z
    .string({ error: 'field.required' })
    .trim()
    .min(1, 'field.required')
    .max(COMMENT_MAX_LENGTH, codedText('field.max_length', { max: COMMENT_MAX_LENGTH })),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;
