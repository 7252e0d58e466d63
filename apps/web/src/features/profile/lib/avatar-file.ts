import { MAX_UPLOAD_BYTES } from '@plantopia/shared';

/** SPEC §5: an image of at most 5 MB; the message to show (a `profile` key), or null when it may be uploaded. */
export function checkAvatarFile(
  file: Pick<File, 'type' | 'size'>,
): 'upload.notAnImage' | 'upload.tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'upload.notAnImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'upload.tooLarge';
  return null;
}
