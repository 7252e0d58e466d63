import { DEFAULT_SHIPPING_TABLE, type Role } from '@plantopia/shared';
import { jsonResponse, stubFetch } from './fetch-stub';

export interface Shopper {
  uid: string;
  displayName: string;
  role: Role;
}

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * The shop behind `fetch` for storefront pages: a session (signed out, or `signedIn`), the sign-in sync
 * that gives the role, the profile, and the page's own routes keyed by 'METHOD /path'. Unlisted calls
 * (cart sync …) answer an empty success. Returns the recorded requests.
 */
export function stubStorefront(options: { signedIn?: Shopper; routes?: Record<string, Route> } = {}) {
  const { signedIn } = options;
  const stub = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    const route = options.routes?.[`${method} ${url.pathname}`];
    if (route) return route(url, init);
    if (url.pathname === '/api/shipping-rates')
      return jsonResponse({ success: true, data: DEFAULT_SHIPPING_TABLE });
    if (url.pathname === '/api/auth/get-session') {
      return jsonResponse(
        signedIn
          ? { user: { id: signedIn.uid, name: signedIn.displayName, email: `${signedIn.uid}@example.com` } }
          : null,
      );
    }
    if (signedIn) {
      const account = {
        uid: signedIn.uid,
        displayName: signedIn.displayName,
        email: `${signedIn.uid}@example.com`,
        photoURL: '',
        role: signedIn.role,
        shippingAddress: {},
        createdAt: '2025-01-01T00:00:00.000Z',
      };
      // The sign-in sync answers the account with its role; the profile adds the orders.
      if (url.pathname === '/api/users' && method === 'POST')
        return jsonResponse({ success: true, data: account });
      if (url.pathname === `/api/users/${signedIn.uid}`)
        return jsonResponse({ success: true, data: { ...account, orders: [] } });
    }
    return jsonResponse({ success: true, data: [] });
  });
  const calls = (method: string, path: string) =>
    stub.requests.filter((r) => (r.init?.method ?? 'GET') === method && r.url.pathname === path);
  return { ...stub, calls };
}

export const bodyOf = (request: { init: RequestInit | undefined }) =>
  request.init?.body ? JSON.parse(String(request.init.body)) : undefined;
