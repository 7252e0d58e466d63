/**
 * Issue 11 / docs/budgets.md: a server-rendered page must not cost the shop its speed. Starts the real app (the
 * built web app, in-memory PGlite with the demo shop) in a child process and measures with autocannon, in
 * one run and in interleaved slices so that all see the same background load:
 *
 *   - the static `index.html` (the single-page shell, a file from disk),
 *   - an anonymous product page answered from the page cache,
 *   - the same page rendered anew for every request (a query string the cache has never seen),
 *
 * asking for HTML and accepting gzip (not brotli: @fastify/compress brotli-compresses a static file anew for
 * every request, about ten times the CPU of gzip here, which would make the static file look slower than
 * it need be).
 * It prints requests per second and server CPU time per request of each, the ratios to the static file,
 * and the uncached render's p50/p95 latency, under load and one request at a time. The renders run on
 * fewer connections: 32 renders at once take longer than a slice lasts. The cached page must reach at
 * least half the static file's throughput (exit code 1 otherwise).
 *
 * Run: npm run build && npm run bench:page-throughput -w apps/server
 * (BENCH_DURATION: seconds per case, default 10; BENCH_PORT: default 3510.)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3510);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;
const RENDER_CONNECTIONS = 4;
const ROUNDS = 4;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' };

/** Child: the shop as main.ts builds it, serving the built web app, on an in-memory demo shop. */
async function serveApp(): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { loadConfig } = await import('../src/config.js');
  const { openDatabase } = await import('../src/db/client.js');
  const { seedDemoShop } = await import('../src/seed/seed-demo.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plantopia-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  });
  if (!config.webDist) throw new Error('No web build: run `npm run build` first.');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await database.migrate();
  await seedDemoShop(database.db);
  const app = await buildApp({ config, database });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: user + system });
    }
  });
  process.send?.('ready');
  process.on('disconnect', async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

function startApp(): Promise<ChildProcess> {
  const child = fork(fileURLToPath(import.meta.url), ['app'], { execArgv: process.execArgv });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`app server exited with ${code}`)));
    child.on('message', (message) => {
      if (message === 'ready') resolve(child);
    });
  });
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'cpu' in message) {
        child.off('message', onMessage);
        resolve((message as { cpu: number }).cpu);
      }
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

interface Case {
  label: string;
  path: string;
  /** Every request asks for a URL never asked before, so the page cache never answers it. */
  uncached?: boolean;
}

let unique = 0;

/** One autocannon run; with `latencies`, each answer's time (ms) is collected into it. */
async function run(target: Case, connections: number, seconds: number, latencies?: number[]) {
  const instance = autocannon({
    url: `${ORIGIN}${target.path}`,
    headers: HEADERS,
    connections,
    duration: seconds,
    ...(target.uncached
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: `${target.path}?v=${++unique}` }) }] }
      : {}),
  });
  if (latencies) instance.on('response', (_client, _status, _bytes, ms: number) => latencies.push(ms));
  const result = await instance;
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${target.label}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return result;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const app = await startApp();
  const plants = (await (await fetch(`${ORIGIN}/api/plants`)).json()) as { data: Array<{ _id: string }> };
  const product = `/product/${plants.data[0]!._id}`;
  const cases: Case[] = [
    { label: 'static index.html', path: '/index.html' },
    { label: 'product page, cached', path: product },
    { label: 'product page, rendered', path: product, uncached: true },
  ];
  // Warm up: the cached case's entry, the renderer's code paths, the JIT.
  for (const target of cases) await run(target, 4, 1);

  const totals = cases.map(() => ({ requests: 0, seconds: 0, cpu: 0 }));
  const loaded: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, target] of cases.entries()) {
      const before = await cpuOf(app);
      const connections = target.uncached ? RENDER_CONNECTIONS : CONNECTIONS;
      const result = await run(target, connections, DURATION / ROUNDS, target.uncached ? loaded : undefined);
      const after = await cpuOf(app);
      const total = totals[index]!;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.cpu += after - before;
    }
  }
  // One request at a time: how long one render takes, without waiting behind others.
  const alone: number[] = [];
  await run(cases[2]!, 1, DURATION / 2, alone);
  app.disconnect();

  const measured = totals.map((t) => ({ rate: t.requests / t.seconds, cpu: t.cpu / t.requests }));
  const base = measured[0]!;
  const percent = new Intl.NumberFormat('en', { style: 'percent' }).format;
  const rows = cases.map((target, index) => {
    const m = measured[index]!;
    return [
      target.label,
      m.rate.toFixed(0),
      percent(m.rate / base.rate),
      m.cpu.toFixed(0),
      percent(base.cpu / m.cpu),
    ];
  });
  const header = ['GET', 'req/s', 'vs static', 'CPU µs/req', 'per CPU vs static'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `autocannon: ${CONNECTIONS} connections (renders: ${RENDER_CONNECTIONS}), ${DURATION} s per case (${ROUNDS} interleaved slices), ${HEADERS['accept-encoding']}\n`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const sortedLoaded = loaded.sort((a, b) => a - b);
  const sortedAlone = alone.sort((a, b) => a - b);
  const ms = (sorted: number[], p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
  console.log(
    `\nuncached render latency: p50 ${ms(sortedLoaded, 50)}, p95 ${ms(sortedLoaded, 95)} on ${RENDER_CONNECTIONS} connections; ` +
      `p50 ${ms(sortedAlone, 50)}, p95 ${ms(sortedAlone, 95)} one at a time`,
  );
  const ratio = measured[1]!.rate / base.rate;
  console.log(
    `cached product page vs static index.html: ${percent(ratio)} (issue 11 asks for at least 50 %)`,
  );
  if (ratio < 0.5) process.exitCode = 1;
}

if (process.argv[2] === 'app') await serveApp();
else await main();
