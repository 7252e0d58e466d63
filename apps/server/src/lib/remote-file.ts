import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Fetching a file from an address a user typed (a product image in an imported CSV) asks this server to
 * connect wherever the user points it: at the database, a cloud's metadata service, an admin page on
 * the private network. These rules keep such a fetch on the public internet (docs/security.md):
 * - only http and https, on any port;
 * - the host's address is checked after DNS resolution, at connect time (a name that resolves to a
 *   private address, or rebinds to one between a check and the connection, is refused);
 * - at most MAX_REDIRECTS redirects, each to an address checked the same way;
 * - one time limit for the whole exchange, and a byte limit enforced while reading (not trusting
 *   Content-Length).
 */

export const MAX_REDIRECTS = 3;

/** Why a remote file was not fetched, a closed set the caller turns into its own message. */
export type RemoteFileFailure =
  | 'bad_address'
  | 'private_address'
  | 'unreachable'
  | 'timeout'
  | 'http_status'
  | 'too_large'
  | 'too_many_redirects';

export class RemoteFileError extends Error {
  readonly reason: RemoteFileFailure;
  constructor(reason: RemoteFileFailure, detail: string) {
    super(`${reason}: ${detail}`);
    this.name = 'RemoteFileError';
    this.reason = reason;
  }
}

/** Loopback, private, link-local (cloud metadata at 169.254.169.254), shared, multicast and reserved ranges. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4, v6, or v4 mapped into v6) is outside the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NOT_PUBLIC.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** DNS resolution that refuses a name any of whose addresses is not public. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as { address: string; family: number }[];
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address))) {
      return callback(new RemoteFileError('private_address', hostname), '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as (e: null, a: typeof list) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

export interface RemoteFile {
  bytes: Buffer;
  /** The answer's declared type, lower case without parameters; '' when none was sent. */
  contentType: string;
}

export interface RemoteFileOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Tests fetch from a server on 127.0.0.1; production never sets this. */
  allowPrivateAddresses?: boolean;
}

/** Fetches `address` under the rules above, or throws RemoteFileError. */
export async function fetchRemoteFile(address: string, options: RemoteFileOptions): Promise<RemoteFile> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = address;
  for (let redirects = 0; ; redirects++) {
    const answer = await getOnce(current, options, signal);
    if ('location' in answer) {
      if (redirects >= MAX_REDIRECTS) throw new RemoteFileError('too_many_redirects', address);
      current = answer.location;
      continue;
    }
    return answer;
  }
}

function checkedUrl(address: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteFileError('bad_address', address);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new RemoteFileError('bad_address', address);
  }
  // A literal address is never looked up, so it is checked here rather than in `publicLookup`.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) {
    throw new RemoteFileError('private_address', host);
  }
  return url;
}

function getOnce(
  address: string,
  options: RemoteFileOptions,
  signal: AbortSignal,
): Promise<RemoteFile | { location: string }> {
  const allowPrivate = options.allowPrivateAddresses === true;
  const url = checkedUrl(address, allowPrivate);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      if (error instanceof RemoteFileError) return reject(error);
      if (signal.aborted) return reject(new RemoteFileError('timeout', address));
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof RemoteFileError) return reject(cause);
      reject(new RemoteFileError('unreachable', error instanceof Error ? error.message : String(error)));
    };
    const request = client.get(
      url,
      {
        signal,
        headers: { accept: 'image/*', 'user-agent': 'Plantopia catalog import' },
        ...(allowPrivate ? {} : { lookup: publicLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ location: new URL(response.headers.location, url).toString() });
          return;
        }
        if (status < 200 || status > 299) {
          response.resume();
          reject(new RemoteFileError('http_status', `HTTP ${status}`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          response.destroy();
          reject(new RemoteFileError('too_large', `${declared} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new RemoteFileError('too_large', `more than ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('end', () =>
          resolve({
            bytes: Buffer.concat(chunks),
            contentType: (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(),
          }),
        );
      },
    );
    request.on('error', fail);
  });
}
