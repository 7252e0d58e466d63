import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FAKE_S3_BUCKET, type FakeS3, startFakeS3 } from '../../test/fake-s3.js';
import { createTestShop, request, signUp, type TestShop } from '../../test/test-app.js';

// Uploads in S3-compatible storage (S3_* set), against a local s3rver: two servers with data folders of
// their own share nothing but the bucket.

let s3: FakeS3;
let a: TestShop;
let b: TestShop;
beforeAll(async () => {
  s3 = await startFakeS3();
  [a, b] = await Promise.all([createTestShop({ env: s3.env }), createTestShop({ env: s3.env })]);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await s3.close();
});

async function uploadTo(shop: TestShop, png: Buffer) {
  const shopper = await signUp(shop);
  const boundary = '----plantopia-s3-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="leaf.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return request(shop, shopper, {
    method: 'POST',
    url: '/api/upload-image',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 60 } } })
    .png()
    .toBuffer();

test('an image uploaded through one server is stored in the bucket and served by another, resized too', async () => {
  const uploaded = await uploadTo(a, await picture(640, 320));
  expect(uploaded.statusCode).toBe(200);
  const { imageUrl } = uploaded.json() as { imageUrl: string };
  const name = imageUrl.replace('/uploads/', '');

  // In the bucket, under uploads/; not in either server's own uploads folder.
  const inBucket = await readdir(path.join(s3.directory, FAKE_S3_BUCKET, 'uploads'));
  expect(inBucket.some((file) => file.startsWith(name))).toBe(true);
  for (const shop of [a, b]) {
    expect(await readdir(path.join(shop.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  }

  const fromB = await b.app.inject({ method: 'GET', url: imageUrl });
  expect(fromB.statusCode).toBe(200);
  expect(fromB.headers['content-type']).toBe('image/webp');
  expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await sharp(fromB.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });

  const resized = await b.app.inject({ method: 'GET', url: `${imageUrl}?w=160` });
  expect(resized.statusCode).toBe(200);
  expect(await sharp(resized.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160 });

  const missing = await b.app.inject({
    method: 'GET',
    url: '/uploads/0190aaaa-0000-7000-8000-000000000000.webp',
  });
  expect(missing.statusCode).toBe(404);
  const outside = await b.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fauth-secret' });
  expect(outside.statusCode).toBe(404);
});

test('when the storage stops answering, uploads and first reads get a 503, never a 500', async () => {
  const kept = (await (await uploadTo(a, await picture(50, 50))).json()) as { imageUrl: string };
  const fetched = await a.app.inject({ method: 'GET', url: kept.imageUrl });
  expect(fetched.statusCode).toBe(200);
  const notYetOnB = (await (await uploadTo(a, await picture(60, 60))).json()) as { imageUrl: string };

  await s3.stop();
  const upload = await uploadTo(a, await picture(40, 40));
  expect(upload.statusCode).toBe(503);
  expect(upload.json()).toEqual({
    success: false,
    code: 'upload.storage_unavailable',
    message: 'Image storage is not answering, please try again in a moment',
  });
  expect((await b.app.inject({ method: 'GET', url: notYetOnB.imageUrl })).statusCode).toBe(503);
  // What a server has fetched already it keeps serving.
  expect((await a.app.inject({ method: 'GET', url: kept.imageUrl })).statusCode).toBe(200);
});
