import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';

/**
 * Where uploaded images live (docs/decisions/013). The media service stores under a fresh name and
 * reads through a file on this server's disk, which it can stream and resize: on local disk that is
 * the stored file itself; with object storage it is a copy kept beside the resized variants.
 * Uploaded names are never reused, so a copy never goes stale.
 */
export interface UploadStore {
  /** Stores an image under `name` (relative, `/`-separated); the name is new. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A file on this server's disk holding the image named `name`, or null when there is none. */
  localFile(name: string): Promise<string | null>;
  /** The folder `localFile` answers from: a name must resolve inside it. */
  readonly localRoot: string;
}

/** Written aside under a random name, then renamed: a reader sees no file or a whole one. */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** One server, or several sharing one folder: the uploads are files in `DATA_DIR/uploads`. */
export function createDiskUploadStore(dir: string): UploadStore {
  return {
    localRoot: dir,
    put: (name, bytes) => writeWhole(path.join(dir, name), bytes),
    localFile: async (name) => {
      const file = path.join(dir, name);
      return (await isFile(file)) ? file : null;
    },
  };
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) under `uploads/` in the bucket, read
 * back by any server. Each server keeps what it has fetched in `cacheDir`; concurrent first reads of
 * one image share one download. A store that does not answer is a 503, never a 500.
 */
export function createS3UploadStore(config: S3Config, cacheDir: string, log: FastifyBaseLogger): UploadStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: many S3-compatible stores refuse the newer default headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  const key = (name: string) => `uploads/${name}`;
  const fetching = new Map<string, Promise<string | null>>();

  function unavailable(error: unknown): AppError {
    log.error({ err: error }, 'Object storage (S3_ENDPOINT) did not answer');
    return new AppError('unavailable', 'Image storage is not answering, please try again in a moment');
  }

  async function download(name: string, file: string): Promise<string | null> {
    let bytes: Uint8Array;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
      if (!object.Body) return null;
      bytes = await object.Body.transformToByteArray();
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
      throw unavailable(error);
    }
    await writeWhole(file, bytes);
    return file;
  }

  return {
    localRoot: cacheDir,
    async put(name, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key(name),
            Body: bytes,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    },
    async localFile(name) {
      const file = path.join(cacheDir, name);
      if (existsSync(file)) return file;
      let pending = fetching.get(file);
      if (!pending) {
        pending = download(name, file).finally(() => fetching.delete(file));
        fetching.set(file, pending);
      }
      return pending;
    },
  };
}
