import type { DestinationStream } from 'pino';

/**
 * Log lines for a person at a terminal: pino-pretty's coloured, one-line-per-event text (time, level,
 * message). Anything else (a service manager, a container, a file) gets pino's JSON lines, one object
 * each, for log tools to read; main.ts decides by `process.stdout.isTTY`.
 */
export async function prettyLogStream(): Promise<DestinationStream> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true });
}
