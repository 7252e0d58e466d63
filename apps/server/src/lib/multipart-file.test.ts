import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../test/test-app.js';

/*
 * Uploads (`POST /api/upload-image`) of a body that is not one well-formed file: each was a 500, or a
 * second file was silently dropped. Now each is a 400 envelope naming what is wrong, and nothing is stored.
 */

let shop: TestShop;
let shopper: TestUser;
let png: Buffer;
beforeAll(async () => {
  shop = await createTestShop();
  shopper = await signUp(shop);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
});
afterAll(() => shop.close());

const BOUNDARY = '----plantopia-test-boundary';

function filePart(field: string, filename: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    content,
    Buffer.from('\r\n'),
  ]);
}
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

const upload = (payload: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  request(shop, shopper, {
    method: 'POST',
    url: '/api/upload-image',
    headers: { 'content-type': contentType },
    payload,
  });

const storedFiles = () =>
  readdir(path.join(shop.dataDir, 'uploads')).then(
    (names) => names.length,
    () => 0,
  );

test('multipart without a boundary is a 400, and stores nothing', async () => {
  const before = await storedFiles();
  const response = await upload(
    Buffer.concat([filePart('image', 'a.png', png), closing]),
    'multipart/form-data',
  );
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    success: false,
    code: 'upload.malformed',
    message: 'The upload is not valid multipart form data',
  });
  expect(await storedFiles()).toBe(before);
});

test('a malformed or cut-short multipart body is a 400, and stores nothing', async () => {
  const before = await storedFiles();
  const bodies = [
    // A part header without its ending.
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"`,
    // A file whose closing boundary never comes.
    filePart('image', 'a.png', png),
    // Not multipart at all.
    'just some text',
  ];
  for (const body of bodies) {
    const response = await upload(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  }
  expect(await storedFiles()).toBe(before);
});

test('two files in one upload are a 400 naming the rule, not a silent drop', async () => {
  const before = await storedFiles();
  for (const second of ['image', 'other']) {
    const response = await upload(
      Buffer.concat([filePart('image', 'a.png', png), filePart(second, 'b.png', png), closing]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'upload.one_per_upload',
      message: 'Send one image per upload',
    });
  }
  expect(await storedFiles()).toBe(before);
});

test('one file, with ordinary fields beside it, is still stored', async () => {
  const field = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`);
  const response = await upload(Buffer.concat([field, filePart('image', 'a.png', png), closing]));
  expect(response.statusCode).toBe(200);
  expect(response.json().imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
});
