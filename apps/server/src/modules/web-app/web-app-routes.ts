import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLocale, LOCALE_COOKIE, type Locale, resolveLocale } from '@plantopia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../../lib/guards.js';
import { CachedResponse, type ResponseCache } from '../../lib/response-cache.js';
import { sendCached } from '../../lib/send-cached.js';
import type { BlogService } from '../blog/blog-service.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { DeliveryService } from '../delivery/delivery-service.js';
import { appManifest, createIconRenderer, isAppIcon } from './installable-app.js';
import type { PageAnswer, PageShell } from './page-shell.js';

/** Better Auth's session cookie (`__Secure-` prefixed over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** How long a language chosen by `?lang=` is remembered (as long as the switch in the header remembers it). */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** A page's answer differs by session and language (cookie, else Accept-Language), besides its encoding. */
const PAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language';

function cookieValue(header: string | undefined, name: string): string | undefined {
  const pair = (header ?? '').split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/**
 * The language to render a page in (docs/behaviour.md §11): `?lang=bn|en` first (each language's own address, for
 * hreflang links and crawlers, which keep no cookie; the answer sets the cookie so the visitor stays in
 * it), then the `lang` cookie, then Accept-Language.
 */
export function pageLocale(request: FastifyRequest): { locale: Locale; fromQuery: boolean } {
  const query = new URLSearchParams(request.url.split('?', 2)[1] ?? '').get(LOCALE_COOKIE);
  if (isLocale(query)) return { locale: query, fromQuery: true };
  const cookie = cookieValue(request.headers.cookie, LOCALE_COOKIE);
  return { locale: resolveLocale(cookie, request.headers['accept-language']), fromQuery: false };
}

function rememberLocale(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export type PageResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Answers a page request (docs/budgets.md). An anonymous visitor's page is the same for everyone, so it is
 * rendered once and kept in a response cache that every write to what pages show (products, stock,
 * comments, posts) clears, like the catalog's JSON. A signed-in visitor's page is rendered for them
 * alone: it never reads or fills that cache, and browsers and proxies are told not to keep it.
 */
export function createPageResponder(options: {
  shell: PageShell;
  /** Shared with the shop's other servers (lib/cache-invalidation.ts): a post written on one clears every server's pages. */
  cache: ResponseCache;
  catalog: Pick<CatalogService, 'whenCleared'>;
  blog: Pick<BlogService, 'onChange'>;
  /** Pages state the shipping fees (/shipping, the product page). */
  delivery: Pick<DeliveryService, 'whenCleared'>;
}): PageResponder {
  const { shell } = options;
  const pages = options.cache;
  // The catalog's clears reach every server by themselves, so clearing here (not invalidating) is enough.
  options.catalog.whenCleared(() => pages.clear());
  options.delivery.whenCleared(() => pages.clear());
  options.blog.onChange(() => pages.invalidate());

  function logErrors(request: FastifyRequest, answer: PageAnswer): void {
    if (answer.kind !== 'page') return;
    for (const err of answer.errors)
      request.log.error({ err, url: request.url }, 'page render: a loader failed');
  }

  return async (request, reply) => {
    const url = request.url;
    const { locale, fromQuery } = pageLocale(request);
    const setCookie: Record<string, string> = fromQuery
      ? { 'set-cookie': rememberLocale(locale, request.protocol === 'https') }
      : {};
    const signedIn =
      SESSION_COOKIE.test(request.headers.cookie ?? '') && (await findSessionUser(request)) !== null;
    if (signedIn) {
      const answer = await shell.render(url, { signedIn, locale });
      logErrors(request, answer);
      reply.header('cache-control', 'private, no-store').header('vary', PAGE_VARY).headers(setCookie);
      if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
      return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
    }
    // One cached page per language: a Bangla reader never gets the English page, nor the reverse.
    const cached = await pages.get(`${locale} ${url}`, async () => {
      const answer = await shell.render(url, { signedIn, locale });
      logErrors(request, answer);
      const headers: Record<string, string> = { vary: PAGE_VARY, ...setCookie };
      if (answer.kind === 'redirect') {
        return new CachedResponse('', {
          status: answer.status,
          contentType: 'text/plain; charset=utf-8',
          headers: { ...headers, location: answer.location },
        });
      }
      return new CachedResponse(answer.html, {
        status: answer.status,
        contentType: 'text/html; charset=utf-8',
        headers,
      });
    });
    return sendCached(request, reply, cached);
  };
}

/** How long a phone may keep the manifest and icons before asking again. */
const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * The built web app: hashed assets cached for a year, pages (the app's HTML) revalidated; the manifest
 * (in the visitor's language) and the home-screen icons that make the shop installable.
 */
export const webAppRoutes = fp(
  async (app: FastifyInstance, options: { root: string; sendPage: PageResponder }) => {
    const drawIcon = createIconRenderer(options.root);
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
        .header('vary', 'Cookie, Accept-Language')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(appManifest(pageLocale(request).locale))),
    );
    app.get<{ Params: { name: string } }>(
      '/icons/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const { name } = request.params;
        if (!isAppIcon(name)) return reply.callNotFound();
        return reply
          .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
          .type('image/png')
          .send(await drawIcon(name));
      },
    );
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, options.sendPage);
  },
);
