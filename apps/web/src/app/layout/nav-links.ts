/** The navigation bar's plain entries (the Shop menu sits between Home and Blogs). */
export const NAV_BEFORE_SHOP = [{ to: '/', label: 'Home', end: true }] as const;
export const NAV_AFTER_SHOP = [
  { to: '/blogs', label: 'Blogs', end: false },
  { to: '/about', label: 'About', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;
