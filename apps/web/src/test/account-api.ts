import type { Role, ShopUser, UserProfile } from '@plantopia/shared';
import { EMPTY_SHIPPING_ADDRESS } from '@plantopia/shared';
import { jsonResponse, stubFetch } from './fetch-stub';

export interface FakeAccount {
  uid: string;
  displayName: string;
  email: string;
  /** The verified mobile number it signs in with, or ''. */
  phone: string;
  photoURL: string;
  role: Role;
  password: string;
}

export function makeAccount(overrides: Partial<FakeAccount> = {}): FakeAccount {
  return {
    uid: 'user-1',
    displayName: 'Nadia Islam',
    email: 'nadia@example.com',
    phone: '',
    photoURL: '',
    role: 'user',
    password: 'correct-horse-battery',
    ...overrides,
  };
}

/**
 * The shop's account routes behind `fetch` (the network boundary), in memory: Better Auth's sign-up,
 * sign-in, sign-out and get-session, and `/api/users…`. Anything else answers an empty list.
 * `signedIn` starts with that account's session. Returns the recorded requests and the state.
 */
export function stubAccountApi(
  options: {
    accounts?: FakeAccount[];
    signedIn?: FakeAccount;
    google?: boolean;
    /** Answers the sign-in sync (which carries the role) with this status instead. */
    syncStatus?: number;
    /** The session lookup waits for this before answering (to see the loading state). */
    holdSession?: Promise<void>;
    /** Profile saves wait for this before answering (to see the saving state). */
    holdSaves?: Promise<void>;
    /**
     * Codes by SMS: the code the "SMS" carried (any other is refused with `wrongCode`), and a refusal of
     * sending as the server words it (a limit).
     */
    phone?: { code: string; wrongCode?: string; refuseSend?: { status: number; message: string } };
  } = {},
) {
  const accounts = [...(options.accounts ?? []), ...(options.signedIn ? [options.signedIn] : [])];
  const profiles = new Map<string, ShopUser>(
    accounts.map((a) => [
      a.uid,
      {
        uid: a.uid,
        displayName: a.displayName,
        email: a.email,
        phone: a.phone,
        photoURL: a.photoURL,
        role: a.role,
        shippingAddress: { ...EMPTY_SHIPPING_ADDRESS },
        createdAt: '2025-03-05T09:07:00.000Z',
      },
    ]),
  );
  const state = { current: options.signedIn ?? (null as FakeAccount | null) };
  const body = (init: RequestInit | undefined) => (init?.body ? JSON.parse(String(init.body)) : {});

  const stub = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/auth/get-session') {
      await options.holdSession;
      const a = state.current;
      const profile = a ? profiles.get(a.uid)! : null;
      return jsonResponse(
        profile
          ? {
              user: {
                id: profile.uid,
                name: profile.displayName,
                email: profile.email || `${profile.phone}@phone.plantopia.invalid`,
                image: profile.photoURL || null,
                phoneNumber: profile.phone || null,
                phoneNumberVerified: profile.phone !== '',
              },
            }
          : null,
      );
    }
    if (path === '/api/auth/sign-in/email') {
      const { email, password } = body(init);
      const account = accounts.find((a) => a.email === email && a.password === password);
      if (!account) return jsonResponse({ success: false, message: 'Invalid email or password' }, 401);
      state.current = account;
      return jsonResponse({ redirect: false, token: 't', user: { id: account.uid } });
    }
    if (path === '/api/auth/sign-up/email') {
      const { name, email, password } = body(init);
      if (accounts.some((a) => a.email === email)) {
        // As the server answers a registered email: a new sign-up's shape, but no session (the owner is mailed).
        return jsonResponse({ token: null, user: { id: 'not-an-account', name, email } });
      }
      const account = makeAccount({ uid: `user-${accounts.length + 1}`, displayName: name, email, password });
      accounts.push(account);
      profiles.set(account.uid, {
        uid: account.uid,
        displayName: name,
        email,
        phone: '',
        photoURL: '',
        role: 'user',
        shippingAddress: { ...EMPTY_SHIPPING_ADDRESS },
        createdAt: '2025-03-05T09:07:00.000Z',
      });
      state.current = account;
      return jsonResponse({ token: 't', user: { id: account.uid } });
    }
    if (path === '/api/auth/phone-number/send-otp') {
      const refused = options.phone?.refuseSend;
      if (refused) return jsonResponse({ success: false, message: refused.message }, refused.status);
      return jsonResponse({ message: 'code sent' });
    }
    if (path === '/api/auth/phone-number/verify') {
      const { phoneNumber, code, name, updatePhoneNumber } = body(init);
      if (code !== options.phone?.code) {
        return jsonResponse(
          { success: false, message: options.phone?.wrongCode ?? 'That code is not right.' },
          400,
        );
      }
      const owner = state.current;
      if (updatePhoneNumber && owner) {
        profiles.set(owner.uid, { ...profiles.get(owner.uid)!, phone: phoneNumber });
        return jsonResponse({ status: true, token: 't', user: { id: owner.uid } });
      }
      let account = accounts.find((a) => profiles.get(a.uid)?.phone === phoneNumber);
      if (!account) {
        account = makeAccount({ uid: `user-${accounts.length + 1}`, displayName: name ?? '', email: '' });
        accounts.push(account);
        profiles.set(account.uid, {
          uid: account.uid,
          displayName: account.displayName,
          email: '',
          phone: phoneNumber,
          photoURL: '',
          role: 'user',
          shippingAddress: { ...EMPTY_SHIPPING_ADDRESS },
          createdAt: '2025-03-05T09:07:00.000Z',
        });
      }
      state.current = account;
      return jsonResponse({ status: true, token: 't', user: { id: account.uid } });
    }
    if (path === '/api/auth/sign-out') {
      state.current = null;
      return jsonResponse({ success: true });
    }
    if (path === '/api/auth-config')
      return jsonResponse({ success: true, data: { google: options.google ?? false } });
    // Google's consent page, as a hash jsdom can navigate to.
    if (path === '/api/auth/sign-in/social') return jsonResponse({ url: '#google-consent', redirect: true });
    if (path === '/api/users' && method === 'POST') {
      if (!state.current) return jsonResponse({ success: false, message: 'Please sign in to continue' }, 401);
      if (options.syncStatus)
        return jsonResponse({ success: false, message: 'Sync failed' }, options.syncStatus);
      return jsonResponse({ success: true, data: profiles.get(state.current.uid) });
    }
    const userPath = path.match(/^\/api\/users\/([^/]+)$/);
    if (userPath) {
      const uid = decodeURIComponent(userPath[1]!);
      if (!state.current) return jsonResponse({ success: false, message: 'Please sign in to continue' }, 401);
      const profile = profiles.get(uid)!;
      if (method === 'PUT') {
        await options.holdSaves;
        const changes = body(init);
        const next = {
          ...profile,
          ...(changes.displayName !== undefined ? { displayName: changes.displayName } : {}),
          ...(changes.photoURL !== undefined ? { photoURL: changes.photoURL } : {}),
          shippingAddress: { ...profile.shippingAddress, ...changes.shippingAddress },
        };
        profiles.set(uid, next);
        return jsonResponse({ success: true, data: next, message: 'Profile updated successfully!' });
      }
      const data: UserProfile = { ...profile, orders: [] };
      return jsonResponse({ success: true, data });
    }
    if (path === '/api/upload-image')
      return jsonResponse({ success: true, imageUrl: '/uploads/new-photo.webp' });
    return jsonResponse({ success: true, data: [] });
  });

  const calls = (method: string, path: string) =>
    stub.requests.filter((r) => (r.init?.method ?? 'GET') === method && r.url.pathname === path);
  return { ...stub, state, profiles, calls, bodyOf: (r: { init: RequestInit | undefined }) => body(r.init) };
}
