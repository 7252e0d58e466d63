import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findCategory, type Locale } from '@plantopia/shared';

/** Written by the web build (vite.config.ts): page path pattern → the chunks that page needs. */
const PAGE_PRELOADS_FILE = 'page-preloads.json';
/** The id the boot script (apps/web/src/boot.ts) reads the page's chunks from. */
const PAGE_CHUNKS_ID = 'page-chunks';
/** The web app's server-rendering build (`vite build --ssr`), beside the browser's build. */
const SSR_ENTRY = path.join('..', 'dist-ssr', 'entry-server.js');

/** What apps/web/src/entry-server.tsx exports (the server cannot import the web app's types). */
interface WebRenderer {
  configureServerRendering(options: { origin: string; transport: typeof fetch }): Promise<void>;
  renderPage(request: Request, options: { signedIn: boolean; locale: Locale }): Promise<RenderedPage>;
}

type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; body: string; data: string; errors: unknown[] };

export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      /** Errors thrown while loading the page's data (a 404 is not one), for the log. */
      errors: unknown[];
    };

export interface PageShell {
  /** The HTML of the page at `url` (path and query), in the visitor's language. */
  render(url: string, options: { signedIn: boolean; locale: Locale }): Promise<PageAnswer>;
}

/**
 * The storefront's HTML. With the server-rendering build present, each page arrives rendered (content,
 * data to hydrate from, head tags); without it (a test's bare web build) the app's shell, which the
 * browser renders. Either way the page lists the chunks its code needs, which the boot script
 * (apps/web/src/boot.ts) fetches beside the app once the page has painted, instead of after the app has run.
 */
export async function createPageShell(options: {
  webDist: string;
  /** The shop's public origin: canonical URLs and the requests the renderer builds. */
  origin: string;
  /** How the renderer reads the API: the app's own routes, without a network hop. */
  transport: typeof fetch;
}): Promise<PageShell> {
  const { origin } = options;
  const template = forFirstPaint(
    readFileSync(path.join(options.webDist, 'index.html'), 'utf8'),
    options.webDist,
  );
  const preloadsPath = path.join(options.webDist, PAGE_PRELOADS_FILE);
  const preloads: Record<string, string[]> = existsSync(preloadsPath)
    ? JSON.parse(readFileSync(preloadsPath, 'utf8'))
    : {};
  const entry = path.resolve(options.webDist, SSR_ENTRY);
  // React chooses its build (development: several times slower, with extra checks) from NODE_ENV when
  // the renderer first loads it; config.ts treats an unset NODE_ENV as production, and so must React.
  process.env.NODE_ENV ??= 'production';
  const renderer = existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as WebRenderer) : undefined;
  await renderer?.configureServerRendering({ origin, transport: options.transport });

  function pattern(pathname: string): string {
    if (preloads[pathname]) return pathname;
    const [first = ''] = pathname.split('/').filter(Boolean);
    if (pathname === `/${first}` && findCategory(first)) return '/{category}';
    return `/${first}/*`;
  }

  /** Read by the boot script; JSON, never executed, like the page's data block. */
  function pageChunks(pathname: string): string {
    const files = preloads[pattern(pathname)];
    if (!files?.length) return '';
    const list = JSON.stringify(files.map((file) => `/${file}`)).replaceAll('<', '\\u003c');
    return `<script type="application/json" id="${PAGE_CHUNKS_ID}">${list}</script>`;
  }

  return {
    async render(url, { signedIn, locale }) {
      const pathname = url.split('?', 1)[0] ?? '/';
      const chunks = pageChunks(pathname);
      const shell = withLanguage(template, locale);
      if (!renderer) {
        const html = chunks ? shell.replace('</head>', `${chunks}</head>`) : shell;
        return { kind: 'page', status: 200, html, errors: [] };
      }
      const page = await renderer.renderPage(new Request(new URL(url, origin)), { signedIn, locale });
      if (page.kind === 'redirect') return page;
      return {
        kind: 'page',
        status: page.status,
        html: documentFor(shell, { ...page, head: chunks + page.head }),
        errors: page.errors,
      };
    },
  };
}

/**
 * What the first paint waits for, cut to the page itself (decision 014, "Lighthouse"):
 * - The stylesheet (one file, about 15 KiB compressed) travels inside the HTML: a separate render-blocking
 *   request costs a phone one more round trip before anything shows, and its fonts are found only once
 *   it has arrived. Later pages are rendered by the browser and need no stylesheet.
 * - The page is already rendered; its code only makes it interactive. The boot script (and what it imports) is
 *   fetched at low priority, so that on a slow connection the page's image and fonts come first; the app
 *   itself waits for the first paint (apps/web/src/boot.ts).
 */
export function forFirstPaint(template: string, webDist: string): string {
  return template
    .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_link, file: string) => {
      // `</style` could only stand in a CSS string, where \3c is the same `<`.
      const css = readFileSync(path.join(webDist, file), 'utf8').replaceAll('</style', '\\3c/style');
      return `<style>${css}</style>`;
    })
    .replace(
      /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
      '<$1 fetchpriority="low"',
    );
}

/**
 * The template with the page in it: its head tags replace the template's default title and description,
 * and its data block (JSON, never executed, so the CSP's ban on inline scripts holds) follows the app.
 */
function documentFor(template: string, page: { head: string; body: string; data: string }): string {
  let html = template;
  if (/<title[\s>]/.test(page.head)) html = html.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (page.head.includes('name="description"')) {
    html = html.replace(/<meta\s+name="description"[\s\S]*?>\s*/, '');
  }
  return html
    .replace('</head>', () => `${page.head}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.body}</div><script type="application/json" id="page-data">${page.data}</script>`,
    );
}

/** `<html lang>` names the page's language (screen readers pick their voice by it, fonts their glyphs). */
function withLanguage(template: string, locale: Locale): string {
  return template.replace(/<html(?:\s+lang="[^"]*")?/, `<html lang="${locale}"`);
}
