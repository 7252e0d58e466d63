import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@plantopia/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from './app.js';
import { createTestShop, type TestShop } from './test/test-app.js';

/*
 * deploy/nginx/plantopia.conf, the documented configuration itself, in front of two instances of the shop
 * on one database: nginx is started as a foreground process with a throwaway prefix, the file's upstream
 * and listen addresses swapped for this test's ports. Skipped where nginx is not installed (`.ci/run`
 * installs Debian's nginx-light).
 */

const CONF = path.resolve(import.meta.dirname, '../../../deploy/nginx/plantopia.conf');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const ASSET = 'assets/index-3f9a1c2b.js';

let work: string;
let shop: TestShop;
let instances: FastifyInstance[] = [];
let nginx: ChildProcess | undefined;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The documented server block with this test's ports, wrapped in the little an nginx.conf needs. */
function nginxConfig(listenPort: number, upstreamPorts: number[]): string {
  const documented = readFileSync(CONF, 'utf8');
  const upstreams = documented.match(/^\s*server 127\.0\.0\.1:\d+ .*$/gm) ?? [];
  expect(upstreams).toHaveLength(2);
  let site = documented.replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${listenPort};`);
  upstreams.forEach((line, i) => {
    site = site.replace(line, line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${upstreamPorts[i]}`));
  });
  const temp = (name: string) => path.join(work, 'temp', name);
  return `
worker_processes 1;
pid ${path.join(work, 'nginx.pid')};
error_log ${path.join(work, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}`;
}

beforeAll(async () => {
  if (!NGINX) return;
  work = mkdtempSync(path.join(tmpdir(), 'plantopia-nginx-'));
  const webDist = path.join(work, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Plantopia</title><div id="root"></div>',
  );
  writeFileSync(path.join(webDist, ASSET), `console.log(${JSON.stringify('x'.repeat(4000))});`);

  const [listenPort, ...upstreamPorts] = await Promise.all([freePort(), freePort(), freePort()]);
  base = `http://127.0.0.1:${listenPort}`;
  shop = await createTestShop({ seed: true, env: { TRUST_PROXY: '1', PUBLIC_URL: base }, webDist });
  instances = await Promise.all(
    upstreamPorts.map(async (port, i) => {
      // Both instances share the test shop's database, as instances behind a balancer share one PostgreSQL.
      const app = await buildApp({ config: shop.config, database: shop.database });
      // What the shop saw: which instance answered, and the client address it took from the proxy.
      app.get('/test/who', async (request) => ({ instance: i, ip: request.ip }));
      await app.listen({ port: port!, host: '127.0.0.1' });
      return app;
    }),
  );

  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(work, 'temp', dir), { recursive: true });
  const confFile = path.join(work, 'nginx.conf');
  writeFileSync(confFile, nginxConfig(listenPort!, upstreamPorts));
  execFileSync(NGINX, ['-t', '-q', '-p', work, '-c', confFile]);
  nginx = spawn(NGINX, ['-p', work, '-c', confFile, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 50)
      throw new Error(`nginx did not start: ${readFileSync(path.join(work, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (!NGINX) return;
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all(instances.map((app) => app.close()));
  await shop?.close();
  rmSync(work, { recursive: true, force: true });
});

test.skipIf(!NGINX)('requests go through both instances', async () => {
  const answered = new Set<number>();
  for (let i = 0; i < 8; i++) answered.add((await (await fetch(`${base}/test/who`)).json()).instance);
  expect([...answered].sort()).toEqual([0, 1]);
});

test.skipIf(!NGINX)('the shop sees the client address nginx saw, never one the client made up', async () => {
  const who = await fetch(`${base}/test/who`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect((await who.json()).ip).toBe('127.0.0.1');
});

test.skipIf(!NGINX)("nginx's request id reaches the shop and comes back", async () => {
  const response = await fetch(`${base}/api/health`, {
    headers: { 'x-request-id': 'made-up-by-the-client' },
  });
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
});

test.skipIf(!NGINX)('client_max_body_size lets a full upload through and stops anything larger', () => {
  const limit = readFileSync(CONF, 'utf8').match(/client_max_body_size (\d+)m;/);
  const bytes = Number(limit?.[1]) * 1024 * 1024;
  expect(bytes).toBeGreaterThan(MAX_UPLOAD_BYTES);
  expect(bytes - MAX_UPLOAD_BYTES).toBeLessThanOrEqual(1024 * 1024);
  const post = (size: number) =>
    fetch(`${base}/api/upload-image`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(size, 'a'),
    });
  return (async () => {
    // Within nginx's limit the shop itself answers (here: sign in first), in its JSON envelope.
    const within = await post(MAX_UPLOAD_BYTES);
    expect(within.status).toBe(401);
    expect((await within.json()).success).toBe(false);
    const over = await post(bytes + 1);
    expect(over.status).toBe(413);
    expect(over.headers.get('server')).toMatch(/nginx/);
  })();
});

test.skipIf(!NGINX)('cache headers and compression pass through from the shop, compressed once', async () => {
  const asset = await fetch(`${base}/${ASSET}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('content-encoding')).toBe('gzip');
  expect(await asset.text()).toContain('console.log');

  const page = await fetch(`${base}/plants`, { headers: { accept: 'text/html' } });
  expect(page.headers.get('cache-control')).toBe('no-cache');

  const list = await fetch(`${base}/api/plants`, { headers: { 'accept-encoding': 'br' } });
  expect(list.headers.get('content-encoding')).toBe('br');
  expect((await list.json()).data.length).toBeGreaterThan(0);
});
