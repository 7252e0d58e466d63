import type { Blog } from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';

let shop: TestShop;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  admin = await signUp(shop, { role: 'admin' });
  shopper = await signUp(shop);
});
afterAll(() => shop.close());

const POST = {
  title: 'Repotting a Monstera before the monsoon',
  author: 'Nusrat Jahan',
  imageUrl: '/seed-images/blog/monstera.webp',
  tags: 'repotting, monsoon , ,indoor',
  content: '<p>Pick a pot <strong>one size</strong> larger.</p><ul><li>Loosen the roots</li></ul>',
};

async function create(body: Record<string, unknown> = POST): Promise<Blog> {
  const response = await request(shop, admin, { method: 'POST', url: '/api/blogs', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Blog;
}

async function list(): Promise<Blog[]> {
  return (await shop.app.inject({ method: 'GET', url: '/api/blogs' })).json().data;
}

test('an admin publishes a post: tags split on commas, trimmed, blanks dropped; it leads the blog', async () => {
  const response = await request(shop, admin, { method: 'POST', url: '/api/blogs', payload: POST });
  expect(response.statusCode).toBe(201);
  expect(response.json().message).toBe('Blog post created successfully!');
  const post = response.json().data as Blog;
  expect(post).toMatchObject({
    title: POST.title,
    author: POST.author,
    imageUrl: POST.imageUrl,
    tags: ['repotting', 'monsoon', 'indoor'],
    content: POST.content,
  });
  expect((await list())[0]!._id).toBe(post._id);
  const read = await shop.app.inject({ method: 'GET', url: `/api/blogs/${post._id}` });
  expect(read.json().data).toEqual(post);
});

test('tags may also arrive as a list', async () => {
  const post = await create({ ...POST, tags: [' compost ', '', 'soil'] });
  expect(post.tags).toEqual(['compost', 'soil']);
});

test('title, author and content are required, each named in the answer', async () => {
  for (const [change, message] of [
    [{ title: '  ' }, 'title: is required'],
    [{ author: '' }, 'author: is required'],
    [{ content: undefined }, 'content: is required'],
  ] as const) {
    const before = (await list()).length;
    const response = await request(shop, admin, {
      method: 'POST',
      url: '/api/blogs',
      payload: { ...POST, ...change },
    });
    expect(response.statusCode, JSON.stringify(change)).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await list()).length).toBe(before);
  }
});

test('an image address that is not http(s) or our own upload is refused, and nothing is published', async () => {
  const before = (await list()).length;
  for (const imageUrl of ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', '../../etc/passwd']) {
    const response = await request(shop, admin, {
      method: 'POST',
      url: '/api/blogs',
      payload: { ...POST, imageUrl },
    });
    expect(response.statusCode, imageUrl).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'request.invalid_field',
      message: 'imageUrl: must be an http(s) address or an uploaded image',
    });
  }
  expect((await list()).length).toBe(before);
  const post = await create({ ...POST, imageUrl: 'https://images.example.com/monstera.jpg' });
  const edit = await request(shop, admin, {
    method: 'PUT',
    url: `/api/blogs/${post._id}`,
    payload: { imageUrl: '//evil.example/x.png' },
  });
  expect(edit.statusCode).toBe(400);
  expect((await list()).find((p) => p._id === post._id)?.imageUrl).toBe(
    'https://images.example.com/monstera.jpg',
  );
});

test('script tags, event handlers and javascript: links are removed before the post is stored', async () => {
  const post = await create({
    ...POST,
    content:
      '<p onclick="steal()">Hello <script>alert(1)</script><img src="x" onerror="alert(2)"> ' +
      '<a href="javascript:alert(3)">click</a> <a href="https://plantopia.test/care">care</a></p>' +
      '<iframe src="https://evil.test"></iframe><style>body{display:none}</style>',
  });
  const stored = (await shop.app.inject({ method: 'GET', url: `/api/blogs/${post._id}` })).json()
    .data as Blog;
  for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe', '<style']) {
    expect(stored.content).not.toContain(bad);
  }
  expect(stored.content).toContain('Hello');
  expect(stored.content).toContain(
    '<a href="https://plantopia.test/care" rel="noopener noreferrer">care</a>',
  );
  expect(stored.content).toContain('<img src="x" />');
});

