/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Called before each request; what it returns is sent (a different path per request …). */
    setupClient?: (client: { setRequest(request: Request): void }) => void;
    requests?: Array<Request & { setupRequest?: (request: Request) => Request }>;
  }
  interface Result {
    errors: number;
    non2xx: number;
    /** Seconds the run lasted. */
    duration: number;
    requests: { average: number; total: number };
  }
  interface Instance extends EventEmitter, PromiseLike<Result> {}
  /** The instance is also a promise of the result; it emits `response` (client, status, bytes, ms). */
  export default function autocannon(options: Options): Instance;
}
