import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readBody } from './fake-server.js';

/*
 * A local stand-in for the few Stripe endpoints the shop calls (create and retrieve a PaymentIntent,
 * refund one),
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

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Refunds made, by id; `refuseRefunds` answers Stripe's error instead. */
  refunds: Map<string, { id: string; payment_intent: string; amount: number }>;
  behaviour: { refuseRefunds?: boolean };
  /** Confirms like Stripe.js would; answers the decline message, or null when the card was charged. */
  confirm(clientSecret: string, cardNumber: string): string | null;
  /** The raw webhook body and its `Stripe-Signature` header for the intent's current state. */
  event(intentId: string): { payload: string; signature: string };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const refunds: FakeStripe['refunds'] = new Map();
  const refundsByKey = new Map<string, unknown>();
  const behaviour: FakeStripe['behaviour'] = {};

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
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const form = new URLSearchParams(await readBody(request));
      const key = String(request.headers['idempotency-key'] ?? '');
      if (key && refundsByKey.has(key)) return send(200, refundsByKey.get(key));
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      if (behaviour.refuseRefunds || intent.status !== 'succeeded') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge for ${intent.id} has already been refunded.`,
          },
        });
      }
      const refund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount: Number(form.get('amount') ?? intent.amount),
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      if (key) refundsByKey.set(key, refund);
      return send(200, refund);
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
    refunds,
    behaviour,
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
