import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type ContentEncoding = 'br' | 'gzip';

/** How a cached answer goes out besides its body; a catalog read is JSON with status 200. */
export interface CachedResponseMeta {
  status?: number;
  contentType?: string;
  /** More headers of this answer (a redirect's Location). */
  headers?: Record<string, string>;
}

/**
 * Lookups answered from memory (hits) or computed (misses) by every cache of this process, read by the
 * metrics (cache hit ratio). A `peek` that finds nothing is not counted: the `get` after it is.
 */
export const responseCacheLookups = { hits: 0, misses: 0 };

/**
 * A serialised answer as it goes on the wire: the bytes, their ETag, and each compressed form made once,
 * when first asked for, so a hot read costs neither serialisation nor compression (docs/budgets.md).
 */
export class CachedResponse {
  readonly body: Buffer;
  readonly etag: string;
  readonly status: number;
  readonly contentType: string;
  readonly headers: Record<string, string>;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(body: string, meta: CachedResponseMeta = {}) {
    this.body = Buffer.from(body);
    this.status = meta.status ?? 200;
    this.contentType = meta.contentType ?? 'application/json; charset=utf-8';
    this.headers = meta.headers ?? {};
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  /** The body compressed with `encoding`; compressed once, at a high level since it is reused. */
  encode(encoding: ContentEncoding): Promise<Buffer> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotli(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzip(this.body, { level: 9 });
      this.encoded.set(encoding, pending);
    }
    return pending;
  }
}

/**
 * Serialised responses kept in memory, so a hot catalog read (or an anonymous visitor's page, the
 * web-app module) costs a map lookup (docs/budgets.md).
 * Any write calls `invalidate()`; a response computed while a write happened is never stored,
 * so a read right after a write always sees it. Identical concurrent misses share one computation.
 *
 * Besides its key (built from the validated query), a response may be remembered under an alias: the
 * raw request URL that led to it. A route can then answer a repeated URL from `peek` before parsing and
 * validating anything, which is safe because only URLs that already passed validation get an alias.
 *
 * Caches are made by a `CacheInvalidation` (lib/cache-invalidation.ts), which passes `onInvalidate`
 * to tell the shop's other servers, and calls `clear()` when another server wrote or when it cannot
 * know (`storing` off while its notification channel is down).
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly aliases = new Map<string, CachedResponse>();
  private readonly pending = new Map<string, Promise<CachedResponse>>();
  private readonly listeners: Array<() => void> = [];
  private generation = 0;
  private storing = true;

  constructor(
    private readonly maxEntries = 1000,
    private readonly onInvalidate: () => void = () => {},
  ) {}

  /** `produce` answers JSON (a string) or a whole answer (another status or content type). */
  async get(
    key: string,
    produce: () => Promise<string | CachedResponse>,
    alias?: string,
  ): Promise<CachedResponse> {
    const stored = this.entries.get(key);
    if (stored) responseCacheLookups.hits++;
    else responseCacheLookups.misses++;
    const hit = stored ?? (await this.computeOnce(key, produce));
    // Only a response that is current (stored, not superseded by a write meanwhile) gets an alias.
    if (alias !== undefined && this.entries.get(key) === hit) this.remember(this.aliases, alias, hit);
    return hit;
  }

  /** The current response remembered under this alias, if any. */
  peek(alias: string): CachedResponse | undefined {
    const found = this.aliases.get(alias);
    if (found) responseCacheLookups.hits++;
    return found;
  }

  /** A write happened here: forget every response, on this server and (through `onInvalidate`) all others. */
  invalidate(): void {
    this.clear();
    this.onInvalidate();
  }

  /** Forgets every response on this server only (another server wrote, or a notification may be lost). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.aliases.clear();
    this.pending.clear();
    for (const listener of this.listeners) listener();
  }

  /**
   * Off: answers are computed for every read and never kept, for as long as this server could miss
   * another's write (its notification channel is down). Turning it back on starts from empty.
   */
  setStoring(on: boolean): void {
    this.storing = on;
    this.clear();
  }

  /** Calls `listener` whenever this cache is cleared (here or by another server's write): a cache built from this one's data is cleared with it. */
  whenCleared(listener: () => void): void {
    this.listeners.push(listener);
  }

  private computeOnce(key: string, produce: () => Promise<string | CachedResponse>): Promise<CachedResponse> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise: Promise<CachedResponse> = produce()
      .then((made) => {
        const response = typeof made === 'string' ? new CachedResponse(made) : made;
        // A failure (5xx) is answered but never remembered: the next request tries again.
        if (generation === this.generation && this.storing && response.status < 500)
          this.remember(this.entries, key, response);
        return response;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  private remember(map: Map<string, CachedResponse>, key: string, response: CachedResponse): void {
    if (!map.has(key) && map.size >= this.maxEntries) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(key, response);
  }
}
