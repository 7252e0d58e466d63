import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, type MessageCode } from '@plantopia/shared';
import sharp from 'sharp';
import { uuidv7 } from 'uuidv7';
import { AppError } from '../../lib/errors.js';
import { fetchRemoteFile, RemoteFileError, type RemoteFileFailure } from '../../lib/remote-file.js';
import { createDiskUploadStore, type UploadStore } from './upload-store.js';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** Stored uploads fit in this box; `variant` makes the smaller `?w=` sizes from them. */
const MAX_UPLOAD_DIMENSION = 1600;
/** About a 100-megapixel photo; anything larger is refused before it is decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 100_000_000;

export interface MediaFile {
  file: string;
  contentType: string;
  size: number;
}

export type MediaRoot = 'seed-images' | 'uploads';
export type MediaService = ReturnType<typeof createMediaService>;

/** Where an instance keeps what it fetched from object storage: beside the resized variants. */
export const uploadsCacheDir = (dataDir: string) => path.join(dataDir, 'cache', 'uploads');

/** Why an image address gave no image, as the owner reads it. */
const REMOTE_REFUSALS = {
  bad_address: 'upload.remote.bad_address',
  private_address: 'upload.remote.private_address',
  unreachable: 'upload.remote.unreachable',
  timeout: 'upload.remote.timeout',
  http_status: 'upload.remote.http_status',
  too_many_redirects: 'upload.remote.too_many_redirects',
} as const satisfies Record<Exclude<RemoteFileFailure, 'too_large'>, MessageCode>;

/** How images are fetched from web addresses (lib/remote-file.ts); tests allow their local server. */
export interface RemoteImageSettings {
  timeoutMs: number;
  allowPrivateAddresses: boolean;
}

/** `uploads`: where uploaded images are kept; by default the folder `DATA_DIR/uploads`. */
/** Writes `source` as a WebP `width` wide (never wider than it is) to `destination`. */
export type WebpResizer = (source: string, width: number, destination: string) => Promise<unknown>;

const resizeWithSharp: WebpResizer = (source, width, destination) =>
  sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(destination);

export function createMediaService(options: {
  dataDir: string;
  seedImagesDir: string;
  uploads?: UploadStore;
  remote?: RemoteImageSettings;
  /** Another resizer (a test counts how often variants are made). */
  resize?: WebpResizer;
}) {
  const resize = options.resize ?? resizeWithSharp;
  const remote = options.remote ?? { timeoutMs: 15_000, allowPrivateAddresses: false };
  const uploads = options.uploads ?? createDiskUploadStore(path.join(options.dataDir, 'uploads'));
  const roots: Record<MediaRoot, string> = {
    'seed-images': options.seedImagesDir,
    uploads: uploads.localRoot,
  };
  const variantsDir = path.join(options.dataDir, 'cache', 'images');

  /** The file a public URL names, or null; never a path outside its root. */
  async function locate(root: MediaRoot, relative: string): Promise<MediaFile | null> {
    const base = roots[root];
    const resolved = path.resolve(base, relative);
    const contentType = CONTENT_TYPES[path.extname(resolved).toLowerCase()];
    if (!contentType || !resolved.startsWith(base + path.sep)) return null;
    const file =
      root === 'uploads'
        ? await uploads.localFile(path.relative(base, resolved).split(path.sep).join('/'))
        : resolved;
    if (!file) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { file, contentType, size: info.size } : null;
    } catch {
      return null;
    }
  }

  /** Variants being made now, by cache file: concurrent first requests share one resize. */
  const making = new Map<string, Promise<void>>();

  /**
   * A WebP of the image at `width` (never wider than the original), made once and kept on disk.
   *
   * Concurrent first requests in this process wait for the same resize. Each resize writes its own
   * temporary file (a random name: a millisecond clock collided, and the loser's rename then found its
   * file gone) and renames it into place, which is atomic: a reader sees no file or a whole one. Another
   * process on the same data folder may race too; its file holds the same bytes, so whichever rename
   * lands last is fine, and a rename that fails while the variant exists serves that variant.
   */
  async function variant(
    root: MediaRoot,
    original: MediaFile,
    relative: string,
    width: number,
  ): Promise<MediaFile> {
    const file = path.join(variantsDir, String(width), root, `${relative}.webp`);
    if (!existsSync(file)) {
      let pending = making.get(file);
      if (!pending) {
        pending = makeVariant(original.file, file, width).finally(() => making.delete(file));
        making.set(file, pending);
      }
      await pending;
    }
    return { file, contentType: 'image/webp', size: (await stat(file)).size };
  }

  async function makeVariant(source: string, file: string, width: number): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.tmp`;
    try {
      await resize(source, width, partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      if (existsSync(file)) return;
      throw error;
    }
  }

  /**
   * Decodes and re-encodes the bytes as WebP: whatever the name or declared type, only a real image
   * survives, upright (EXIF orientation applied) and without its metadata (camera, GPS).
   */
  async function reencode(input: Buffer): Promise<Buffer> {
    try {
      return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({
          width: MAX_UPLOAD_DIMENSION,
          height: MAX_UPLOAD_DIMENSION,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new AppError('invalid_data', 'upload.not_an_image');
    }
  }

  /** Stores an image `reencode` made under a fresh name and returns its public URL. */
  async function storeEncoded(webp: Buffer): Promise<string> {
    const name = `${uuidv7()}.webp`;
    await uploads.put(name, webp, 'image/webp');
    return `/uploads/${name}`;
  }

  /** Stores an uploaded image under a fresh name and returns its public URL. */
  async function storeImage(input: Buffer): Promise<string> {
    return storeEncoded(await reencode(input));
  }

  /**
   * An image from a web address, under the upload's rules (at most MAX_UPLOAD_BYTES, decoded and
   * re-encoded) and the rules for fetching what a user points at (lib/remote-file.ts); not stored yet.
   */
  async function fetchImage(address: string): Promise<Buffer> {
    let file: Awaited<ReturnType<typeof fetchRemoteFile>>;
    try {
      file = await fetchRemoteFile(address, { maxBytes: MAX_UPLOAD_BYTES, ...remote });
    } catch (error) {
      if (!(error instanceof RemoteFileError)) throw error;
      if (error.reason === 'too_large') throw new AppError('too_large', 'upload.too_large');
      throw new AppError('invalid_data', REMOTE_REFUSALS[error.reason]);
    }
    // An HTML error page answered with 200 is not worth decoding; an untyped answer still may be an image.
    if (file.contentType && !/^image\/|^application\/octet-stream$/.test(file.contentType)) {
      throw new AppError('invalid_data', 'upload.not_an_image');
    }
    return reencode(file.bytes);
  }

  return { locate, variant, storeImage, encodeImage: reencode, storeEncoded, fetchImage };
}
