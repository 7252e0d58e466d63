import fc from 'fast-check';
import type { FuzzCase, Template } from './fuzz-cases.js';
import { RawJson, Ref, serializeJson } from './hostile-values.js';

/*
 * Sends fuzz cases and judges the answers (issue 10, "Keep it true"). The target (the shop, or a small
 * app with planted bugs in this harness's own test) is behind an interface, so the judging is tested too.
 */

export type ActorName = 'anonymous' | 'shopper' | 'admin';
export const ACTORS: ActorName[] = ['anonymous', 'shopper', 'admin'];

/** A request as it goes out, every Ref resolved. */
export interface WireRequest {
  actor: ActorName;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Per table, a fingerprint of its rows; equal fingerprints mean an unchanged table. */
export type Fingerprint = Record<string, string>;

export interface FuzzTarget {
  /** Called before each case: e.g. reload the ids that Refs pick from, renew sessions that ended. */
  prepare(): Promise<void>;
  resolve(ref: Ref, actor: ActorName): string;
  /** The cookie header of an actor's session (none for the anonymous caller). */
  cookie(actor: ActorName): string | undefined;
  origin: string;
  send(request: WireRequest): Promise<WireAnswer>;
  fingerprint(): Promise<Fingerprint>;
  /** Error lines the server logged since the last call. */
  takeErrorLogs(): string[];
  /** Tables a refusal of this route with this status may change on purpose (none by default). */
  mayWriteWhenRefused?(route: string, status: number): string[];
  /** Told of every answer, e.g. to follow a password change or a sign-out. */
  observe?(request: WireRequest, answer: WireAnswer): Promise<void>;
}

export interface CheckInput {
  request: Pick<WireRequest, 'method' | 'url'>;
  answer: WireAnswer | 'timeout';
  ms: number;
  before: Fingerprint;
  /** Taken only for a refused request (4xx). */
  after?: Fingerprint;
  timeLimitMs: number;
  /** Tables this refusal may change (a documented exception). */
  mayWrite?: string[];
}

/** The rules every answer must keep; each broken one is a line of the result (docs/api.md, docs/security.md). */
export function checkAnswer({
  request,
  answer,
  ms,
  before,
  after,
  timeLimitMs,
  mayWrite = [],
}: CheckInput): string[] {
  if (answer === 'timeout') return [`no answer within ${timeLimitMs} ms`];
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (ms >= timeLimitMs) problems.push(`answered in ${Math.round(ms)} ms (limit ${timeLimitMs} ms)`);
  problems.push(...envelopeProblems(request, answer));
  if (answer.status >= 400 && answer.status < 500 && after) {
    const changed = changedTables(before, after).filter((table) => !mayWrite.includes(table));
    if (changed.length > 0)
      problems.push(`refused with ${answer.status} but changed table(s) ${changed.join(', ')}`);
  }
  return problems;
}

export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => before[table] !== after[table]).sort();
}

/**
 * On /api routes a JSON answer is the envelope, and every failure is `{ success: false, message }`.
 * Exceptions: the OpenAPI document itself, and Better Auth's own successful answers (`{ user, session }`).
 */
function envelopeProblems(request: Pick<WireRequest, 'method' | 'url'>, answer: WireAnswer): string[] {
  const path = request.url.split('?')[0]!;
  if (!path.startsWith('/api/') || request.method === 'HEAD' || path === '/api/openapi.json') return [];
  const type = String(answer.headers['content-type'] ?? '');
  const failed = answer.status >= 400;
  if (!failed && (path.startsWith('/api/auth/') || !type.includes('json'))) return [];
  if (!type.includes('json'))
    return [`a failure answered ${type || 'no content type'}, not the JSON envelope`];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return ['the answer says JSON but is not'];
  }
  const envelope = body as { success?: unknown; message?: unknown } | null;
  if (typeof envelope?.success !== 'boolean')
    return ['the JSON answer is not the envelope (no boolean `success`)'];
  if (failed && (envelope.success !== false || typeof envelope.message !== 'string')) {
    return ['a failure is not `{ success: false, message }`'];
  }
  return [];
}

/* ---------- Building the wire request ---------- */

function resolveTemplate(template: Template, resolve: (ref: Ref) => string): string {
  return template
    .map((piece) => {
      if (!(piece instanceof Ref)) return piece;
      const value = resolve(piece);
      // Image paths keep their slashes; any other value is one path segment or query value.
      return piece.kind === 'seedImage' || piece.kind === 'upload'
        ? encodeURI(value)
        : encodeURIComponent(value);
    })
    .join('');
}

