/**
 * What a chunk of the web build holds (decision 027): the minified bytes of each source module and npm
 * package, read from the chunk's source map, with each one's share of the chunk's gzip size estimated in
 * proportion (gzip does not split by module).
 *
 * Builds the web app with source maps into a temporary directory (the real build is not touched), then
 * reports the chunks whose names start with the given prefixes (default: `boot` and `app`, what every
 * page loads; the `main` entry is one line that imports `app`).
 * Run: npm run bench:bundle-report -w e2e [-- app home-page]
 * BUNDLE_DIST=<dir> reads a build made already (`vite build --sourcemap --outDir <dir>`) instead;
 * BUNDLE_TOP=<n> lists that many modules (default 40).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const prefixes = process.argv.slice(2).length ? process.argv.slice(2) : ['boot', 'app'];
const TOP = Number(process.env.BUNDLE_TOP ?? 40);
const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const webDir = path.resolve(import.meta.dirname, '../../apps/web');

let dist = process.env.BUNDLE_DIST ? path.resolve(process.env.BUNDLE_DIST) : undefined;
const temporary = dist ? undefined : mkdtempSync(path.join(tmpdir(), 'plantopia-bundle-'));
if (!dist) {
  dist = temporary as string;
  execFileSync('npx', ['vite', 'build', '--sourcemap', 'true', '--outDir', dist, '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
}

try {
  const assets = path.join(dist, 'assets');
  const chunks = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && prefixes.some((prefix) => file.startsWith(`${prefix}-`)),
  );
  if (!chunks.length) throw new Error(`No chunk named ${prefixes.join(', ')}-*.js in ${assets}`);
  for (const chunk of chunks) report(path.join(assets, chunk));
} finally {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
}

function report(file: string): void {
  const code = readFileSync(file, 'utf8');
  // A chunk that only imports others (the `main` entry) has no code of its own and no source map.
  if (!existsSync(`${file}.map`)) {
    console.log(`\n${path.basename(file)}: ${code.length} B, no source map (it holds no module of its own)`);
    return;
  }
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const gzip = gzipSync(code, { level: 9 }).length;
  const bytesBySource = attribute(code, map.mappings, map.sources.length);
  const modules = new Map<string, number>();
  const packages = new Map<string, number>();
  let unattributed = code.length;
  bytesBySource.forEach((bytes, index) => {
    const source = tidy(map.sources[index] ?? '?');
    modules.set(source, (modules.get(source) ?? 0) + bytes);
    packages.set(packageOf(source), (packages.get(packageOf(source)) ?? 0) + bytes);
    unattributed -= bytes;
  });
  const rows = (entries: Map<string, number>, top: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, bytes]) => ({
        name,
        'min KiB': round(bytes / 1024),
        'share %': round((bytes / code.length) * 100),
        '≈ gzip KiB': round(((bytes / code.length) * gzip) / 1024),
      }));
  console.log(
    `\n${path.basename(file)}: ${round(code.length / 1024)} KiB minified, ${round(gzip / 1024)} KiB gzip -9` +
      ` (${round(unattributed / 1024)} KiB not mapped to a source)`,
  );
  console.log('By package (app code by folder):');
  console.table(rows(packages, 30));
  console.log(`Largest modules (top ${TOP}):`);
  console.table(rows(modules, TOP));
}

/** Bytes of the generated code mapped to each source: a segment runs to the next one on its line. */
function attribute(code: string, mappings: string, sourceCount: number): number[] {
  const bytes = new Array<number>(sourceCount).fill(0);
  const lines = code.split('\n');
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments: Array<[number, number]> = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    segments.forEach(([start, owner], i) => {
      const end = segments[i + 1]?.[0] ?? length;
      if (owner >= 0) bytes[owner] = (bytes[owner] ?? 0) + Math.max(0, end - start);
    });
  });
  return bytes;
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function tidy(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules + 'node_modules/'.length);
  const packages = source.indexOf('packages/shared/');
  if (packages >= 0) return source.slice(packages);
  const web = source.indexOf('src/');
  return web >= 0 ? `apps/web/${source.slice(web)}` : source;
}

/** `react-dom`, `@tanstack/query-core`; app code by its folder (`apps/web/src/features/cart`). */
function packageOf(source: string): string {
  if (source.startsWith('apps/web/') || source.startsWith('packages/')) {
    const parts = source.split('/');
    return parts.slice(0, source.startsWith('apps/web/src/features/') ? 5 : 4).join('/');
  }
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? source);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
