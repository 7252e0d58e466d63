import type { FastifyBaseLogger } from 'fastify';

/**
 * Collects what the app logs at `error` (its error handler logs every 500 with the error), whatever
 * the log level: the request loggers are children of `app.log` (or, with logging off, `app.log` itself).
 * Also `console.error`, where Better Auth reports the errors behind the 500s it answers itself.
 */
export function captureErrorLogs(log: FastifyBaseLogger): { take(): string[]; restore(): void } {
  let lines: string[] = [];
  const original = { error: log.error, fatal: log.fatal, child: log.child };
  const consoleError = console.error;
  const describe = (args: unknown[]): string => {
    const [first, second] = args;
    const err = (first as { err?: unknown } | null)?.err ?? args.find((a) => a instanceof Error) ?? first;
    if (err instanceof Error) {
      const code = (err as { code?: string }).code;
      const where = err.stack?.split('\n').find((l) => l.includes('/src/') && !l.includes('node_modules'));
      // Drizzle wraps the driver's error ("Failed query: …"); the database's own words are its cause,
      // so they come first, before the (long) query.
      const cause = (err.cause as { message?: unknown } | undefined)?.message;
      const message = err.message.replace(/\s+/g, ' ');
      const text = typeof cause === 'string' ? `${cause} — ${message.slice(0, 200)}` : message.slice(0, 300);
      return `${err.name}${code ? ` ${code}` : ''}: ${text}${where ? ` (${where.trim()})` : ''}`;
    }
    return [first, second]
      .filter((v) => v !== undefined)
      .map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
      .join(' ');
  };
  const patch = (logger: FastifyBaseLogger): FastifyBaseLogger => {
    const error = logger.error;
    const fatal = logger.fatal;
    const child = logger.child;
    logger.error = ((...args: unknown[]) => {
      lines.push(describe(args));
      return (error as (...a: unknown[]) => void).apply(logger, args);
    }) as FastifyBaseLogger['error'];
    logger.fatal = ((...args: unknown[]) => {
      lines.push(`fatal: ${describe(args)}`);
      return (fatal as (...a: unknown[]) => void).apply(logger, args);
    }) as FastifyBaseLogger['fatal'];
    logger.child = ((...args: Parameters<FastifyBaseLogger['child']>) => {
      const made = child.apply(logger, args);
      return made === logger ? made : patch(made);
    }) as FastifyBaseLogger['child'];
    return logger;
  };
  patch(log);
  console.error = (...args: unknown[]) => {
    lines.push(`console.error: ${describe(args)}`);
    consoleError.apply(console, args);
  };
  return {
    take() {
      const taken = lines;
      lines = [];
      return taken;
    },
    restore() {
      Object.assign(log, original);
      console.error = consoleError;
    },
  };
}
