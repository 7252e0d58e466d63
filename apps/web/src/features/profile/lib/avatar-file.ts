/**
 * Only images may be chosen (docs/behaviour.md §16.2): the `profile` key to show, or null to take it. Its
 * size is no reason to refuse it: the browser shrinks it before the upload (lib/shrink-photo.ts).
 */
export function checkAvatarFile(file: Pick<File, 'type'>): 'upload.notAnImage' | null {
  return file.type.startsWith('image/') ? null : 'upload.notAnImage';
}
