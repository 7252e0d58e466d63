import { fileURLToPath } from 'node:url';

/**
 * The web app renders with Preact through its React layer (decision 040): every import of React or
 * react-dom, in the shop's code and in the libraries it uses, resolves to Preact, on the server, in the
 * browser and in the tests alike, so that what the tests render is what a shopper gets.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: fileURLToPath(
      new URL('./src/lib/use-sync-external-store-with-selector.ts', import.meta.url),
    ),
  },
];
