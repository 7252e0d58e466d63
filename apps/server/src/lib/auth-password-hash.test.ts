import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { account } from '../db/schema.js';
import { cheapPasswordHasher } from '../test/cheap-password-hash.js';
import { createTestShop, request, signUp, type TestShop } from '../test/test-app.js';

// Every other test shop stores passwords with the tests' cheap hash; the shop as main.ts builds it must not.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ productionPasswordHash: true });
});
afterAll(() => shop.close());

test('a shop built as production builds it stores passwords with Better Auth’s scrypt, not the tests’ hash', async () => {
  const shopper = await signUp(shop);
  const [stored] = await shop.database.db
    .select({ password: account.password })
    .from(account)
    .where(eq(account.userId, shopper.id));
  const hash = stored?.password ?? '';
  expect(await verifyPassword({ hash, password: shopper.password })).toBe(true);
  expect(await cheapPasswordHasher.verify({ hash, password: shopper.password })).toBe(false);

  const signedIn = await request(shop, null, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: shopper.email, password: shopper.password },
  });
  expect(signedIn.statusCode).toBe(200);
});
