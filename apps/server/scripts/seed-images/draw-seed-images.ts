/*
 * Draws the demo catalog and blog illustrations as SVG and rasterises them to WebP with sharp.
 * The images ship in the repo (apps/server/seed-images); this script only needs rerunning when a
 * drawing or the demo data changes:
 *
 *   npx tsx apps/server/scripts/seed-images/draw-seed-images.ts            # everything
 *   npx tsx apps/server/scripts/seed-images/draw-seed-images.ts aloe-vera   # only the named slugs
 *
 * Output is deterministic: every random choice comes from a generator seeded with the slug, so a
 * rerun produces byte-identical files and the repo diff stays empty.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_POSTS } from '../../src/seed/demo-blog.js';
import { DEMO_PRODUCTS } from '../../src/seed/demo-catalog.js';
import { BLOG_ART } from './blog-scenes.js';
import { makeCtx } from './drawing-context.js';
import { productStage, THEMES } from './product-stage.js';
import { productArt } from './products.js';
import { BLOG_H, BLOG_W, PRODUCT_SIZE } from './sizes.js';
import { svgDoc } from './svg.js';

const OUT_DIR = path.resolve(import.meta.dirname, '../../seed-images');

async function render(svg: string, file: string, width: number, height: number): Promise<number> {
  const buf = await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 80, effort: 6 }).toBuffer();
  await writeFile(file, buf);
  return buf.length;
}

async function main(): Promise<void> {
  const only = new Set(process.argv.slice(2));
  const wanted = (slug: string) => only.size === 0 || only.has(slug);
  await mkdir(path.join(OUT_DIR, 'products'), { recursive: true });
  await mkdir(path.join(OUT_DIR, 'blog'), { recursive: true });

  let total = 0;
  let count = 0;
  for (const product of DEMO_PRODUCTS) {
    if (!wanted(product.slug)) continue;
    const art = productArt(product.slug);
    if (!art) throw new Error(`No drawing for product '${product.slug}'`);
    const ctx = makeCtx(product.slug);
    const subject = art.draw(ctx);
    const body = productStage(ctx, art.theme ?? THEMES[product.category], subject, art.shadowW, art.shadowY);
    const file = path.join(OUT_DIR, 'products', `${product.slug}.webp`);
    total += await render(svgDoc(ctx, PRODUCT_SIZE, PRODUCT_SIZE, body), file, PRODUCT_SIZE, PRODUCT_SIZE);
    count++;
  }
  for (const post of DEMO_POSTS) {
    if (!wanted(post.slug)) continue;
    const scene = BLOG_ART[post.slug];
    if (!scene) throw new Error(`No drawing for blog post '${post.slug}'`);
    const ctx = makeCtx(post.slug);
    const body = scene(ctx);
    const file = path.join(OUT_DIR, 'blog', `${post.slug}.webp`);
    total += await render(svgDoc(ctx, BLOG_W, BLOG_H, body), file, BLOG_W, BLOG_H);
    count++;
  }
  console.log(`Wrote ${count} images, ${(total / 1024).toFixed(0)} KiB in total, to ${OUT_DIR}`);
}

await main();
