import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@plantopia/shared';
import { formatMessage } from '@plantopia/shared/catalog';
import sharp from 'sharp';

/** The shop's green, the colour of its header and of the splash screen a phone shows while it opens. */
const THEME_COLOR = '#1f4d33';
const BACKGROUND_COLOR = '#f7f6f2';

/**
 * The home-screen icons, drawn from the web app's SVGs: `any` icons keep the logo's rounded square,
 * the maskable one fills the square so a phone may crop it to its own shape. The tab's icon is drawn too:
 * Chromium decodes a page's icon in the page's own process, and an SVG one costs it a whole hidden page
 * (a document, a script context, a layout) on the main thread while the app hydrates, where a small PNG
 * is one image decode.
 */
export const APP_ICONS = {
  'favicon-48.png': { source: 'favicon.svg', size: 48 },
  'icon-192.png': { source: 'favicon.svg', size: 192 },
  'icon-512.png': { source: 'favicon.svg', size: 512 },
  'maskable-512.png': { source: 'maskable-icon.svg', size: 512 },
  'apple-touch-icon.png': { source: 'maskable-icon.svg', size: 180 },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

export function isAppIcon(name: string): name is AppIconName {
  return Object.hasOwn(APP_ICONS, name);
}

/**
 * The web app manifest (W3C Web Application Manifest) in the visitor's language, so a phone can add
 * the shop to its home screen. It opens on the home page in the shop's own window; the service worker
 * (apps/web/public/sw.js) shows an offline page and keeps nothing else.
 */
export function appManifest(locale: Locale) {
  const name = formatMessage('app_manifest.name', undefined, locale);
  return {
    id: '/',
    name,
    short_name: name,
    description: formatMessage('app_manifest.description', undefined, locale),
    lang: locale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** Draws each icon once per server, on first request (a few milliseconds with sharp). */
export function createIconRenderer(webDist: string) {
  const drawn = new Map<AppIconName, Promise<Buffer>>();
  return (name: AppIconName): Promise<Buffer> => {
    let icon = drawn.get(name);
    if (!icon) {
      const { source, size } = APP_ICONS[name];
      icon = readFile(path.join(webDist, source)).then((svg) =>
        sharp(svg, { density: (72 * size) / 64 })
          .resize(size, size)
          .png()
          .toBuffer(),
      );
      // A failed drawing is not kept: the next request tries again.
      icon.catch(() => drawn.delete(name));
      drawn.set(name, icon);
    }
    return icon;
  };
}
