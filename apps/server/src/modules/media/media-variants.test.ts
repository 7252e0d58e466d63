import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SEED_IMAGES_DIR } from '../../app.js';
import { createTestShop, request, type TestShop } from '../../test/test-app.js';
import { createMediaService } from './media-service.js';

// Issue 10, family 5: the first requests for a resized variant race to make it. The cache is per test
// shop (its own data folder), so each variant below is new when the test starts.

const REQUESTS = 100;

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/** Every file under the variant cache, relative to it (temporary files included). */
async function cachedFiles(): Promise<string[]> {
  const root = path.join(shop.dataDir, 'cache', 'images');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

test(`${REQUESTS} concurrent first requests of a new variant all get the same WebP, made once`, async () => {
  expect(await cachedFiles()).toEqual([]);
  const url = '/seed-images/products/aloe-vera.webp?w=160';
  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, () => request(shop, null, { method: 'GET', url })),
  );
  const statuses: Record<number, number> = {};
  for (const { statusCode } of responses) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  expect(statuses).toEqual({ 200: REQUESTS });

  const [{ rawPayload: first, headers }] = responses as [(typeof responses)[number]];
  expect(responses.filter((response) => !response.rawPayload.equals(first))).toHaveLength(0);
  expect(headers['content-type']).toBe('image/webp');
  expect(Number(headers['content-length'])).toBe(first.length);
  const { width, format } = await sharp(first).metadata();
  expect([format, width]).toEqual(['webp', 160]);

  // One finished file, no temporary ones left behind; a later request is served from it.
  expect(await cachedFiles()).toEqual([path.join('160', 'seed-images', 'products', 'aloe-vera.webp.webp')]);
  const again = await request(shop, null, { method: 'GET', url });
  expect(again.statusCode).toBe(200);
  expect(again.rawPayload.equals(first)).toBe(true);

  // The requests waited for one resize, not one each.
  let resized = 0;
  const media = createMediaService({
    dataDir: shop.dataDir,
    seedImagesDir: SEED_IMAGES_DIR,
    resize: async (source, size, destination) => {
      resized++;
      await sharp(source).resize({ width: size }).webp().toFile(destination);
    },
  });
  const relative = 'products/aloe-vera.webp';
  const original = await media.locate('seed-images', relative);
  if (!original) throw new Error(`no seed image ${relative}`);
  await Promise.all(
    Array.from({ length: REQUESTS }, () => media.variant('seed-images', original, relative, 240)),
  );
  expect(resized).toBe(1);
});

test('several servers on one data folder making the same variant at once all serve it whole', async () => {
  // Separate services share no in-flight map, as separate processes would not: each resizes, and all
  // their renames land on the same cache file.
  const services = Array.from({ length: 10 }, () =>
    createMediaService({ dataDir: shop.dataDir, seedImagesDir: SEED_IMAGES_DIR }),
  );
  const relative = 'products/snake-plant-laurentii.webp';
  const made = await Promise.all(
    services.flatMap((media) =>
      Array.from({ length: REQUESTS / services.length }, async () => {
        const original = await media.locate('seed-images', relative);
        if (!original) throw new Error(`no seed image ${relative}`);
        return media.variant('seed-images', original, relative, 320);
      }),
    ),
  );
  const expected = path.join(shop.dataDir, 'cache', 'images', '320', 'seed-images', `${relative}.webp`);
  expect(new Set(made.map((variant) => variant.file))).toEqual(new Set([expected]));
  expect((await cachedFiles()).filter((file) => file.startsWith('320'))).toEqual([
    path.join('320', 'seed-images', `${relative}.webp`),
  ]);
  const { width, format } = await sharp(expected).metadata();
  expect([format, width]).toEqual(['webp', 320]);
});
