import { z } from 'zod';
import { requiredOr } from './field-errors.js';
import { codedText } from './message-codes.js';

/*
 * The one rule for image addresses a user may set (docs/security.md): a profile photo, a product image, a blog
 * post's image. An `http(s)` address, or a file this shop serves itself (`/uploads/…`, `/seed-images/…`);
 * never `javascript:`, `data:`, a protocol-relative `//host` or a relative path. Empty means no image.
 */

export const IMAGE_URL_MAX_LENGTH = 2000;
const IMAGE_URL_RULE = 'field.image_url';

/** Our own files: a path under one of the two image roots, without `..`, `//`, backslashes or spaces. */
const OWN_IMAGE_PATH = /^\/(?:uploads|seed-images)\/(?:[\w.-]+\/)*[\w.-]+(?:\?[\w=&.-]*)?$/;

export function isAllowedImageUrl(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return OWN_IMAGE_PATH.test(value) && !value.split(/[/?]/).includes('..');
  // A web address as it is written, so `https:evil` or `https:/\\host` tricks are not rewritten by URL.
  if (!/^https?:\/\/[^/\\\s?#@]+(?:[/?#]\S*)?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An image address a user may store; trimmed, at most IMAGE_URL_MAX_LENGTH characters, '' for none. */
export const ImageUrlSchema = z
  .string({ error: requiredOr('field.text') })
  .trim()
  .max(IMAGE_URL_MAX_LENGTH, codedText('field.max_length', { max: IMAGE_URL_MAX_LENGTH }))
  .refine(isAllowedImageUrl, IMAGE_URL_RULE);
