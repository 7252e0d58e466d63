import { CATEGORY_IDS } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BlogService } from '../blog/blog-service.js';
import type { CatalogService } from '../catalog/catalog-service.js';

/** Pages without their own data: listed without a last change. */
const FIXED_PAGES = ['/blogs', '/about', '/contact', '/privacy', '/terms'];

/** Never worth a crawler's visit: personal pages, the admin, forms that only work signed in. */
// `/confirm-order`, `/care-reminders`: links of messages (a token in the address), never pages to index.
const DISALLOWED = [
  '/admin',
  '/profile',
  '/checkout',
  '/wishlist',
  '/shipping',
  '/cart',
  '/confirm-order/',
  '/care-reminders/',
  '/api/',
];

/**
 * `/sitemap.xml` (sitemaps.org 0.9: every category, product and post, with `lastmod` where the shop knows
 * when it last changed) and `/robots.txt` pointing to it.
 */
export const seoRoutes = fp(
  async (
    app: FastifyInstance,
    options: {
      catalog: Pick<CatalogService, 'listProductStamps'>;
      blog: Pick<BlogService, 'list'>;
      publicUrl: string;
    },
  ) => {
    const { catalog, blog, publicUrl } = options;

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const [products, posts] = await Promise.all([catalog.listProductStamps(), blog.list()]);
      const latest = new Map<string, Date>();
      for (const product of products) {
        const seen = latest.get(product.category);
        if (!seen || product.updatedAt > seen) latest.set(product.category, product.updatedAt);
      }
      const newest = [...latest.values()].reduce<Date | undefined>(
        (a, b) => (!a || b > a ? b : a),
        undefined,
      );
      const entries: Array<{ path: string; lastmod?: Date }> = [
        { path: '/', lastmod: newest },
        ...CATEGORY_IDS.map((id) => ({ path: `/${id}`, lastmod: latest.get(id) })),
        ...products.map((p) => ({ path: `/product/${encodeURIComponent(p.id)}`, lastmod: p.updatedAt })),
        ...FIXED_PAGES.map((path) => ({ path })),
        ...posts.map((post) => ({
          path: `/blogs/${encodeURIComponent(post._id)}`,
          lastmod: new Date(post.updatedAt),
        })),
      ];
      const urls = entries.map(
        ({ path, lastmod }) =>
          `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          `User-agent: *\n${DISALLOWED.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
        ),
    );
  },
);

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
