import type { Blog } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, type TestShop } from '../../test/test-app.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
});
afterAll(() => shop.close());

test('the blog lists the seeded posts newest first, and each can be read', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/blogs' });
  const posts = response.json().data as Blog[];
  expect(posts.length).toBeGreaterThanOrEqual(6);
  const dates = posts.map((p) => p.createdAt);
  expect(dates).toEqual([...dates].sort().reverse());
  const one = await shop.app.inject({ method: 'GET', url: `/api/blogs/${posts[0]!._id}` });
  expect(one.json().data.title).toBe(posts[0]!.title);
  expect(one.json().data.content).toContain('<');
});

test('a post that does not exist is a 404 envelope', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/blogs/xyz' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    success: false,
    code: 'blog.not_found',
    message: 'Blog post not found.',
  });
});
