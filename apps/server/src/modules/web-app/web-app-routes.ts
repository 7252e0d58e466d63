import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { PageShell } from './page-shell.js';

/** The built web app: hashed assets cached for a year, pages (the app's HTML) revalidated. */
export const webAppRoutes = fp(
  async (app: FastifyInstance, options: { root: string; pageShell: PageShell }) => {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendPage(reply, options.pageShell, request.url),
    );
  },
);

/** Any page path of the single-page app answers its HTML; the app's router decides what it shows. */
export async function sendPage(reply: FastifyReply, shell: PageShell, url: string): Promise<FastifyReply> {
  const pathname = url.split('?', 1)[0] ?? '/';
  return reply
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(await shell.render(pathname));
}
