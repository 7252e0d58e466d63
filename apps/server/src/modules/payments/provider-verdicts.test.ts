import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { listen, type RunningFake, readBody } from '../../test/fake-server.js';
import { createBkashProvider } from './bkash-provider.js';
import type { SessionRef } from './redirect-provider.js';
import { createSslcommerzProvider } from './sslcommerz-provider.js';

/*
 * Each provider's answers turned into verdicts (issue 28; docs/payments-providers.md): only a clear
 * success or a documented failure is a verdict; a 5xx (even with a JSON body), an HTML error page, an
 * empty body, a timeout or a body without the documented fields is unknown. A scripted server answers
 * each call as the test says, so every case is one the provider could really send.
 */

interface Answer {
  status?: number;
  /** A string is sent as it is (an HTML page, nothing); anything else as JSON. */
  body: unknown;
  delayMs?: number;
}

let server: RunningFake;
/** What the next call to each path answers. */
const script = new Map<string, Answer>();
const asked: string[] = [];

beforeAll(async () => {
  server = await listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    await readBody(request);
    asked.push(path);
    if (path.endsWith('/token/grant')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ statusCode: '0000', id_token: 'token', expires_in: 3600 }));
    }
    const answer = script.get(path) ?? { status: 404, body: { error: 'not scripted' } };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    response.writeHead(answer.status ?? 200, {
      'content-type': typeof answer.body === 'string' ? 'text/html' : 'application/json',
    });
    response.end(text);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  script.clear();
  asked.length = 0;
});

const session: SessionRef = { id: 'attempt-1', providerRef: 'PAY1', amount: 110_000, transactionId: 'TRX1' };
const HTML_ERROR = '<html><body><h1>502 Bad Gateway</h1></body></html>';

describe('bKash', () => {
  const bkash = () =>
    createBkashProvider(
      { appKey: 'k', appSecret: 's', username: 'u', password: 'p', apiUrl: server.url },
      { timeoutMs: 300 },
    );
  const EXECUTE = '/tokenized/checkout/execute';
  const QUERY = '/tokenized/checkout/payment/status';
  const REFUND = '/tokenized/checkout/payment/refund';
  const completed = {
    statusCode: '0000',
    transactionStatus: 'Completed',
    amount: '1100.00',
    currency: 'BDT',
    merchantInvoiceNumber: 'attempt-1',
    trxID: 'TRX1',
  };

  test('Completed for this amount and invoice is paid; for another amount it is money to return', async () => {
    script.set(EXECUTE, { body: completed });
    expect(await bkash().verify(session, { kind: 'success' })).toMatchObject({
      outcome: 'paid',
      transactionId: 'TRX1',
    });
    script.set(EXECUTE, { body: { ...completed, amount: '11.00' } });
    expect(await bkash().verify(session, { kind: 'success' })).toMatchObject({
      outcome: 'mismatched',
      takenAmount: 1_100,
    });
  });

  test.each([
    [
      'HTTP 500 with a JSON body',
      { status: 500, body: { statusCode: '9999', statusMessage: 'System Error' } },
    ],
    ['an HTML error page', { status: 502, body: HTML_ERROR }],
    ['an empty body', { body: '' }],
    ['a timeout', { body: completed, delayMs: 600 }],
    ['no transactionStatus', { body: { statusCode: '2001', statusMessage: 'Invalid App Key' } }],
    [
      'maintenance (503 code)',
      { body: { statusCode: '503', statusMessage: 'System is undergoing maintenance' } },
    ],
  ])('execute and query both answering %s is unknown, never failed', async (_case, answer) => {
    script.set(EXECUTE, answer);
    script.set(QUERY, answer);
    expect((await bkash().verify(session, { kind: 'success' })).outcome).toBe('unknown');
  });

  test('an execute refused with a documented payer code, confirmed Failed by the query, fails with its reason', async () => {
    script.set(EXECUTE, { body: { statusCode: '2023', statusMessage: 'Insufficient Balance' } });
    script.set(QUERY, { body: { ...completed, transactionStatus: 'Failed' } });
    expect(await bkash().verify(session, { kind: 'success' })).toEqual({
      outcome: 'failed',
      message: 'bKash: Insufficient Balance (2023)',
    });
  });

  test.each([
    ['Initiated', 'pending'],
    ['Pending Authorized', 'pending'],
    ['Failed', 'failed'],
    ['Cancelled', 'cancelled'],
    ['Expired', 'failed'],
    ['Declined', 'failed'],
    ['Something New', 'unknown'],
  ])('the status query saying %s is %s', async (transactionStatus, outcome) => {
    script.set(QUERY, { body: { ...completed, transactionStatus } });
    expect((await bkash().verify(session, { kind: 'none' })).outcome).toBe(outcome);
  });

  test.each([
    [
      'Completed with a refund id',
      { body: { transactionStatus: 'Completed', refundTrxID: 'RF1' } },
      'succeeded',
    ],
    [
      'a documented refusal (2071)',
      { body: { statusCode: '2071', statusMessage: 'Refund not allowed' } },
      'failed',
    ],
    [
      '"Exception occurred" (2020)',
      { body: { statusCode: '2020', statusMessage: 'Exception Occurred' } },
      'unknown',
    ],
    ['system error 9999', { body: { statusCode: '9999', statusMessage: 'System Error' } }, 'unknown'],
    ['a body without status', { body: { amount: '1100.00' } }, 'unknown'],
  ])('a refund answered with %s is %s', async (_case, answer, status) => {
    script.set(REFUND, answer);
    expect((await bkash().refund(session, { amount: 110_000, reason: 'test' })).status).toBe(status);
  });

  test.each([
    [
      'HTTP 500 with a JSON body',
      { status: 500, body: { transactionStatus: 'Completed', refundTrxID: 'RF1' } },
    ],
    ['an HTML page', { status: 200, body: HTML_ERROR }],
    ['a timeout', { body: { transactionStatus: 'Completed', refundTrxID: 'RF1' }, delayMs: 600 }],
  ])(
    'a refund answered with %s is no answer at all (the caller records it unknown)',
    async (_case, answer) => {
      script.set(REFUND, answer);
      await expect(bkash().refund(session, { amount: 110_000, reason: 'test' })).rejects.toThrow(
        /did not answer/,
      );
    },
  );
});

