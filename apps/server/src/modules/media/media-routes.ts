import { createReadStream } from 'node:fs';
import { IMAGE_WIDTHS } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { MediaRoot, MediaService } from './media-service.js';

const CACHE_CONTROL: Record<MediaRoot, string> = {
  // Seed images change only with a release; uploads get a new name on every upload.
  'seed-images': 'public, max-age=86400',
  uploads: 'public, max-age=31536000, immutable',
};

export async function mediaRoutes(app: FastifyInstance, options: { media: MediaService }) {
  const { media } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const root of ['seed-images', 'uploads'] as const) {
    api.get(
      `/${root}/*`,
      {
        schema: {
          tags: ['media'],
          summary: `An image from ${root}; ?w= gives a WebP of that width`,
          querystring: z.object({
            w: z.coerce
              .number()
              .refine(
                (w) => (IMAGE_WIDTHS as readonly number[]).includes(w),
                `must be one of ${IMAGE_WIDTHS.join(', ')}`,
              )
              .optional(),
          }),
        },
      },
      async (request, reply) => {
        const relative = (request.params as { '*': string })['*'];
        const original = await media.locate(root, relative);
        if (!original) throw new AppError('not_found', 'upload.image_not_found');
        const served = request.query.w
          ? await media.variant(root, original, relative, request.query.w)
          : original;
        return (
          reply
            .header('Cache-Control', CACHE_CONTROL[root])
            .header('X-Content-Type-Options', 'nosniff')
            // Public pictures: pages on other origins (CORS_ORIGINS, or anyone's <img>) may show them.
            .header('Cross-Origin-Resource-Policy', 'cross-origin')
            .header('Content-Length', served.size)
            .type(served.contentType)
            .send(createReadStream(served.file))
        );
      },
    );
  }
}
