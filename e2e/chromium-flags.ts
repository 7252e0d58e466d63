/**
 * The flags Debian's Chromium needs on this closed network: no background calls home, no
 * first-run setup, no sandbox as root. The browser journeys and the Lighthouse bench both start it so.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
