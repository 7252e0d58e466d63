/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    errors: number;
    non2xx: number;
    /** Seconds the run lasted. */
    duration: number;
    requests: { average: number; total: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}
