/**
 * Responsive images. The server resizes every image under `/seed-images/` and `/uploads/` when asked
 * with `?w=` (one of IMAGE_WIDTHS) and answers a WebP of that width. Other URLs are used as they are.
 */

export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** How wide the product page draws its main photo; the server preloads the same candidate the browser picks. */
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

export function isResizable(url: string | null | undefined): url is string {
  return typeof url === 'string' && (url.startsWith('/seed-images/') || url.startsWith('/uploads/'));
}

/** The URL of the image at one of the server's widths (unchanged for images it cannot resize). */
export function imageAt(url: string, width: ImageWidth): string {
  if (!isResizable(url)) return url;
  const [path, search = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(search);
  params.set('w', String(width));
  return `${path}?${params.toString()}`;
}

/** `srcSet('/seed-images/a.jpg')` → '/seed-images/a.jpg?w=160 160w, …, /seed-images/a.jpg?w=1200 1200w'. */
export function srcSet(url: string | null | undefined): string | undefined {
  if (!isResizable(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageAt(url, width)} ${width}w`).join(', ');
}
