import type { AdminUser, ShopUser, UserProfile } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cartItems, orders, products } from '../../db/schema.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';

let shop: TestShop;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  alice = await signUp(shop, { name: 'Alice Rahman' });
  bob = await signUp(shop, { name: 'Bob Karim' });
  admin = await signUp(shop, { name: 'Shop Owner', role: 'admin' });
});
afterAll(() => shop.close());

const getProfile = (as: TestUser | null, uid: string) =>
  request(shop, as, { method: 'GET', url: `/api/users/${uid}` });
const putProfile = (as: TestUser | null, uid: string, payload: object) =>
  request(shop, as, { method: 'PUT', url: `/api/users/${uid}`, payload });
const session = async (as: TestUser) =>
  (await request(shop, as, { method: 'GET', url: '/api/auth/get-session' })).json().user as {
    name: string;
    image: string | null;
    email: string;
  };

test('every signed-in route of the accounts API answers 401 without a session', async () => {
  const calls = [
    { method: 'POST', url: '/api/users', payload: {} },
    { method: 'GET', url: '/api/users' },
    { method: 'GET', url: `/api/users/${alice.id}` },
    { method: 'PUT', url: `/api/users/${alice.id}`, payload: { displayName: 'Nobody' } },
    { method: 'POST', url: '/api/upload-image', payload: {} },
  ] as const;
  for (const call of calls) {
    const response = await request(shop, null, call);
    expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'request.sign_in',
      message: 'Please sign in to continue',
    });
  }
  expect((await getProfile(alice, alice.id)).json().data.displayName).toBe('Alice Rahman');
});

test('the sync answers the signed-in user, whatever uid, email or role the body names, and repeats the same', async () => {
  const payload = { uid: bob.id, email: 'someone@else.com', role: 'admin', displayName: 'Mallory' };
  const first = await request(shop, alice, { method: 'POST', url: '/api/users', payload });
  expect(first.statusCode).toBe(200);
  const synced = first.json().data as ShopUser;
  expect(synced).toMatchObject({
    uid: alice.id,
    email: alice.email,
    displayName: 'Alice Rahman',
    role: 'user',
  });
  const second = await request(shop, alice, { method: 'POST', url: '/api/users', payload });
  expect(second.json().data).toEqual(synced);
});

test('the sync fills a missing photo from the hint but never replaces a stored one', async () => {
  const carol = await signUp(shop, { name: 'Carol' });
  const hinted = await request(shop, carol, {
    method: 'POST',
    url: '/api/users',
    payload: { photoURL: 'https://example.com/carol.png' },
  });
  expect(hinted.json().data.photoURL).toBe('https://example.com/carol.png');
  const later = await request(shop, carol, {
    method: 'POST',
    url: '/api/users',
    payload: { photoURL: 'https://example.com/old-tab.png' },
  });
  expect(later.json().data.photoURL).toBe('https://example.com/carol.png');
});

test('a shopper reads their own profile with role, an empty address and their orders', async () => {
  const response = await getProfile(alice, alice.id);
  expect(response.statusCode).toBe(200);
  const profile = response.json().data as UserProfile;
  expect(profile).toMatchObject({
    uid: alice.id,
    email: alice.email,
    role: 'user',
    photoURL: '',
    shippingAddress: { address: '', city: '', state: '', postalCode: '', country: '', phone: '' },
    orders: [],
  });
  expect(Number.isNaN(Date.parse(profile.createdAt))).toBe(false);
});

test("a shopper cannot read or change another shopper's profile", async () => {
  const read = await getProfile(alice, bob.id);
  expect(read.statusCode).toBe(403);
  expect(read.json()).toEqual({
    success: false,
    code: 'profile.not_yours',
    message: 'You can only access your own account',
  });
  const write = await putProfile(alice, bob.id, { displayName: 'Hacked' });
  expect(write.statusCode).toBe(403);
  expect((await getProfile(bob, bob.id)).json().data.displayName).toBe('Bob Karim');
});

