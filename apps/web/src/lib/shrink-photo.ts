/** The longest side, in pixels, a photo keeps once shrunk: an avatar or review photo is shown far smaller. */
export const PHOTO_MAX_SIDE = 1024;

/** JPEG quality of a shrunk photo: a 1024 px phone photo stays well under 1 MB. */
const JPEG_QUALITY = 0.85;

/** The browser could not decode the file as a picture (a damaged file, or a format it does not read). */
export class UnreadablePhotoError extends Error {
  constructor() {
    super('The photo could not be read');
    this.name = 'UnreadablePhotoError';
  }
}

/**
 * A photo as the shop uploads it (issue 26): a phone photo of 10–15 MB is shrunk in the browser, keeping
 * its shape, to at most PHOTO_MAX_SIDE pixels a side as a JPEG, so it fits the server's 5 MB limit and
 * a slow connection. Throws UnreadablePhotoError for a file the browser cannot draw. The server still
 * re-encodes what it receives (docs/behaviour.md §16.2).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadablePhotoError();
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadablePhotoError();
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob) throw new UnreadablePhotoError();
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
