import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The little every local fake provider shares: a body reader, answers, and a server on a free port. */

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, html: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain page in the provider's place: the amount and a button per outcome, big enough for a phone. */
export function gatewayPage(
  title: string,
  amount: string,
  buttons: { label: string; action: string }[],
): string {
  const forms = buttons
    .map(
      (b) =>
        `<form method="post" action="${escapeHtml(b.action)}"><button type="submit">${escapeHtml(b.label)}</button></form>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;font-size:1.1rem;padding:.8rem;margin:.5rem 0;border-radius:.5rem;border:1px solid #555;background:#fff}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>Test payment of <strong>৳${escapeHtml(amount)}</strong>. No money moves.</p>${forms}</body></html>`;
}

export interface RunningFake {
  url: string;
  close(): Promise<void>;
}

export async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  port = 0,
): Promise<RunningFake> {
  const server: Server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      sendJson(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
