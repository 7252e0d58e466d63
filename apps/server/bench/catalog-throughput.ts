/**
 * docs/budgets.md: catalog routes reach at least half the throughput of a bare `node:http` server sending the
 * same bytes. Starts the real app (in-memory PGlite with the demo shop) and a bare server in two child
 * processes, then runs autocannon (32 connections) against each, for each URL, with and without gzip.
 *
 * On a shared machine wall-clock req/s swings with whatever else runs, so the two servers are measured in
 * interleaved slices (app, bare, app, bare …), and each server's CPU time per answered request is
 * reported too: that ratio is what decides how many requests a core can serve, whatever the noise.
 *
 * Run: npm run bench:catalog-throughput -w apps/server
 * (BENCH_DURATION: seconds per server and case, default 10; BENCH_PORT: first of two ports, default 3500.)
 */
import { type ChildProcess, fork, type Serializable } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const APP_PORT = Number(process.env.BENCH_PORT ?? 3500);
const BARE_PORT = APP_PORT + 1;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;
const ROUNDS = 4;
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;

const URLS = [
  '/api/plants',
  '/api/plants?q=plant&subcategory=Indoor%20Plants&minPrice=100&maxPrice=2000&sort=price&page=1&limit=12',
];
const ENCODINGS: Array<{ label: string; headers: Record<string, string> }> = [
  { label: 'identity', headers: {} },
  { label: 'gzip', headers: { 'accept-encoding': 'gzip, deflate, br' } },
];

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Children answer 'cpu' with the CPU time they have used so far (µs), so the parent can meter a slice. */
function answerCpuQuestions(): void {
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: user + system });
    }
  });
}

/** Child: the shop as main.ts builds it, on an in-memory database seeded with the demo catalog. */
async function serveApp(): Promise<void> {
  // Imported here, so the parent and the bare server never load the shop.
  const { buildApp } = await import('../src/app.js');
  const { loadConfig } = await import('../src/config.js');
  const { openDatabase } = await import('../src/db/client.js');
  const { seedDemoShop } = await import('../src/seed/seed-demo.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plantopia-bench-'));
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    { webDist: undefined },
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await database.migrate();
  await seedDemoShop(database.db);
  const app = await buildApp({ config, database });
  await app.listen({ port: APP_PORT, host: '127.0.0.1' });
  answerCpuQuestions();
  process.send?.('ready');
  process.on('disconnect', async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** Headers node:http writes itself on every response. */
const percent = new Intl.NumberFormat('en', { style: 'percent' }).format;

const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Child: node:http answering each URL (and encoding) with exactly the bytes the app sent: the same status,
 * the same headers (security headers, ETag, encoding …) and the same body.
 */
function serveBare(responses: Record<string, Captured>): void {
  const answers = new Map(
    Object.entries(responses).map(([key, r]) => [
      key,
      {
        status: r.status,
        headers: Object.fromEntries(
          Object.entries(r.headers).filter(([name]) => !PER_CONNECTION_HEADERS.has(name)),
        ),
        bytes: Buffer.from(r.body, 'base64'),
      },
    ]),
  );
  const server = http.createServer((request, response) => {
    const encoding = request.headers['accept-encoding'] ? 'gzip' : 'identity';
    const found = answers.get(`${encoding} ${request.url}`);
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(found.status, found.headers);
    response.end(found.bytes);
  });
  answerCpuQuestions();
  server.listen(BARE_PORT, '127.0.0.1', () => process.send?.('ready'));
  process.on('disconnect', () => server.close(() => process.exit(0)));
}

function start(role: 'app' | 'bare', payload?: Serializable): Promise<ChildProcess> {
  const child = fork(fileURLToPath(import.meta.url), [role], { execArgv: process.execArgv });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
    const onReady = (message: unknown) => {
      if (message !== 'ready') return;
      child.off('message', onReady);
      resolve(child);
    };
    child.on('message', onReady);
    if (payload !== undefined) child.send(payload);
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

function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    http
      .get(`${ORIGIN}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks).toString('base64'),
          }),
        );
      })
      .on('error', reject);
  });
}

interface Measured {
  rate: number;
  /** Server CPU time per answered request, in microseconds. */
  cpuPerRequest: number;
}

/** Interleaved slices, so that both servers see the same background load; DURATION seconds each in all. */
async function measurePair(
  targets: Array<{ url: string; server: ChildProcess }>,
  headers: Record<string, string>,
): Promise<Measured[]> {
  const totals = targets.map(() => ({ requests: 0, seconds: 0, cpu: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { url, server }] of targets.entries()) {
      const cpuBefore = await cpuOf(server);
      const result = await autocannon({
        url,
        headers,
        connections: CONNECTIONS,
        duration: DURATION / ROUNDS,
      });
      const cpuAfter = await cpuOf(server);
      if (result.errors > 0 || result.non2xx > 0) {
        throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
      }
      const total = totals[index]!;
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.cpu += cpuAfter - cpuBefore;
    }
  }
  return totals.map((t) => ({ rate: t.requests / t.seconds, cpuPerRequest: t.cpu / t.requests }));
}

async function main(): Promise<void> {
  const app = await start('app');
  const responses: Record<string, Captured> = {};
  for (const url of URLS) {
    for (const encoding of ENCODINGS) {
      // Twice: the first answer fills the cache, the second is what every later request gets.
      await capture(url, encoding.headers);
      responses[`${encoding.label} ${url}`] = await capture(url, encoding.headers);
    }
  }
  const bare = await start('bare', responses);

  const rows: string[][] = [];
  let worst = Number.POSITIVE_INFINITY;
  for (const url of URLS) {
    for (const encoding of ENCODINGS) {
      const bytes = Buffer.from(responses[`${encoding.label} ${url}`]!.body, 'base64').length;
      const [ours, theirs] = await measurePair(
        [
          { url: `${ORIGIN}${url}`, server: app },
          { url: `http://127.0.0.1:${BARE_PORT}${url}`, server: bare },
        ],
        encoding.headers,
      );
      const byCpu = theirs!.cpuPerRequest / ours!.cpuPerRequest;
      worst = Math.min(worst, byCpu);
      rows.push([
        `GET ${url.length > 48 ? `${url.slice(0, 45)}...` : url}`,
        `${encoding.label}, ${bytes} B`,
        `${ours!.rate.toFixed(0)} / ${theirs!.rate.toFixed(0)}`,
        percent(ours!.rate / theirs!.rate),
        `${ours!.cpuPerRequest.toFixed(0)} / ${theirs!.cpuPerRequest.toFixed(0)}`,
        percent(byCpu),
      ]);
    }
  }
  app.disconnect();
  bare.disconnect();

  const header = ['route', 'encoding, body', 'req/s app / bare', 'ratio', 'CPU µs/req app / bare', 'ratio'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per server and case (${ROUNDS} interleaved slices)\n`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nworst throughput per CPU, app vs bare: ${percent(worst)} (docs/budgets.md asks for at least 50 %)`,
  );
  if (worst < 0.5) process.exitCode = 1;
}

const role = process.argv[2];
if (role === 'app') {
  await serveApp();
} else if (role === 'bare') {
  process.once('message', (responses) => serveBare(responses as Record<string, Captured>));
} else {
  await main();
}
