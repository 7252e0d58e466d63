import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse, ContentEncoding } from './response-cache.js';

/** Smaller bodies gain nothing from compression. */
const COMPRESS_FROM_BYTES = 1024;

/** The best encoding the client accepts (brotli, then gzip), or none; `q=0` refuses an encoding. */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (token && !refused) accepted.add(token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a cached answer as it is stored: pre-compressed when the client accepts it, 304 when the
 * client already holds this version. `no-cache` lets browsers keep it but ask again each time, so a
 * write is seen at once while an unchanged list costs a few bytes.
 */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse) {
  // Added to a Vary already set (CORS sets `Origin`), so a cache never hands one origin's answer to another.
  const vary = reply.getHeader('vary');
  reply
    .code(cached.status)
    .header('content-type', cached.contentType)
    .header('etag', cached.etag)
    .header('cache-control', 'no-cache')
    .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    .headers(cached.headers);
  if (cached.status === 200 && matchesEtag(request.headers['if-none-match'], cached.etag)) {
    return reply.code(304).send();
  }
  const encoding =
    cached.body.length >= COMPRESS_FROM_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(cached.body);
  return reply.header('content-encoding', encoding).send(await cached.encode(encoding));
}
