/** Pages a successful sign-in must not return to (they would only send the shopper on again). */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * Where to go after signing in: the page the guard or the shopper came from, if it is a path of this
 * site; otherwise home. Never another origin (`//evil.example`, `https://…`).
 */
export function returnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return '/';
  }
  const path = from.split(/[?#]/)[0]!;
  return AUTH_PAGES.includes(path) ? '/' : from;
}
