import { MAX_UPLOAD_BYTES } from '@plantopia/shared';

/** An image of at most 5 MB (docs/behaviour.md §16.2): the `profile` key to show, or null to upload it. */
export function checkAvatarFile(
  file: Pick<File, 'type' | 'size'>,
): 'upload.notAnImage' | 'upload.tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'upload.notAnImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'upload.tooLarge';
  return null;
}