test("a profile update changes the name, photo and address, and the account's own name and image with it", async () => {
  const response = await putProfile(bob, bob.id, {
    displayName: 'Bob K.',
    photoURL: '/uploads/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.webp',
    shippingAddress: { address: 'Road 7', city: 'Chattogram', postalCode: '4000', country: 'Bangladesh' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().message).toBe('Profile updated successfully!');
  expect(response.json().data).toMatchObject({
    displayName: 'Bob K.',
    photoURL: '/uploads/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.webp',
    shippingAddress: { address: 'Road 7', city: 'Chattogram', state: '', postalCode: '4000', phone: '' },
  });
  expect(await session(bob)).toMatchObject({
    name: 'Bob K.',
    image: '/uploads/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.webp',
  });

  // Partial: only the phone changes; an empty photo URL removes the photo.
  const partial = await putProfile(bob, bob.id, { photoURL: '', shippingAddress: { phone: '01711000000' } });
  expect(partial.json().data).toMatchObject({
    displayName: 'Bob K.',
    photoURL: '',
    shippingAddress: { address: 'Road 7', city: 'Chattogram', phone: '01711000000' },
  });
  expect((await session(bob)).image).toBeNull();
});

test('a profile update cannot change the role or the email', async () => {
  const response = await putProfile(alice, alice.id, {
    displayName: 'Alice R.',
    role: 'admin',
    email: 'new@example.com',
    uid: bob.id,
  });
  expect(response.statusCode).toBe(200);
  const profile = (await getProfile(alice, alice.id)).json().data as UserProfile;
  expect(profile).toMatchObject({ uid: alice.id, displayName: 'Alice R.', role: 'user', email: alice.email });
  expect((await session(alice)).email).toBe(alice.email);
  expect((await request(shop, alice, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);
});

test('bad profile input is a 400 naming the field and changes nothing', async () => {
  const badPhoto = await putProfile(alice, alice.id, {
    displayName: 'Changed',
    photoURL: 'javascript:alert(1)',
  });
  expect(badPhoto.statusCode).toBe(400);
  expect(badPhoto.json().message).toMatch(/^photoURL: /);
  for (const photoURL of ['data:image/png;base64,AAAA', '//evil.example/me.png', 'me.png', '/api/users']) {
    const refused = await putProfile(alice, alice.id, { photoURL });
    expect(refused.statusCode, photoURL).toBe(400);
    expect(refused.json().message).toBe('photoURL: must be an http(s) address or an uploaded image');
  }
  const longName = await putProfile(alice, alice.id, { displayName: 'a'.repeat(101) });
  expect(longName.statusCode).toBe(400);
  expect(longName.json().message).toBe('displayName: must be at most 100 characters');
  const emptyName = await putProfile(alice, alice.id, { displayName: '   ' });
  expect(emptyName.statusCode).toBe(400);
  expect(emptyName.json().message).toMatch(/^displayName: /);
  const longPhone = await putProfile(alice, alice.id, { shippingAddress: { phone: '1'.repeat(31) } });
  expect(longPhone.statusCode).toBe(400);
  expect(longPhone.json().message).toMatch(/^shippingAddress\.phone: /);
  expect((await getProfile(alice, alice.id)).json().data.displayName).toBe('Alice R.');
});

test('a non-admin gets 403 on the user list', async () => {
  const response = await request(shop, bob, { method: 'GET', url: '/api/users' });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    success: false,
    code: 'request.admin_only',
    message: 'Only an administrator can do this',
  });
});

test('an admin reads and updates any profile; an unknown uid is a 404', async () => {
  expect((await getProfile(admin, alice.id)).json().data.uid).toBe(alice.id);
  const update = await putProfile(admin, alice.id, { shippingAddress: { city: 'Sylhet' } });
  expect(update.json().data.shippingAddress.city).toBe('Sylhet');
  for (const uid of ['no-such-user', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b']) {
    expect((await getProfile(admin, uid)).statusCode).toBe(404);
    expect((await putProfile(admin, uid, { displayName: 'Ghost' })).statusCode).toBe(404);
  }
});

test('the admin list shows every account newest first with its order and cart counts', async () => {
  const [product] = await shop.database.db.select().from(products).limit(1);
  await shop.database.db
    .insert(cartItems)
    .values({ userId: bob.id, productId: product!.id, variantId: product!.id, quantity: 3 });
  await shop.database.db.insert(orders).values({
    id: 'order-of-bob',
    userId: bob.id,
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    shipping: {
      name: 'Bob',
      email: bob.email,
      address: 'Road 7',
      city: 'Chattogram',
      state: 'Chattogram',
      postalCode: '4000',
      country: 'Bangladesh',
      phone: '01711000000',
    },
    subtotal: 50_000,
    shippingFee: 10_000,
    total: 60_000,
  });

  const response = await request(shop, admin, { method: 'GET', url: '/api/users' });
  expect(response.statusCode).toBe(200);
  const list = response.json().data as AdminUser[];
  expect(list.map((u) => u.uid).slice(-3)).toEqual([admin.id, bob.id, alice.id]);
  const dates = list.map((u) => u.createdAt);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(list.find((u) => u.uid === bob.id)).toMatchObject({
    displayName: 'Bob K.',
    email: bob.email,
    role: 'user',
    orderCount: 1,
    cartItemCount: 1,
  });
  expect(list.find((u) => u.uid === admin.id)).toMatchObject({
    role: 'admin',
    orderCount: 0,
    cartItemCount: 0,
  });
  expect((await getProfile(bob, bob.id)).json().data.orders.map((o: { _id: string }) => o._id)).toEqual([
    'order-of-bob',
  ]);
});
