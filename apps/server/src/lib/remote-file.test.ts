import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fetchRemoteFile, isPrivateAddress } from './remote-file.js';

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/big') res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(2048));
    else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(16));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('loopback, private, link-local and mapped addresses are not public; a public one is', () => {
  for (const address of [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::ffff:127.0.0.1',
    'fd00::1',
    'fe80::1',
  ]) {
    expect(isPrivateAddress(address), address).toBe(true);
  }
  for (const address of ['8.8.8.8', '103.4.145.2', '2606:4700::1111'])
    expect(isPrivateAddress(address), address).toBe(false);
});

test('a literal private address and a name that resolves to one are refused before connecting', async () => {
  const options = { maxBytes: 1024, timeoutMs: 2000 };
  await expect(fetchRemoteFile(`http://127.0.0.1:${port}/x`, options)).rejects.toMatchObject({
    reason: 'private_address',
  });
  await expect(fetchRemoteFile(`http://localhost:${port}/x`, options)).rejects.toMatchObject({
    reason: 'private_address',
  });
  await expect(fetchRemoteFile('file:///etc/passwd', options)).rejects.toMatchObject({
    reason: 'bad_address',
  });
});

test('allowed for a test, the byte limit and the redirect limit still hold', async () => {
  const options = { maxBytes: 1024, timeoutMs: 2000, allowPrivateAddresses: true };
  expect((await fetchRemoteFile(`http://127.0.0.1:${port}/ok`, options)).bytes).toHaveLength(16);
  await expect(fetchRemoteFile(`http://127.0.0.1:${port}/big`, options)).rejects.toMatchObject({
    reason: 'too_large',
  });
  await expect(fetchRemoteFile(`http://127.0.0.1:${port}/loop`, options)).rejects.toMatchObject({
    reason: 'too_many_redirects',
  });
});
