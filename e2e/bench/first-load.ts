/**
 * docs/budgets.md §2 and issue 27: the JavaScript (gzip) a shopper's first visit downloads, for home, a
 * category listing and a product page, at most 120 KiB each (the step on the way to 90 KiB).
 *
 * Starts the production build (`npm run build` first) on a fresh embedded database with the demo shop,
 * asks for each page as a browser does and counts what that page's HTML makes the browser fetch: the
 * module scripts and `modulepreload`s it names, the page's chunks it lists for the boot script
 * (`<script type="application/json" id="page-chunks">`), the app the boot script imports (its `import()`s),
 * and every chunk those import statically, each file once, compressed with `gzip -9`. Prints a table and
 * exits 1 when a page is over the budget. Run: npm run bench:first-load -w e2e
 *
 * FIRST_LOAD_PAGES=/,/plants,product,product-bn chooses pages (`product` is the first product,
 * `product-bn` that product in Bangla, `post` the first blog post); FIRST_LOAD_BUDGET_KIB changes the
 * budget; FIRST_LOAD_FILES=1 lists each page's files; FIRST_LOAD_BASE=http://host:port measures a shop
 * that is already running instead of starting one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { stop, waitForHealth } from './bench-shop.js';

const PORT = Number(process.env.FIRST_LOAD_PORT ?? 3310);
const BUDGET_KIB = Number(process.env.FIRST_LOAD_BUDGET_KIB ?? 120);
const LIST_FILES = process.env.FIRST_LOAD_FILES === '1';
const ONLY = process.env.FIRST_LOAD_PAGES?.split(',').filter(Boolean);
const RUNNING = process.env.FIRST_LOAD_BASE;
const BASE = RUNNING ?? `http://127.0.0.1:${PORT}`;

interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

// BENCH_SERVER_MAIN measures another build (a copy of apps/server/dist beside its web build), e.g. the one before a change.
const serverMain = path.resolve(
  process.env.BENCH_SERVER_MAIN ?? path.join(import.meta.dirname, '../../apps/server/dist/main.js'),
);
let server: ChildProcess | undefined;
let dataDir: string | undefined;
if (!RUNNING) {
  if (!existsSync(serverMain)) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'plantopia-first-load-'));
  server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

try {
  await waitForHealth(BASE);
  const plants = (await (await fetch(`${BASE}/api/plants?limit=1`)).json()) as {
    data: Array<{ _id: string }>;
  };
  const posts = (await (await fetch(`${BASE}/api/blogs`)).json()) as { data: Array<{ _id: string }> };
  const named: Record<string, string> = {
    product: `/product/${plants.data[0]?._id}`,
    'product-bn': `/product/${plants.data[0]?._id}?lang=bn`,
    post: `/blogs/${posts.data[0]?._id}`,
  };
  const pages = ONLY ?? ['/', '/plants', 'product'];
  const sizes = new Map<string, Promise<FileSize & { source: string }>>();
  const rows: Array<{ page: string; files: number; 'raw KiB': number; 'gzip KiB': number; budget: string }> =
    [];
  const misses: string[] = [];
  for (const name of pages) {
    const page = named[name] ?? name;
    const files = await firstLoad(page, sizes);
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const over = gzip > BUDGET_KIB * 1024;
    rows.push({
      page: name,
      files: files.length,
      'raw KiB': kib(bytes),
      'gzip KiB': kib(gzip),
      budget: over ? `over ${BUDGET_KIB}` : `≤ ${BUDGET_KIB}`,
    });
    if (over) misses.push(`${name}: ${kib(gzip)} KiB > ${BUDGET_KIB} KiB (${gzip} B)`);
    if (LIST_FILES) {
      console.log(`\n${name} (${page}): ${gzip} B gzip`);
      console.table(
        [...files]
          .sort((a, b) => b.gzip - a.gzip)
          .map(({ file, bytes, gzip }) => ({ file, 'raw KiB': kib(bytes), 'gzip KiB': kib(gzip) })),
      );
    }
  }
  console.table(rows);
  console.log(
    misses.length
      ? `Over budget:\n  ${misses.join('\n  ')}`
      : `Every page is within ${BUDGET_KIB} KiB of JavaScript (gzip -9).`,
  );
  process.exitCode = misses.length ? 1 : 0;
} finally {
  if (server) await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** Every JavaScript file the first visit of `page` downloads, each once. */
async function firstLoad(
  page: string,
  sizes: Map<string, Promise<FileSize & { source: string }>>,
): Promise<FileSize[]> {
  const response = await fetch(`${BASE}${page}`, {
    headers: { accept: 'text/html', 'accept-language': 'en' },
  });
  if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const listed = html.match(/<script type="application\/json" id="page-chunks">([\s\S]*?)<\/script>/)?.[1];
  const chunks = listed ? (JSON.parse(listed) as string[]) : [];
  if (!scripts.length) throw new Error(`${page}: no module script in the HTML`);

  const seen = new Map<string, FileSize>();
  const visit = async (url: string, followDynamic: boolean): Promise<void> => {
    if (seen.has(url)) return;
    let size = sizes.get(url);
    if (!size) {
      size = measure(url);
      sizes.set(url, size);
    }
    const { source, ...file } = await size;
    seen.set(url, file);
    const imports = staticImports(source);
    // The boot script imports the app as soon as the page has painted: part of every first load.
    if (followDynamic) imports.push(...dynamicImports(source));
    for (const imported of imports) await visit(new URL(imported, `${BASE}${url}`).pathname, false);
  };
  for (const script of scripts) await visit(toPath(script), true);
  for (const preload of [...preloads, ...chunks]) await visit(toPath(preload), false);
  return [...seen.values()];
}

async function measure(url: string): Promise<FileSize & { source: string }> {
  const response = await fetch(`${BASE}${url}`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    file: url,
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    source: body.toString('utf8'),
  };
}

/** `import … from"./x.js"`, `import"./x.js"` and `export … from"./x.js"` of a minified chunk. */
function staticImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bimport|\bexport|\bfrom)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g))
    found.add(match[1] as string);
  return [...found];
}

function dynamicImports(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map(
    (m) => m[1] as string,
  );
}

function toPath(url: string): string {
  return new URL(url, BASE).pathname;
}

function kib(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}
