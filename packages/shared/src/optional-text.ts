import { z } from 'zod';
import { requiredOr } from './field-errors.js';
import { codedText } from './message-codes.js';

/**
 * A Bangla twin of an English text (docs/behaviour.md §11): optional, trimmed; blank means "none" and is stored as
 * null, so a page in Bangla falls back to the English and the admin clears it by emptying the field.
 */
export function optionalText(max: number, tooLong = codedText('field.max_length', { max: max })) {
  return z
    .string({ error: requiredOr('field.text') })
    .trim()
    .max(max, tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable();
}
