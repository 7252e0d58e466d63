import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@plantopia/shared';

/** SPEC §5: an image of at most 5 MB; the message to show, or null when the file may be uploaded. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
