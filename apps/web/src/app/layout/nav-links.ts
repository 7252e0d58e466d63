/** The navigation bar's plain entries (the Shop menu sits between Home and Blogs); `label` is a `common` key. */
export const NAV_BEFORE_SHOP = [{ to: '/', labelKey: 'nav.home', end: true }] as const;
export const NAV_AFTER_SHOP = [
  { to: '/blogs', labelKey: 'nav.blogs', end: false },
  { to: '/about', labelKey: 'nav.about', end: false },
  { to: '/contact', labelKey: 'nav.contact', end: false },
] as const;
