import { apiFetch } from './api-client';
import { shrinkPhoto } from './shrink-photo';

/** A 5 MB photo over a slow mobile connection takes far longer than a page of JSON. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `POST /api/upload-image` (multipart field `image`) → the stored image's URL. The server re-encodes it
 * (WebP, at most 1600 px) and answers `{ success, imageUrl }` beside the envelope.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const envelope = await apiFetch<unknown, { imageUrl?: string }>('/api/upload-image', {
    method: 'POST',
    body,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  if (!envelope.imageUrl) throw new Error('Failed to upload image');
  return envelope.imageUrl;
}

/**
 * A shopper's photo (avatar, review): shrunk in the browser first (`shrinkPhoto`, which throws
 * UnreadablePhotoError for a file it cannot draw), then uploaded; answers the stored image's URL.
 */
export async function uploadPhoto(file: File): Promise<string> {
  return uploadImage(await shrinkPhoto(file));
}
