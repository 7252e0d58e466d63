import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, UploadImageResponseSchema } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../lib/guards.js';
import { readOneFile } from '../../lib/multipart-file.js';
import { perUserRateLimit } from '../../lib/rate-limits.js';
import type { MediaService } from './media-service.js';

/** `POST /api/upload-image`: a shopper's or the admin's image, stored by the media service. */
export async function mediaUploadRoutes(app: FastifyInstance, options: { media: MediaService }) {
  const { media } = options;
  // Registered here, so multipart bodies are accepted by this plugin's routes only.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/upload-image',
    {
      onRequest: requireSignedIn,
      config: { rateLimit: perUserRateLimit(20) },
      schema: {
        tags: ['media'],
        summary: 'Upload an image (multipart field `image`, at most 5 MB); answers its URL',
        consumes: ['multipart/form-data'],
        response: { 200: UploadImageResponseSchema },
      },
    },
    async (request) => {
      // One file in the field `image`; a 413 (FST_REQ_FILE_TOO_LARGE) as soon as it passes the limit.
      const bytes = await readOneFile(request, 'image');
      return { success: true as const, imageUrl: await media.storeImage(bytes) };
    },
  );
}
