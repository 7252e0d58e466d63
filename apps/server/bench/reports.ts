/**
 * docs/budgets.md §6, issue 24 item 1: with the 100 000-order benchmark database (bench/orders-list.ts's
 * seeding: two years of orders, one to three lines each), the owner's report of 30 days answers in
 * ≤ 300 ms and one of two years in ≤ 2 s. Each case runs the reports service as the route calls it (p95 of
 * BENCH_RUNS after one untimed run), then EXPLAIN ANALYZE of every statement it sent, slowest first, so a
 * report over budget names the aggregate to fix. BENCH_PLANS=1 prints the plans.
 *
 * Run: npm run bench:reports -w apps/server (PostgreSQL: BENCH_DATABASE_URL=postgres://…/postgres).
 */
import { performance } from 'node:perf_hooks';
import { addDays, dhakaDay, type ReportQuery } from '@plantopia/shared';
import { createReportsService } from '../src/modules/orders/reports-service.js';
import {
  explainAnalyzed,
  indexesUsed,
  ORDER_COUNT,
  openBenchDatabase,
  p95,
  seed,
  withLogger,
} from './orders-list.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);

async function main(): Promise<void> {
  let started = performance.now();
  const { database, drop } = await openBenchDatabase();
  console.log(
    `${database.kind}: fresh database + migrations ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  await seed(database);
  console.log(
    `seeded ${ORDER_COUNT.toLocaleString('en-US')} orders + items: ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const today = dhakaDay(new Date());
  const cases: Array<[string, ReportQuery, number]> = [
    ['today, by day', { from: today, to: today, by: 'day' }, 300],
    ['7 days, by day', { from: addDays(today, -6), to: today, by: 'day' }, 300],
    ['30 days, by day', { from: addDays(today, -29), to: today, by: 'day' }, 300],
    ['30 days, by week', { from: addDays(today, -29), to: today, by: 'week' }, 300],
    ['two years, by month', { from: addDays(today, -729), to: today, by: 'month' }, 2000],
    ['two years, by day', { from: addDays(today, -729), to: today, by: 'day' }, 2000],
  ];

  const failures: string[] = [];
  const captured: Array<{ sql: string; params: unknown[] }> = [];
  for (const [title, query, budget] of cases) {
    // A first, untimed run records the statements (and warms the database's caches, as a server's are).
    captured.length = 0;
    await createReportsService({ db: withLogger(database, captured, true) }).report(query);
    const reports = createReportsService({ db: database.db });
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      await reports.report(query);
      timings.push(performance.now() - t0);
    }
    const ms = p95(timings);
    const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)]!;
    console.log(
      `${`report, ${title}`.padEnd(32)} p95 ${ms.toFixed(1).padStart(7)} ms, median ${median.toFixed(1).padStart(7)} ms  (budget ${budget} ms)${ms > budget ? '  OVER' : ''}`,
    );
    if (ms > budget) failures.push(`report, ${title}: p95 ${ms.toFixed(1)} ms > ${budget} ms`);

    const explained = [];
    for (const statement of captured) {
      const plan = await explainAnalyzed(database, statement);
      const execution = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
      const what = /select\s+(.{0,60})/is.exec(statement.sql)?.[1]?.replace(/\s+/g, ' ') ?? '';
      explained.push({ plan, execution, what });
    }
    explained.sort((a, b) => b.execution - a.execution);
    for (const { plan, execution, what } of explained) {
      const uses = [...new Set(indexesUsed(plan))];
      const seq = /Seq Scan on "?orders"? /.test(plan);
      console.log(
        `    ${execution.toFixed(1).padStart(7)} ms  ${seq ? 'SEQ SCAN orders' : `indexes: ${uses.join(', ') || '(none)'}`}  ${what}…`,
      );
      if (process.env.BENCH_PLANS) console.log(plan.replace(/^/gm, '      '));
    }
  }

  await database.close();
  await drop();
  if (failures.length) {
    console.error(`\nOver budget:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
