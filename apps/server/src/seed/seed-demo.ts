import { PRODUCT_INPUT_SCHEMAS } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/client.js';
import { appMeta } from '../db/schema.js';
import { sanitizeBlogHtml } from '../lib/sanitize-html.js';
import { insertBlogs } from '../modules/blog/blog-repository.js';
import { toProductColumns } from '../modules/catalog/catalog-mapper.js';
import { insertProducts } from '../modules/catalog/catalog-repository.js';
import { planVariants } from '../modules/catalog/variant-plan.js';
import { insertVariants, summariseVariants } from '../modules/catalog/variant-repository.js';
import { DEMO_POSTS } from './demo-blog.js';
import { DEMO_BYLINES_BN, DEMO_POSTS_BN } from './demo-blog-bn.js';
import { DEMO_PRODUCTS } from './demo-catalog.js';

const SEED_KEY = 'demo_seed';

/**
 * Fills an empty shop with the demo catalog and blog, once: the marker row and the data are written
 * in one transaction, so a second run (or a second server racing the first) inserts nothing.
 * Returns whether it seeded.
 */
export async function seedDemoShop(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: sql`to_jsonb(now())` })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    // Spread creation times so "newest" ordering is stable and the catalog looks like it grew over time.
    const start = Date.now() - DEMO_PRODUCTS.length * 3_600_000;
    const inputs = DEMO_PRODUCTS.map((product) =>
      PRODUCT_INPUT_SCHEMAS[product.category].parse(product.data),
    );
    const inserted = await insertProducts(
      tx,
      DEMO_PRODUCTS.map((product, index) => {
        const createdAt = new Date(start + index * 3_600_000);
        return {
          ...(toProductColumns(product.category, inputs[index]!) as Required<
            ReturnType<typeof toProductColumns>
          >),
          id: uuidv7(),
          category: product.category,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    // Each product's variants (docs/decisions/038), then the product's summary of them.
    await insertVariants(
      tx,
      inserted.flatMap((product, index) => planVariants(product, inputs[index]!, []) ?? []),
    );
    for (const product of inserted) await summariseVariants(tx, product.id);
    await insertBlogs(
      tx,
      DEMO_POSTS.map((post) => {
        const bangla = DEMO_POSTS_BN[post.slug];
        return {
          id: uuidv7(),
          title: post.title,
          author: post.author,
          tags: post.tags,
          imageUrl: post.imageUrl,
          content: sanitizeBlogHtml(post.content),
          titleBn: bangla?.titleBn ?? null,
          contentBn: bangla ? sanitizeBlogHtml(bangla.contentBn) : null,
          authorBn: DEMO_BYLINES_BN[post.slug]?.authorBn ?? null,
          tagsBn: DEMO_BYLINES_BN[post.slug]?.tagsBn ?? [],
          createdAt: new Date(post.publishedAt),
          updatedAt: new Date(post.publishedAt),
        };
      }),
    );
    return true;
  });
}