describe('SSLCommerz', () => {
  const ssl = () => createSslcommerzProvider({ storeId: 's', storePassword: 'p', apiUrl: server.url });
  const API = '/validator/api/merchantTransIDvalidationAPI.php';

  test.each([
    [{ APIConnect: 'DONE', status: 'success', refund_ref_id: 'R1' }, 'succeeded'],
    [{ APIConnect: 'DONE', status: 'processing', refund_ref_id: 'R1' }, 'pending'],
    [{ APIConnect: 'DONE', status: 'failed', errorReason: 'Declined' }, 'failed'],
    [{ APIConnect: 'INVALID_REQUEST' }, 'failed'],
    [{ APIConnect: 'INACTIVE' }, 'failed'],
    [{ status: 'success' }, 'unknown'],
    [{}, 'unknown'],
  ])('a refund answered %j is %s', async (body, status) => {
    script.set(API, { body });
    expect((await ssl().refund(session, { amount: 110_000, reason: 'test' })).status).toBe(status);
  });

  test('a refund answered with HTTP 500, even with a JSON body, is no answer', async () => {
    script.set(API, { status: 500, body: { APIConnect: 'DONE', status: 'success' } });
    await expect(ssl().refund(session, { amount: 110_000, reason: 'test' })).rejects.toThrow(/HTTP 500/);
  });

  test('a refund whose answer never came cannot be asked about without its id: unknown, and SSLCommerz is not called', async () => {
    expect((await ssl().refundStatus(session, null)).status).toBe('unknown');
    expect(asked).toEqual([]);
  });

  test('a transaction query that is not DONE says nothing: unknown, whatever the callback claimed', async () => {
    script.set(API, { body: { APIConnect: 'FAILED' } });
    expect((await ssl().verify(session, { kind: 'failed' })).outcome).toBe('unknown');
  });

  test('a query that is DONE with no transaction trusts the return: failed, cancelled, or still pending', async () => {
    script.set(API, { body: { APIConnect: 'DONE', no_of_trans_found: 0, element: [] } });
    expect((await ssl().verify(session, { kind: 'failed' })).outcome).toBe('failed');
    expect((await ssl().verify(session, { kind: 'cancelled' })).outcome).toBe('cancelled');
    expect((await ssl().verify(session, { kind: 'none' })).outcome).toBe('pending');
  });
});