export function wireRequest(target: FuzzTarget, c: FuzzCase, actor: ActorName): WireRequest {
  const resolve = (ref: Ref) => target.resolve(ref, actor);
  const query = resolveTemplate(c.query, resolve);
  const headers: Record<string, string> = { ...c.headers };
  if (c.origin === 'own') headers.origin = target.origin;
  else if (c.origin !== 'none') headers.origin = c.origin;
  const cookie = actor === 'anonymous' ? c.anonymousCookie : target.cookie(actor);
  if (cookie) headers.cookie = cookie;
  let payload: string | Buffer | undefined;
  if (c.body?.kind === 'json') payload = serializeJson(c.body.value, resolve);
  else if (c.body?.kind === 'text') payload = c.body.text;
  else if (c.body?.kind === 'bytes') payload = c.body.bytes;
  return {
    actor,
    method: c.method,
    url: `${resolveTemplate(c.path, resolve)}${query ? `?${query}` : ''}`,
    headers,
    payload,
    remoteAddress: c.remoteAddress,
  };
}

/* ---------- Reports a developer can act on ---------- */

const PREVIEW = 600;

/** A string as a JS literal (NUL and lone surrogates escaped), cut to `max` characters. */
export function preview(text: string, max = PREVIEW): string {
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown}… (${text.length} characters in all)` : shown;
}

export function formatRequest(request: WireRequest): string {
  const payload =
    request.payload === undefined
      ? '(no body)'
      : typeof request.payload === 'string'
        ? preview(request.payload)
        : `${request.payload.length} bytes: ${preview(request.payload.toString('latin1'), 300)}`;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([k, v]) => [
      k,
      v.length > 200 ? `${v.slice(0, 200)}… (${v.length})` : v,
    ]),
  );
  return [
    `${request.method} ${request.url.length > 400 ? `${request.url.slice(0, 400)}… (${request.url.length} characters)` : request.url}`,
    `  as ${request.actor} from ${request.remoteAddress}`,
    `  headers: ${JSON.stringify(headers)}`,
    `  body: ${payload}`,
  ].join('\n');
}

function describeTree(value: unknown): unknown {
  if (value instanceof RawJson) return `«raw: ${value.label}»`;
  if (value instanceof Ref)
    return `«${value.kind}#${value.pick}${value.category ? ` in ${value.category}` : ''}»`;
  if (typeof value === 'string')
    return value.length > 200 ? `${value.slice(0, 200)}… (${value.length})` : value;
  if (Array.isArray(value)) return value.map(describeTree);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value).map((k) => [k, describeTree((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The case as fast-check prints it in a counterexample: refs shown as «kind#pick». */
export function describeCase(c: FuzzCase): string {
  const template = (t: Template) => t.map((p) => (p instanceof Ref ? describeTree(p) : p)).join('');
  const query = template(c.query);
  const body =
    c.body === undefined
      ? '(no body)'
      : c.body.kind === 'json'
        ? JSON.stringify(describeTree(c.body.value))
        : c.body.kind === 'text'
          ? preview(c.body.text, 300)
          : `«${c.body.label}, ${c.body.bytes.length} bytes»`;
  return `[${c.family}] ${c.method} ${template(c.path).slice(0, 400)}${query ? `?${query.slice(0, 400)}` : ''} headers=${JSON.stringify(describeTree(c.headers))} origin=${c.origin}${c.anonymousCookie ? ` anonymousCookie=${JSON.stringify(c.anonymousCookie.slice(0, 60))}` : ''} from=${c.remoteAddress} body=${body}`;
}

/* ---------- Running ---------- */

export interface Failure {
  route: string;
  family: string;
  actor: ActorName;
  status: number | 'timeout';
  problems: string[];
  errorLogs: string[];
  report: string;
}

export class Stats {
  requests = 0;
  byClass: Record<string, number> = {};
  byStatus: Record<string, number> = {};
  byFamily: Record<string, number> = {};
  /** Per route, the statuses it answered: shows what the cases reached (a route that only says 429 or 401 is untested). */
  byRoute: Record<string, Record<string, number>> = {};
  slowest = { ms: 0, request: '' };
  failures: Failure[] = [];

  count(c: FuzzCase, request: WireRequest, status: number | 'timeout', ms: number): void {
    this.requests++;
    const statusClass = status === 'timeout' ? 'timeout' : `${Math.floor(status / 100)}xx`;
    this.byClass[statusClass] = (this.byClass[statusClass] ?? 0) + 1;
    this.byStatus[String(status)] = (this.byStatus[String(status)] ?? 0) + 1;
    this.byFamily[c.family] = (this.byFamily[c.family] ?? 0) + 1;
    const route = this.byRoute[c.route] ?? {};
    route[String(status)] = (route[String(status)] ?? 0) + 1;
    this.byRoute[c.route] = route;
    if (ms > this.slowest.ms)
      this.slowest = { ms, request: `${request.method} ${request.url.slice(0, 120)}` };
  }

  /** Failures grouped by route, family, status and problem, with one example each. */
  distinct(): { key: string; count: number; example: Failure }[] {
    const groups = new Map<string, { key: string; count: number; example: Failure }>();
    for (const failure of this.failures) {
      const key = `${failure.route} | ${failure.family} | ${failure.status} | ${failure.problems.map((p) => p.replace(/\d+ ms/g, 'N ms')).join('; ')} | ${failure.errorLogs[0]?.slice(0, 120) ?? ''}`;
      const group = groups.get(key);
      if (group) group.count++;
      else groups.set(key, { key, count: 1, example: failure });
    }
    return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
  }

  summary(): string {
    const line = (record: Record<string, number>) =>
      Object.entries(record)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ');
    return [
      `requests sent: ${this.requests}`,
      `by status class: ${line(this.byClass)}`,
      `by status: ${line(this.byStatus)}`,
      `by family: ${line(this.byFamily)}`,
      `slowest: ${Math.round(this.slowest.ms)} ms (${this.slowest.request})`,
    ].join('\n');
  }
}

export interface RunOptions {
  timeLimitMs: number;
  /** Record every failing request and go on, instead of stopping the route at its first failure. */
  keepGoing: boolean;
  stats: Stats;
}

const sleep = (ms: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/** Sends one case as each actor and checks every answer; the failures, or an error for fast-check. */
export async function runCase(target: FuzzTarget, c: FuzzCase, options: RunOptions): Promise<Failure[]> {
  await target.prepare();
  const failures: Failure[] = [];
  for (const actor of ACTORS) {
    const request = wireRequest(target, c, actor);
    const before = await target.fingerprint();
    target.takeErrorLogs();
    const started = performance.now();
    const sending = target.send(request);
    const answer = await Promise.race([sending, sleep(options.timeLimitMs)]);
    const ms = performance.now() - started;
    // A late answer still lands before the next request, so that it cannot disturb that one's fingerprint.
    if (answer === 'timeout') await Promise.race([sending.catch(() => undefined), sleep(30_000)]);
    const refused = answer !== 'timeout' && answer.status >= 400 && answer.status < 500;
    const after = refused ? await target.fingerprint() : undefined;
    const status: number | 'timeout' = answer === 'timeout' ? 'timeout' : answer.status;
    options.stats.count(c, request, status, ms);
    const mayWrite = answer === 'timeout' ? [] : (target.mayWriteWhenRefused?.(c.route, answer.status) ?? []);
    const problems = checkAnswer({
      request,
      answer,
      ms,
      before,
      after,
      timeLimitMs: options.timeLimitMs,
      mayWrite,
    });
    const errorLogs = target.takeErrorLogs();
    if (answer !== 'timeout') await target.observe?.(request, answer);
    if (problems.length === 0) continue;
    const report = [
      `${problems.join('; ')}`,
      formatRequest(request),
      answer === 'timeout'
        ? '  answer: none'
        : `  answer: ${answer.status} in ${Math.round(ms)} ms: ${preview(answer.body, 300)}`,
      ...(errorLogs.length > 0 ? [`  server log: ${errorLogs.slice(0, 3).join(' | ')}`] : []),
    ].join('\n');
    const failure = { route: c.route, family: c.family, actor, status, problems, errorLogs, report };
    failures.push(failure);
    options.stats.failures.push(failure);
    if (!options.keepGoing) break;
  }
  return failures;
}

export class FuzzFailure extends Error {
  override name = 'FuzzFailure';
}

/** A string hash, so that each route's seed stays the same when routes are added or removed. */
export function hashSeed(seed: number, text: string): number {
  let hash = seed | 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

export interface RouteRun {
  route: string;
  seed: number;
  failed: boolean;
  /** fast-check's report: the shrunk counterexample, the request as sent, seed and path to replay. */
  report?: string;
}

/**
 * Runs `numRuns` cases of one route under fast-check. Without keepGoing, the first failing case is
 * shrunk and reported; with keepGoing, every failing request is recorded in `stats` instead.
 */
export async function fuzzRoute(
  target: FuzzTarget,
  route: string,
  cases: fc.Arbitrary<FuzzCase>,
  options: RunOptions & { seed: number; numRuns: number; path?: string },
): Promise<RouteRun> {
  const printable = cases.map((c) => Object.assign(c, { [fc.toStringMethod]: () => describeCase(c) }));
  const property = fc.asyncProperty(printable, async (c) => {
    const failures = await runCase(target, c, { ...options, stats: options.stats });
    if (failures.length > 0 && !options.keepGoing) {
      throw new FuzzFailure(failures.map((f) => f.report).join('\n\n'));
    }
  });
  // During shrinking the same failure comes back many times; only the run's first counts in the stats.
  const failuresBefore = options.stats.failures.length;
  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.numRuns,
    path: options.path,
    endOnFailure: false,
    // Shrinking sends requests too: a bound keeps a bad route from eating the whole run.
    interruptAfterTimeLimit: 120_000,
    markInterruptAsFailure: false,
    includeErrorInReport: true,
  });
  if (!options.keepGoing && details.failed) {
    // Shrinking ends on the smallest case that still fails: the last failure recorded.
    const shrunk = options.stats.failures.at(-1);
    options.stats.failures.splice(failuresBefore);
    if (shrunk) options.stats.failures.push(shrunk);
  }
  return {
    route,
    seed: options.seed,
    failed: details.failed,
    report: details.failed ? fc.defaultReportMessage(details) : undefined,
  };
}
