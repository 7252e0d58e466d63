/**
 * Writes src/fonts/taka-{400,600}.woff2: the taka sign ৳ (U+09F3) alone, cut from Noto Sans Bengali, the
 * shop's Bangla face (decision 019). Every price shows ৳, which sits in the Bengali block; these files
 * (under 1 KiB each, inlined into the stylesheet by the build) draw it without downloading the whole
 * Bengali font on an English page. Run again after updating @fontsource/noto-sans-bengali:
 *   node apps/web/scripts/make-taka-font.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const TAKA = '\u09F3';

for (const weight of [400, 600]) {
  const source = readFileSync(
    require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`),
  );
  const subset = await subsetFont(source, TAKA, { targetFormat: 'woff2' });
  const target = new URL(`../src/fonts/taka-${weight}.woff2`, import.meta.url);
  writeFileSync(target, subset);
  console.log(`${target.pathname}: ${subset.length} bytes`);
}
