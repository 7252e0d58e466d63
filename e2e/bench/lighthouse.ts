/**
 * docs/budgets.md and issue 11: Lighthouse (mobile, simulated throttling) scores at least 95 on home, a category
 * listing, a product page and a blog post, with LCP ≤ 2.0 s, TBT ≤ 150 ms and CLS ≤ 0.02, while
 * accessibility, best practices and SEO stay 100.
 *
 * Starts the production build (`npm run build` first) on a fresh embedded database with the demo shop,
 * audits each page RUNS times in Debian's Chromium, prints the median run of each and exits 1 when a
 * page misses the budget. Measure on an idle machine: Lighthouse simulates a phone, but the trace it
 * starts from is recorded on this one. Run: npm run bench:lighthouse -w e2e
 *
 * LIGHTHOUSE_REPORTS=<dir> keeps every run's full report (JSON) there, to see what delays the paint
 * (render-blocking resources, request chains, main-thread work, the LCP element and its phases).
 * LIGHTHOUSE_PAGES=/,/plants limits the audit to those pages (`product` and `post` name the first
 * product and blog post, `product-bn` that product in Bangla: issue 13 holds it to the same budget).
 * LIGHTHOUSE_CPU_SLOWDOWN=8 slows the simulated phone's CPU eight times instead of Lighthouse's mobile
 * default of four (issue 27 asks for the budget at 8× too, so that it holds on a slower phone and on a
 * machine that is not idle); the table's `cpu` column says which was measured.
 *
 * The multiplier assumes the recording machine is an ordinary fast one. A virtual machine whose memory the
 * host hands out page by page is not: every page Chromium touches for the first time costs it a trip to
 * the host, and the document's own layout and paint then take several times longer before any script
 * runs. The bench first measures that cost and prints it beside the table, and after the table
 * Lighthouse's own CPU benchmark of the machine, against the high-end desktop its multipliers assume
 * (docs/budgets.md §3).
 *
 * Each page is also audited with its scripts blocked (`noScriptTbtMs`): the same document, styles, fonts
 * and images, but none of the app's code. What blocks then is this machine's parse, style and layout
 * of the document alone, times the multiplier; where that alone is over the TBT budget, the machine
 * cannot tell whether the app's scripts meet it, and the bench says so.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../chromium-flags.js';
import { stop, waitForHealth } from './bench-shop.js';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BASE = `http://127.0.0.1:${PORT}`;
const REPORTS = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : undefined;
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/** Lighthouse's mobile default is 4: a mid-range phone against the machine that records the trace. */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
if (!(CPU_SLOWDOWN >= 1))
  throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number ≥ 1, not ${CPU_SLOWDOWN}`);
/** Above this, first-touched memory is the host's cost, not the page's (an ordinary machine needs under 1 µs). */
const HOST_SLOW_PAGE_US = 3;
/**
 * Lighthouse's CPU slowdown is relative to the recording machine, and its 4× turns a high-end desktop (a
 * benchmark index of 1 500 to 2 000, Lighthouse's throttling guide) into a mid-tier phone; a slower
 * machine makes a slower phone of it.
 */
const HIGH_END_DESKTOP_INDEX = 1500;
const BUDGET = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, otherScores: 100 };

// BENCH_SERVER_MAIN measures another build (a copy of apps/server/dist beside its web build), e.g. the one before a change.
const serverMain = path.resolve(
  process.env.BENCH_SERVER_MAIN ?? path.join(import.meta.dirname, '../../apps/server/dist/main.js'),
);
if (!existsSync(serverMain)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

interface Audit {
  page: string;
  cpu: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of this machine, taken before the run. */
  benchmarkIndex: number;
}

/** A page's kept run, and the median TBT of its runs with the scripts blocked. */
interface PageResult extends Audit {
  noScriptTbtMs: number;
}

console.log(hostMemoryNote());

const dataDir = mkdtempSync(path.join(tmpdir(), 'plantopia-lighthouse-'));
const server = spawn(process.execPath, [serverMain], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  // Inside the try: a browser that fails to start must not leave the shop's server running.
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  await waitForHealth(BASE);
  const plants = (await (await fetch(`${BASE}/api/plants?limit=1`)).json()) as {
    data: Array<{ _id: string }>;
  };
  const posts = (await (await fetch(`${BASE}/api/blogs`)).json()) as { data: Array<{ _id: string }> };
  const named: Record<string, string> = {
    product: `/product/${plants.data[0]?._id}`,
    'product-bn': `/product/${plants.data[0]?._id}?lang=bn`,
    post: `/blogs/${posts.data[0]?._id}`,
  };
  const pages = (ONLY ?? ['/', '/plants', 'product', 'post', 'product-bn']).map(
    (page) => named[page] ?? page,
  );
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const results: PageResult[] = [];
  const benchmarks: number[] = [];
  for (const page of pages) {
    const runs: Audit[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, page, run, true));
    const noScript: Audit[] = [];
    for (let run = 0; run < RUNS; run++) noScript.push(await audit(chrome.port, page, run, false));
    benchmarks.push(...[...runs, ...noScript].map((r) => r.benchmarkIndex));
    results.push({
      ...median(runs, (r) => r.performance),
      noScriptTbtMs: median(noScript, (r) => r.tbtMs).tbtMs,
    });
  }
  console.table(results);
  console.log(hostCpuNote(benchmarks));
  console.log(documentFloorNote(results));
  const misses = results.flatMap((r) => {
    const problems: string[] = [];
    if (r.performance < BUDGET.performance)
      problems.push(`performance ${r.performance} < ${BUDGET.performance}`);
    if (r.lcpMs > BUDGET.lcpMs) problems.push(`LCP ${r.lcpMs} ms > ${BUDGET.lcpMs} ms`);
    if (r.tbtMs > BUDGET.tbtMs) problems.push(`TBT ${r.tbtMs} ms > ${BUDGET.tbtMs} ms`);
    if (r.cls > BUDGET.cls) problems.push(`CLS ${r.cls} > ${BUDGET.cls}`);
    for (const [name, score] of [
      ['accessibility', r.accessibility],
      ['best practices', r.bestPractices],
      ['SEO', r.seo],
    ] as const) {
      if (score < BUDGET.otherScores) problems.push(`${name} ${score} < ${BUDGET.otherScores}`);
    }
    return problems.map((problem) => `${r.page}: ${problem}`);
  });
  console.log(misses.length ? `Over budget:\n  ${misses.join('\n  ')}` : 'Every page is within the budget.');
  process.exitCode = misses.length ? 1 : 0;
} finally {
  chrome?.kill();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * What touching fresh memory costs this machine, per 4 KiB page (the median of three 64 MiB
 * allocations): a fraction of a microsecond on an ordinary machine, ten and more on a host that backs
 * its guest's memory only when first touched.
 */
function hostMemoryNote(): string {
  const PAGE = 4096;
  const SIZE = 64 * 1024 * 1024;
  const costs = [0, 1, 2].map(() => {
    const bytes = new Uint8Array(SIZE);
    const start = performance.now();
    for (let offset = 0; offset < SIZE; offset += PAGE) bytes[offset] = 1;
    return ((performance.now() - start) * 1000) / (SIZE / PAGE);
  });
  const median = costs.sort((a, b) => a - b)[1] as number;
  const slow = median > HOST_SLOW_PAGE_US;
  return `Fresh memory costs this machine ${median.toFixed(1)} µs per page${slow ? ` (over ${HOST_SLOW_PAGE_US} µs: its figures overstate a phone's, see docs/budgets.md §3)` : ''}.`;
}

/** The middle run by `key` (of an even count, the upper one of the two). */
function median(runs: Audit[], key: (run: Audit) => number): Audit {
  const sorted = runs.toSorted((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)] as Audit;
}

/**
 * Whether the machine can judge the TBT budget at all: if a page's document blocks longer than the budget
 * with no script running, no change to the app's code can bring that page within it here.
 */
function documentFloorNote(results: PageResult[]): string {
  const over = results.filter((r) => r.noScriptTbtMs > BUDGET.tbtMs);
  if (!over.length)
    return `Without their scripts every page blocks under the ${BUDGET.tbtMs} ms budget here: this machine can judge the app's TBT.`;
  return `Without their scripts, ${over.map((r) => `${r.page} blocks ${r.noScriptTbtMs} ms`).join(', ')}: the document's own parse, style and layout on this machine are over the ${BUDGET.tbtMs} ms TBT budget before any of the app's code runs, so it cannot judge that budget (docs/budgets.md §3).`;
}

