import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A local stand-in for the few Stripe endpoints the shop calls (create and retrieve a PaymentIntent),
 * so the Stripe provider is tested without the internet. `confirm` plays the part of Stripe.js in the
 * shopper's browser; `event` builds the webhook Stripe would then send, signed with the shop's secret.
 */

export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_fake_0123456789',
  publishableKey: 'pk_test_fake_0123456789',
  webhookSecret: 'whsec_fake_0123456789',
};

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
}

const CARD_OUTCOMES: Partial<Record<string, string | null>> = {
  '4242424242424242': null,
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Confirms like Stripe.js would; answers the decline message, or null when the card was charged. */
  confirm(clientSecret: string, cardNumber: string): string | null;
  /** The raw webhook body and its `Stripe-Signature` header for the intent's current state. */
  event(intentId: string): { payload: string; signature: string };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${Date.now()}` });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = new URLSearchParams(await readBody(request));
      const key = String(request.headers['idempotency-key'] ?? '');
      const earlier = key ? byIdempotencyKey.get(key) : undefined;
      if (earlier) return send(200, earlier);
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata,
        last_payment_error: null,
      };
      intents.set(id, intent);
      if (key) byIdempotencyKey.set(key, intent);
      return send(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      if (!intent)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      return send(200, intent);
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(FAKE_STRIPE_KEYS.secretKey);

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    confirm(clientSecret, cardNumber) {
      const intent = [...intents.values()].find((candidate) => candidate.client_secret === clientSecret);
      if (!intent) throw new Error('no such client secret at the fake Stripe');
      const number = cardNumber.replace(/\s/g, '');
      const decline = number in CARD_OUTCOMES ? (CARD_OUTCOMES[number] ?? null) : 'Your card was declined.';
      intent.status = decline ? 'requires_payment_method' : 'succeeded';
      intent.last_payment_error = decline ? { message: decline } : null;
      return decline;
    },
    event(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error('no such intent at the fake Stripe');
      const type =
        intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
      const payload = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type,
        data: { object: intent },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: FAKE_STRIPE_KEYS.webhookSecret,
      });
      return { payload, signature };
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
