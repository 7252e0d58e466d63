/**
 * The shop's public origin, for canonical and sharing URLs. The server renders with its PUBLIC_URL and
 * sends it in the page's data block, so the browser hydrates with the very same URLs.
 */
let origin = typeof window === 'undefined' ? '' : window.location.origin;

export function siteOrigin(): string {
  return origin;
}

export function setSiteOrigin(value: string): void {
  origin = value;
}