/**
 * Lighthouse's benchmark over every run, against the machine its multipliers assume. Its spread says
 * as much as its median: on a machine whose speed changes from run to run (a busy host), a run recorded
 * in a slow moment counts that moment eight times over.
 */
function hostCpuNote(indexes: number[]): string {
  const sorted = indexes.toSorted((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const slowest = sorted[0] ?? Number.NaN;
  const slow = slowest < HIGH_END_DESKTOP_INDEX;
  return `Lighthouse's CPU benchmark of this machine: median ${median} over ${sorted.length} runs (${slowest}–${sorted.at(-1)})${slow ? `; runs under the ${HIGH_END_DESKTOP_INDEX} of the high-end desktop its multipliers assume overstate a phone's times (docs/budgets.md §3)` : ''}.`;
}

async function audit(port: number, page: string, run: number, scripts: boolean, attempt = 1): Promise<Audit> {
  const result = await lighthouse(`${BASE}${page}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Merged into the mobile preset: only the CPU multiplier changes (network and screen stay Lighthouse's).
    throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
    // Every script file: the app runs nothing inline (the document's own scripts are JSON data).
    blockedUrlPatterns: scripts ? [] : ['*.js'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  // A trace Chromium failed to record (NO_NAVSTART on a busy machine) measures nothing: it is not a 0.
  if (result.lhr.runtimeError && attempt < 3) {
    console.warn(`${page}: ${result.lhr.runtimeError.code}, running it again`);
    return audit(port, page, run, scripts, attempt + 1);
  }
  if (REPORTS) {
    const name = `${page === '/' ? 'home' : page.slice(1).replaceAll(/[/?=]/g, '_')}-cpu${CPU_SLOWDOWN}${scripts ? '' : '-noscript'}`;
    writeFileSync(path.join(REPORTS, `${name}-${run + 1}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Math.round((audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000;
  return {
    page,
    cpu: `${result.lhr.configSettings.throttling.cpuSlowdownMultiplier}×`,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}
