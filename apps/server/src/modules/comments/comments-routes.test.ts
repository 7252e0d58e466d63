import type { Comment, Product } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';

let shop: TestShop;
let plant: Product;
let tool: Product;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  const plants = (await shop.app.inject({ method: 'GET', url: '/api/plants' })).json().data as Product[];
  const tools = (await shop.app.inject({ method: 'GET', url: '/api/tools' })).json().data as Product[];
  plant = plants[0]!;
  tool = tools[0]!;
});
afterAll(() => shop.close());

async function commentsOf(product: Product): Promise<Comment[]> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/products/${product._id}` });
  return response.json().data.comments;
}

function postComment(as: TestUser | null, text: unknown, product = plant, extra: object = {}) {
  return request(shop, as, {
    method: 'POST',
    url: `/api/${product.category}/${product._id}/comments`,
    payload: { text, ...extra },
  });
}

function postReply(as: TestUser | null, commentId: string, text: unknown, product = plant) {
  return request(shop, as, {
    method: 'POST',
    url: `/api/${product.category}/${product._id}/comments/${commentId}/replies`,
    payload: { text },
  });
}

function deleteComment(as: TestUser | null, commentId: string, product = plant) {
  return request(shop, as, {
    method: 'DELETE',
    url: `/api/${product.category}/${product._id}/comments/${commentId}`,
  });
}

test('a shopper comments as themselves: the author comes from the session, not the body', async () => {
  const shopper = await signUp(shop, { name: 'Rahima Akter' });
  const impostor = { uid: 'someone-else', displayName: 'Admin', photoURL: '' };
  const response = await postComment(shopper, '  Thriving on my balcony!  ', plant, {
    user: impostor,
    userUid: 'someone-else',
  });
  expect(response.statusCode).toBe(201);
  const comment = response.json().data as Comment;
  expect(comment).toMatchObject({
    text: 'Thriving on my balcony!',
    user: { uid: shopper.id, displayName: 'Rahima Akter' },
    replies: [],
  });
  expect(Number.isNaN(Date.parse(comment.createdAt))).toBe(false);

  // The cached product is invalidated: the next read shows the comment at once.
  const [newest] = await commentsOf(plant);
  expect(newest).toEqual(comment);
});

test('comments come with the product newest first, each with its replies oldest first', async () => {
  const shopper = await signUp(shop);
  const first = (await postComment(shopper, 'First thoughts', tool)).json().data as Comment;
  const second = (await postComment(shopper, 'Second thoughts', tool)).json().data as Comment;
  await postReply(shopper, first._id, 'Reply one', tool);
  await postReply(shopper, first._id, 'Reply two', tool);
  const comments = await commentsOf(tool);
  expect(comments.map((c) => c._id).slice(0, 2)).toEqual([second._id, first._id]);
  expect(comments[1]!.replies.map((r) => r.text)).toEqual(['Reply one', 'Reply two']);
});

test('comment text is plain text: markup is removed, other characters stay as typed', async () => {
  const shopper = await signUp(shop);
  const response = await postComment(shopper, '<script>alert(1)</script><b>Great</b> value & 5 < 10');
  expect(response.statusCode).toBe(201);
  expect(response.json().data.text).toBe('alert(1)Great value & 5 < 10');
});

test('nested and unfinished tags are removed until none is left, in what is stored and served', async () => {
  const shopper = await signUp(shop);
  const hostile = '<<script>script>alert(1)<</script>/script> Great value <img src=x onerror=alert(1)//';
  const comment = (await postComment(shopper, hostile, tool)).json().data as Comment;
  expect(comment.text).toBe('alert(1) Great value');
  const reply = (await postReply(shopper, comment._id, '<<b>b>x<</b>/b>ok', tool)).json()
    .data as Comment['replies'][number];
  expect(reply.text).toBe('xok');
  const served = (await commentsOf(tool)).find((c) => c._id === comment._id);
  expect(served).toMatchObject({ text: 'alert(1) Great value', replies: [{ text: 'xok' }] });
});

test('blank, markup-only, missing or overlong text is refused with 400 and nothing is stored', async () => {
  const shopper = await signUp(shop);
  const before = (await commentsOf(plant)).length;
  for (const text of ['   ', '\n\t ', '<b> </b>', undefined, 42, 'x'.repeat(2001)]) {
    const response = await postComment(shopper, text);
    expect(response.statusCode, JSON.stringify(text)).toBe(400);
    expect(response.json().message).toMatch(/^text: /);
  }
  const comment = (await postComment(shopper, 'A real comment')).json().data as Comment;
  for (const text of ['  ', '<i></i>']) {
    expect((await postReply(shopper, comment._id, text)).statusCode).toBe(400);
  }
  const comments = await commentsOf(plant);
  expect(comments.length).toBe(before + 1);
  expect(comments[0]!.replies).toEqual([]);
});

test('signed out, commenting, replying and deleting answer 401', async () => {
  const shopper = await signUp(shop);
  const comment = (await postComment(shopper, 'Lovely')).json().data as Comment;
  expect((await postComment(null, 'Anonymous words')).statusCode).toBe(401);
  expect((await postReply(null, comment._id, 'Anonymous reply')).statusCode).toBe(401);
  expect((await deleteComment(null, comment._id)).statusCode).toBe(401);
  expect((await commentsOf(plant)).some((c) => c._id === comment._id)).toBe(true);
});

test('a product that does not exist, or belongs to another category, is a 404', async () => {
  const shopper = await signUp(shop);
  const missing = { ...plant, _id: 'no-such-product' };
  expect((await postComment(shopper, 'Hello', missing)).statusCode).toBe(404);
  const wrongCategory = { ...plant, category: 'tools' as const } as Product;
  const response = await postComment(shopper, 'Hello', wrongCategory);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    success: false,
    code: 'product.not_found',
    message: 'Product not found',
  });
});

test('a comment that does not exist, or belongs to another product, is a 404 for replies and deletes', async () => {
  const shopper = await signUp(shop);
  const onTool = (await postComment(shopper, 'About the tool', tool)).json().data as Comment;
  for (const commentId of ['no-such-comment', onTool._id]) {
    const reply = await postReply(shopper, commentId, 'Hello', plant);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('Comment not found');
    expect((await deleteComment(shopper, commentId, plant)).statusCode).toBe(404);
  }
  expect((await commentsOf(tool)).some((c) => c._id === onTool._id)).toBe(true);
});

test('a reply is added under its comment and answered in the reply shape', async () => {
  const author = await signUp(shop);
  const replier = await signUp(shop, { name: 'Kamal Hossain' });
  const comment = (await postComment(author, 'Does it need direct sun?')).json().data as Comment;
  const response = await postReply(replier, comment._id, ' Bright shade is enough. ');
  expect(response.statusCode).toBe(201);
  const reply = response.json().data;
  expect(reply).toMatchObject({
    text: 'Bright shade is enough.',
    user: { uid: replier.id, displayName: 'Kamal Hossain' },
  });
  expect(reply).not.toHaveProperty('replies');
  const stored = (await commentsOf(plant)).find((c) => c._id === comment._id)!;
  expect(stored.replies).toEqual([reply]);
});

test('replies go one level deep: a reply to a reply is refused', async () => {
  const shopper = await signUp(shop);
  const comment = (await postComment(shopper, 'Top level')).json().data as Comment;
  const reply = (await postReply(shopper, comment._id, 'First level')).json().data;
  const nested = await postReply(shopper, reply._id, 'Second level');
  expect(nested.statusCode).toBe(400);
  expect(nested.json().message).toMatch(/commentId/);
  const stored = (await commentsOf(plant)).find((c) => c._id === comment._id)!;
  expect(stored.replies.map((r) => r.text)).toEqual(['First level']);
});

test("deleting someone else's comment is a 403 and the comment stays", async () => {
  const author = await signUp(shop);
  const other = await signUp(shop);
  const comment = (await postComment(author, 'Mine to keep')).json().data as Comment;
  const response = await deleteComment(other, comment._id);
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    success: false,
    code: 'comment.not_yours',
    message: 'You can only delete your own comments.',
  });
  expect((await commentsOf(plant)).some((c) => c._id === comment._id)).toBe(true);
});

test('the author deletes their comment, and its replies go with it', async () => {
  const author = await signUp(shop);
  const replier = await signUp(shop);
  const comment = (await postComment(author, 'Short-lived')).json().data as Comment;
  await postReply(replier, comment._id, 'A reply that goes too');
  const response = await deleteComment(author, comment._id);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, code: 'comment.deleted', message: 'Comment deleted!' });
  const comments = await commentsOf(plant);
  expect(comments.some((c) => c._id === comment._id)).toBe(false);
  expect(comments.flatMap((c) => c.replies).some((r) => r.text === 'A reply that goes too')).toBe(false);
  expect((await deleteComment(author, comment._id)).statusCode).toBe(404);
});

test('a replier may delete their own reply but not the comment above it', async () => {
  const author = await signUp(shop);
  const replier = await signUp(shop);
  const comment = (await postComment(author, 'Question')).json().data as Comment;
  const reply = (await postReply(replier, comment._id, 'Answer')).json().data;
  expect((await deleteComment(replier, comment._id)).statusCode).toBe(403);
  expect((await deleteComment(replier, reply._id)).statusCode).toBe(200);
  const stored = (await commentsOf(plant)).find((c) => c._id === comment._id)!;
  expect(stored.replies).toEqual([]);
});

test("an admin may delete anyone's comment", async () => {
  const author = await signUp(shop);
  const admin = await signUp(shop, { role: 'admin' });
  const comment = (await postComment(author, 'Buy cheap pots at my-spam.example')).json().data as Comment;
  expect((await deleteComment(admin, comment._id)).statusCode).toBe(200);
  expect((await commentsOf(plant)).some((c) => c._id === comment._id)).toBe(false);
});

test('a page of another site cannot comment on behalf of a signed-in shopper', async () => {
  const shopper = await signUp(shop);
  const response = await request(shop, shopper, {
    method: 'POST',
    url: `/api/plants/${plant._id}/comments`,
    headers: { origin: 'https://evil.example' },
    payload: { text: 'Forged' },
  });
  expect(response.statusCode).toBe(403);
});

test('each shopper may write 20 comments a minute; the 21st is a 429, other shoppers are unaffected', async () => {
  const busy = await signUp(shop);
  const calm = await signUp(shop);
  for (let i = 1; i <= 20; i++) {
    expect((await postComment(busy, `Comment ${i}`, tool)).statusCode).toBe(201);
  }
  const limited = await postComment(busy, 'One too many', tool);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().success).toBe(false);
  expect((await postComment(calm, 'Still welcome', tool)).statusCode).toBe(201);
});
