import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findCategory, imageAt, PRODUCT_PAGE_IMAGE_SIZES, srcSet } from '@plantopia/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { CatalogService } from '../catalog/catalog-service.js';

/** Written by the web build (vite.config.ts): page path pattern → the chunks that page needs. */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

export interface PageShell {
  /** index.html for one page, with hints that let the browser fetch the page's code and main image early. */
  render(pathname: string): Promise<string>;
}

/**
 * The single-page app's HTML, told per page what to download at once. Without hints a phone first
 * downloads and runs the entry, then learns which page chunk it needs, then which image: three round
 * trips in a row. Hints are an optimisation only: any failure leaves the plain page.
 */
export function createPageShell(options: {
  webDist: string;
  catalog: Pick<CatalogService, 'getProduct'>;
  log: FastifyBaseLogger;
}): PageShell {
  const { catalog, log } = options;
  const html = readFileSync(path.join(options.webDist, 'index.html'), 'utf8');
  const preloadsPath = path.join(options.webDist, PAGE_PRELOADS_FILE);
  const preloads: Record<string, string[]> = existsSync(preloadsPath)
    ? JSON.parse(readFileSync(preloadsPath, 'utf8'))
    : {};

  function pattern(pathname: string): string {
    if (preloads[pathname]) return pathname;
    const [first = ''] = pathname.split('/').filter(Boolean);
    if (pathname === `/${first}` && findCategory(first)) return '/{category}';
    return `/${first}/*`;
  }

  async function productImageHint(pathname: string): Promise<string | null> {
    const id = /^\/product\/([^/]+)$/.exec(pathname)?.[1];
    if (!id) return null;
    try {
      const { imageUrl: image } = await catalog.getProduct(decodeURIComponent(id));
      if (!image) return null;
      const candidates = srcSet(image);
      // The same candidates and sizes as the page's <img>, so the browser reuses this download.
      return candidates
        ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(imageAt(image, 640))}" imagesrcset="${escapeAttribute(candidates)}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}">`
        : `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}">`;
    } catch (error) {
      if (!(error instanceof AppError)) log.warn({ err: error }, 'page shell: product image hint failed');
      return null;
    }
  }

  return {
    async render(pathname) {
      const hints = (preloads[pattern(pathname)] ?? []).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
      );
      const image = await productImageHint(pathname);
      if (image) hints.unshift(image);
      return hints.length ? html.replace('</head>', `${hints.join('')}</head>`) : html;
    },
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
