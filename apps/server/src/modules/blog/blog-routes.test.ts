import type { Blog } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { blogs } from '../../db/schema.js';
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

test('a post whose stored HTML was never cleaned (written past the service) is served, alone and listed, without its scripts, handlers or javascript: links', async () => {
  const hostile =
    '<p onclick="alert(1)">Read this <script>alert(2)</script></p><img src="/nope.png" onerror="alert(3)" alt="A fern">' +
    '<a href="javascript:alert(4)">a bad link</a> <a href="https://example.com/care">a good link</a>';
  await shop.database.db.insert(blogs).values({
    id: 'restored-post',
    title: 'Restored from an old backup',
    author: 'Nadia',
    content: hostile,
    contentBn: hostile,
  });
  const one = (await shop.app.inject({ method: 'GET', url: '/api/blogs/restored-post' })).json().data as Blog;
  const listed = ((await shop.app.inject({ method: 'GET', url: '/api/blogs' })).json().data as Blog[]).find(
    (post) => post._id === 'restored-post',
  )!;
  for (const html of [one.content, one.contentBn, listed.content, listed.contentBn]) {
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(html).toContain('<p>Read this </p>');
    expect(html).toContain('<a href="https://example.com/care" rel="noopener noreferrer">a good link</a>');
  }
});
