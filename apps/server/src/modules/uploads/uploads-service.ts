import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@plantopia/shared';
import sharp from 'sharp';
import { uuidv7 } from 'uuidv7';
import { AppError } from '../../lib/errors.js';
import type { MediaService } from '../media/media-service.js';

/** Stored images fit in this box; the media route makes the smaller `?w=` variants from them. */
const MAX_DIMENSION = 1600;
/** About a 100-megapixel photo; anything larger is refused before it is decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 100_000_000;

export type UploadsService = ReturnType<typeof createUploadsService>;

export function createUploadsService(deps: { media: MediaService }) {
  const { media } = deps;

  /**
   * Decodes and re-encodes the bytes as WebP: whatever the name or declared type, only a real image
   * survives, upright (EXIF orientation applied) and without its metadata (camera, GPS).
   */
  async function reencode(input: Buffer): Promise<Buffer> {
    try {
      return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new AppError('invalid_data', UPLOAD_MESSAGES.notAnImage);
    }
  }

  return {
    /** Stores an uploaded image under a fresh name and returns its public URL. */
    async storeImage(input: Buffer): Promise<string> {
      const webp = await reencode(input);
      const name = `${uuidv7()}.webp`;
      await mkdir(media.uploadsDir, { recursive: true });
      // Written aside, then renamed: the public URL never serves half a file.
      const partial = path.join(media.uploadsDir, `.${name}.tmp`);
      await writeFile(partial, webp);
      await rename(partial, path.join(media.uploadsDir, name));
      return `/uploads/${name}`;
    },
  };
}
