import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment a shutdown starts: `/api/ready` then answers 503 so a balancer moves on. */
    shuttingDown: boolean;
  }
}

/**
 * The `shuttingDown` flag, and `Connection: close` on every answer once it is set: a keep-alive
 * connection whose request was in flight is then closed after its answer, instead of holding the close.
 */
export function registerShutdownState(app: FastifyInstance): void {
  app.decorate('shuttingDown', false);
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (app.shuttingDown) reply.header('connection', 'close');
    done();
  });
}

/** How long requests in flight may take to finish before the process gives up on them. */
export const SHUTDOWN_TIMEOUT_MS = 20_000;

/**
 * Stops taking requests (the listening socket closes, idle keep-alive connections are closed, a request
 * arriving on a busy one gets 503), lets the requests in flight finish, then closes the database.
 * Resolves `false` when requests were still running after `timeoutMs`; the database is closed anyway.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  database: Database,
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
): Promise<boolean> {
  app.shuttingDown = true;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const finished = await Promise.race([app.close().then(() => true as const), timedOut]);
  clearTimeout(timer);
  await database.close();
  return finished;
}
