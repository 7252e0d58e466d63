import type { ChildProcess } from 'node:child_process';

/** Waits for a started shop to answer its health check: three minutes, as a first start seeds the demo shop. */
export async function waitForHealth(base: string): Promise<void> {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The shop did not answer on ${base} within three minutes`);
}

/** Stops a shop a bench started, once it has exited. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