test('content that is nothing but unsafe markup is refused as missing', async () => {
  const response = await request(shop, admin, {
    method: 'POST',
    url: '/api/blogs',
    payload: { ...POST, content: '<script>alert(1)</script>' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe('content: is required');
});

test('an admin edits a post: only the fields sent change, and new HTML is sanitised too', async () => {
  const post = await create();
  const response = await request(shop, admin, {
    method: 'PUT',
    url: `/api/blogs/${post._id}`,
    payload: { title: 'Repotting, revisited', content: '<p>New <em>text</em><script>x()</script></p>' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().message).toBe('Blog post updated successfully!');
  const updated = response.json().data as Blog;
  expect(updated).toEqual({
    ...post,
    title: 'Repotting, revisited',
    content: '<p>New <em>text</em></p>',
    updatedAt: updated.updatedAt,
  });
  const tags = await request(shop, admin, {
    method: 'PUT',
    url: `/api/blogs/${post._id}`,
    payload: { tags: 'a, ,b' },
  });
  expect(tags.json().data.tags).toEqual(['a', 'b']);
});

test('an admin deletes a post; it leaves the blog', async () => {
  const post = await create();
  const response = await request(shop, admin, { method: 'DELETE', url: `/api/blogs/${post._id}` });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    success: true,
    code: 'blog.deleted',
    message: 'Blog post deleted successfully',
  });
  expect((await list()).map((p) => p._id)).not.toContain(post._id);
  expect((await shop.app.inject({ method: 'GET', url: `/api/blogs/${post._id}` })).statusCode).toBe(404);
});

test('editing or deleting a post that does not exist is a 404', async () => {
  for (const method of ['PUT', 'DELETE'] as const) {
    const response = await request(shop, admin, {
      method,
      url: '/api/blogs/no-such-post',
      ...(method === 'PUT' ? { payload: { title: 'x' } } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'blog.not_found',
      message: 'Blog post not found.',
    });
  }
});

describe('who may write the blog', () => {
  test.each([
    { who: 'signed out', as: null, status: 401 },
    { who: 'a shopper', as: () => shopper, status: 403 },
  ] as const)('$who gets $status from every blog write, and nothing changes', async ({ as, status }) => {
    const caller = as ? as() : null;
    const before = await list();
    const target = before[0]!;
    for (const call of [
      { method: 'POST', url: '/api/blogs', payload: POST },
      { method: 'POST', url: '/api/blogs', payload: {} },
      { method: 'PUT', url: `/api/blogs/${target._id}`, payload: { title: 'Defaced' } },
      { method: 'DELETE', url: `/api/blogs/${target._id}` },
    ] as const) {
      const response = await request(shop, caller, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(status);
      expect(response.json().success).toBe(false);
    }
    expect(await list()).toEqual(before);
  });
});

describe('Bangla title and content', () => {
  test('a post without Bangla answers null for both', async () => {
    const post = await create();
    expect(post).toMatchObject({ titleBn: null, contentBn: null });
  });

  test('an admin saves a Bangla title and content; the Bangla HTML is sanitised like the English', async () => {
    const post = await create({
      ...POST,
      titleBn: '  বর্ষার আগে টব বদল  ',
      contentBn: '<p onclick="steal()">বড় টব <strong>বেছে নিন</strong><script>alert(1)</script></p>',
    });
    expect(post.titleBn).toBe('বর্ষার আগে টব বদল');
    expect(post.contentBn).toBe('<p>বড় টব <strong>বেছে নিন</strong></p>');
    const read = await shop.app.inject({ method: 'GET', url: `/api/blogs/${post._id}` });
    expect(read.json().data).toEqual(post);
  });

  test('blank Bangla, or Bangla that was nothing but unsafe markup, clears it; the English stays', async () => {
    const post = await create({ ...POST, titleBn: 'শিরোনাম', contentBn: '<p>লেখা</p>' });
    const cleared = await request(shop, admin, {
      method: 'PUT',
      url: `/api/blogs/${post._id}`,
      payload: { titleBn: ' ', contentBn: '<script>alert(1)</script>' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({
      title: POST.title,
      content: POST.content,
      titleBn: null,
      contentBn: null,
    });
  });

  test('a Bangla title over 200 characters is refused, naming it, and nothing is published', async () => {
    const before = (await list()).length;
    const response = await request(shop, admin, {
      method: 'POST',
      url: '/api/blogs',
      payload: { ...POST, titleBn: 'ক'.repeat(201) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('titleBn');
    expect((await list()).length).toBe(before);
  });
});
