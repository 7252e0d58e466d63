import { existsSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Config } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { writeWhole } from '../../lib/write-whole.js';
import type { UploadStore } from './upload-store.js';

// Loaded only when S3_* are set (app.ts imports it on demand): the AWS SDK takes a while to load.

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
    return new AppError('unavailable', 'upload.storage_unavailable');
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
