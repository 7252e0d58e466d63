import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** apps/server: the server runs from its sources (src/main.ts through tsx), as `npm run dev` does. */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** Every server of a test shares these, as the servers of one shop share their settings. */
export const SHARED_ENV = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  BETTER_AUTH_SECRET: 'multi-instance-secret-that-is-long-enough-0123',
  PUBLIC_URL: 'http://localhost:3000',
  ADMIN_EMAIL: 'owner@plantopia.test',
  ADMIN_PASSWORD: 'owner-password-1',
  LOG_LEVEL: 'warn',
};

export interface ServerProcess {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** What the server printed, for a failing test's message. */
  output(): string;
  /** Ends the process with `signal` and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `src/main.ts` in a process of its own on a free port, with `env` over `SHARED_ENV`, and waits
 * until it answers `/api/health`. `dataDir` defaults to a new temporary folder.
 */
export async function startServer(
  env: Record<string, string>,
  options: { dataDir?: string; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'plantopia-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      ...SHARED_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    dataDir,
    process: child,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill('SIGKILL');
  throw new Error(`server did not answer within the time:\n${output}`);
}

/** A browser-like client of one server: keeps cookies, sends the shop's Origin on writes. */
export class Browser {
  cookie = '';
  constructor(
    public server: { url: string },
    private readonly headers: Record<string, string> = {},
  ) {}

  async send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.server.url}${url}`, {
      method,
      headers: {
        origin: SHARED_ENV.PUBLIC_URL,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (cookies.length) this.cookie = cookies.join('; ');
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json: json as Record<string, unknown> & { data?: unknown }, text };
  }
}
