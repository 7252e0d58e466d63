/**
 * Cuts the shop's own font files into src/fonts/ from the @fontsource packages (decisions 014 and 019). Run
 * again after updating @fontsource/noto-sans-bengali or @fontsource-variable/inter:
 *   node apps/web/scripts/make-fonts.mjs
 *
 * - taka-{400,600}.woff2: the taka sign ৳ (U+09F3) alone, cut from Noto Sans Bengali, the shop's Bangla
 *   face. Every price shows ৳, which sits in the Bengali block; these files (under 1 KiB each, inlined into
 *   the stylesheet by the build) draw it without downloading the whole Bengali font on an English page.
 * - inter-latin-wght.woff2: Inter's Latin file (every weight) with only the OpenType features the shop's
 *   text uses. Every first view waits for it (it is preloaded); 36 KiB instead of 48 arrive in two round
 *   trips of a new connection instead of three.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/**
 * The Latin file's characters, as its face's `unicode-range` in styles.css lists them. The combining marks
 * U+0304, U+0308 and U+0329 (and their positioning tables) are left to the Latin Extended face, which has
 * them too.
 */
const INTER_LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];
/**
 * Shaping (kern, ligatures, contextual forms, marks), tabular figures (`tabular-nums` on prices), capital
 * forms, and the single-storey a and open digits styles.css turns on (`cv11`, `ss01`). Inter's other
 * alternates (fractions, superscripts, slashed zero, other stylistic sets) are never asked for.
 */
const INTER_FEATURES = [
  'kern',
  'liga',
  'calt',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'tnum',
  'case',
  'cv11',
  'ss01',
];

async function cut(from, text, to, options = {}) {
  const subset = await subsetFont(readFileSync(require.resolve(from)), text, {
    targetFormat: 'woff2',
    ...options,
  });
  const target = new URL(`../src/fonts/${to}`, import.meta.url);
  writeFileSync(target, subset);
  console.log(`${target.pathname}: ${subset.length} bytes`);
}

for (const weight of [400, 600]) {
  await cut(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
    '\u09F3',
    `taka-${weight}.woff2`,
  );
}
await cut(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  INTER_LATIN.map(([from, to = from]) =>
    String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i)),
  ).join(''),
  'inter-latin-wght.woff2',
  { keepFeatures: INTER_FEATURES },
);
