import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { multipart, type Part } from '../../test/multipart.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';

let shop: TestShop;
let shopper: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  shopper = await signUp(shop);
});
afterAll(() => shop.close());

const upload = (as: TestUser | null, parts: Part[]) =>
  request(shop, as, { method: 'POST', url: '/api/upload-image', ...multipart(parts) });

const image = (filename: string, type: string, content: Buffer): Part => ({
  field: 'image',
  filename,
  type,
  content,
});

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 70 } } });
}

/** How many files the uploads folder holds: refused uploads must not add any. */
const storedFiles = () =>
  readdir(path.join(shop.dataDir, 'uploads')).then(
    (names) => names.length,
    () => 0,
  );

/** GETs an uploaded image and decodes it: what a browser would show. */
async function fetchUploaded(imageUrl: string) {
  const response = await shop.app.inject({ method: 'GET', url: imageUrl });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  return sharp(response.rawPayload).metadata();
}

test('a real PNG and a real JPEG are stored as WebP and served back as decodable images', async () => {
  const png = await picture(300, 200).png().toBuffer();
  const jpeg = await picture(640, 480).jpeg().toBuffer();
  for (const [part, size] of [
    [image('leaf.png', 'image/png', png), { width: 300, height: 200 }],
    [image('garden.jpg', 'image/jpeg', jpeg), { width: 640, height: 480 }],
  ] as const) {
    const response = await upload(shopper, [part]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      imageUrl: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.webp$/),
    });
    expect(await fetchUploaded(body.imageUrl)).toMatchObject({ format: 'webp', ...size });
  }
});

test('an upload is turned upright, stripped of its metadata and fitted into 1600 × 1600', async () => {
  // A phone photo: stored sideways with an EXIF orientation, and carrying camera metadata.
  const sideways = await picture(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  expect((await sharp(sideways).metadata()).exif).toBeDefined();
  const upright = await upload(shopper, [image('phone.jpg', 'image/jpeg', sideways)]);
  const meta = await fetchUploaded(upright.json().imageUrl);
  expect(meta).toMatchObject({ width: 200, height: 400 });
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();

  const huge = await picture(4000, 1000).jpeg().toBuffer();
  const fitted = await upload(shopper, [image('banner.jpg', 'image/jpeg', huge)]);
  expect(await fetchUploaded(fitted.json().imageUrl)).toMatchObject({ width: 1600, height: 400 });
});

test('an image over 5 MB is refused with 413', async () => {
  // Noise does not compress: a 1500 × 1400 RGB PNG of it is about 6 MB.
  const noise = await sharp(randomBytes(1500 * 1400 * 3), { raw: { width: 1500, height: 1400, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(noise.length).toBeGreaterThan(6 * 1000 * 1000);
  const before = await storedFiles();
  const response = await upload(shopper, [image('big.png', 'image/png', noise)]);
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({
    success: false,
    code: 'upload.too_large',
    message: 'Image size should be less than 5MB',
  });
  expect(await storedFiles()).toBe(before);
});

test('a text file named x.png and sent as image/png is refused with 400', async () => {
  const before = await storedFiles();
  const response = await upload(shopper, [
    image('x.png', 'image/png', Buffer.from('just some text, not pixels\n')),
  ]);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    success: false,
    code: 'upload.not_an_image',
    message: 'Please select a valid image file',
  });
  expect(await storedFiles()).toBe(before);
});

test('an upload without a file in the `image` field is refused with 400', async () => {
  const png = await picture(10, 10).png().toBuffer();
  for (const parts of [
    [{ field: 'note', content: 'hello' }],
    [{ field: 'avatar', filename: 'a.png', type: 'image/png', content: png }],
    [image('empty.png', 'image/png', Buffer.alloc(0))],
  ]) {
    const response = await upload(shopper, parts);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'upload.missing',
      message: 'Please select an image first',
    });
  }
});

test('uploads are limited to 20 a minute per shopper', async () => {
  const uploader = await signUp(shop);
  const png = await picture(8, 8).png().toBuffer();
  for (let i = 1; i <= 20; i++) {
    expect((await upload(uploader, [image('tiny.png', 'image/png', png)])).statusCode).toBe(200);
  }
  const refused = await upload(uploader, [image('tiny.png', 'image/png', png)]);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().success).toBe(false);
  // Another shopper on the same address still has their own budget.
  expect((await upload(shopper, [image('tiny.png', 'image/png', png)])).statusCode).toBe(200);
});

test('an upload without a session is refused with 401 and stores nothing', async () => {
  const png = await picture(10, 10).png().toBuffer();
  const before = await storedFiles();
  const response = await upload(null, [image('a.png', 'image/png', png)]);
  expect(response.statusCode).toBe(401);
  expect(await storedFiles()).toBe(before);
});
