import { randomBytes } from 'node:crypto';
import { gatewayPage, listen, readBody, sendJson } from './fake-server.js';

/*
 * A local stand-in for bKash tokenized checkout (v1.2.0-beta), implementing the calls the shop makes:
 * grant and refresh token, create payment, the checkout page (pay / fail / cancel, which redirect to
 * the shop's callbackURL), execute, payment status query and refund (and its status). `behaviour`
 * switches on the documented failure modes.
 */

export const FAKE_BKASH = {
  appKey: 'fake-app-key',
  appSecret: 'fake-app-secret',
  username: '01770618567',
  password: 'fake-password',
};

export interface FakeBkashPayment {
  paymentID: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
  callbackURL: string;
  /** Initiated until the shopper acts; Authorized once they paid on the page; Completed after execute. */
  state: 'Initiated' | 'Authorized' | 'Completed' | 'Failed' | 'Cancelled';
  trxID: string | null;
  executions: number;
  refunds: { refundTrxID: string; amount: string }[];
}

export interface FakeBkashBehaviour {
  /** Execute answers this error (e.g. 2023 Insufficient Balance) and the payment fails. */
  declineExecute?: boolean;
  /** Execute completes the payment but answers only after this delay (the shop's timeout runs out). */
  executeDelayMs?: number;
  /** Execute and query report this amount (a tampered amount). */
  completedAmount?: string;
  /** The payment status query answers only after this delay (a slow provider). */
  queryDelayMs?: number;
  /** Refund answers an error. */
  refuseRefund?: boolean;
  /** A refund is made at once but answered only after this delay (a slow provider; past the shop's timeout). */
  refundDelayMs?: number;
  /**
   * The call acts (execute completes the payment, refund makes the refund) or only reads (the status
   * query), then answers HTTP 500 with a JSON error body, as bKash has been seen to.
   */
  serverError?: { execute?: boolean; query?: boolean; refund?: boolean };
  /** Tokens expire after this many seconds (3600 by default). */
  tokenSeconds?: number;
}

export interface FakeBkash {
  url: string;
  payments: Map<string, FakeBkashPayment>;
  behaviour: FakeBkashBehaviour;
  counts: { grants: number; refreshes: number; executes: number; queries: number };
  /** Plays the shopper on the checkout page; answers the callback query the shop receives. */
  complete(paymentID: string, action: 'pay' | 'fail' | 'cancel'): string;
  /** How many refunds bKash made, over every payment: what the shop must have recorded. */
  refundCount(): number;
  close(): Promise<void>;
}

const STATUS_OF_ACTION = { pay: 'success', fail: 'failure', cancel: 'cancel' } as const;
const SYSTEM_ERROR = { statusCode: '9999', statusMessage: 'System Error' };

export async function startFakeBkash(options: { port?: number } = {}): Promise<FakeBkash> {
  const payments = new Map<string, FakeBkashPayment>();
  const behaviour: FakeBkashBehaviour = {};
  const counts = { grants: 0, refreshes: 0, executes: 0, queries: 0 };
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  let url = '';

  function issueToken() {
    const idToken = `id_${randomBytes(12).toString('hex')}`;
    const refreshToken = `rf_${randomBytes(12).toString('hex')}`;
    const seconds = behaviour.tokenSeconds ?? 3600;
    tokens.set(idToken, Date.now() + seconds * 1000);
    refreshTokens.add(refreshToken);
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: seconds,
      refresh_token: refreshToken,
    };
  }

  function complete(paymentID: string, action: 'pay' | 'fail' | 'cancel'): string {
    const payment = payments.get(paymentID);
    if (!payment) throw new Error(`no such paymentID at the fake bKash: ${paymentID}`);
    if (payment.state === 'Initiated') {
      payment.state = action === 'pay' ? 'Authorized' : action === 'fail' ? 'Failed' : 'Cancelled';
    }
    return new URLSearchParams({
      paymentID,
      status: STATUS_OF_ACTION[action],
      signature: randomBytes(8).toString('hex'),
      apiVersion: '1.2.0-beta',
    }).toString();
  }

  function describe(payment: FakeBkashPayment) {
    return {
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: payment.paymentID,
      trxID: payment.trxID ?? '',
      transactionStatus: payment.state === 'Authorized' ? 'Initiated' : payment.state,
      amount: behaviour.completedAmount ?? payment.amount,
      currency: payment.currency,
      intent: 'sale',
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      customerMsisdn: '01770618575',
    };
  }

  const running = await listen(async (request, response) => {
    const requestUrl = new URL(request.url ?? '/', 'http://fake');
    const path = requestUrl.pathname;
    const raw = request.method === 'POST' ? await readBody(request) : '';

    if (path === '/tokenized/checkout/token/grant' || path === '/tokenized/checkout/token/refresh') {
      let body: Record<string, string> = {};
      try {
        body = JSON.parse(raw);
      } catch {
        return sendJson(response, 400, { errorCode: '9999', errorMessage: 'Bad JSON' });
      }
      const credentialsOk =
        request.headers.username === FAKE_BKASH.username &&
        request.headers.password === FAKE_BKASH.password &&
        body.app_key === FAKE_BKASH.appKey &&
        body.app_secret === FAKE_BKASH.appSecret;
      if (!credentialsOk)
        return sendJson(response, 200, { statusCode: '2001', statusMessage: 'Invalid App Key' });
      if (path.endsWith('/refresh')) {
        if (!refreshTokens.delete(body.refresh_token ?? '')) {
          return sendJson(response, 200, { statusCode: '2079', statusMessage: 'Invalid refresh token' });
        }
        counts.refreshes += 1;
      } else {
        counts.grants += 1;
      }
      return sendJson(response, 200, issueToken());
    }

    const page = /^\/checkout\/([^/]+)(?:\/(pay|fail|cancel))?$/.exec(path);
    if (page) {
      const payment = payments.get(page[1]!);
      if (!payment) return sendJson(response, 404, { error: 'no such payment' });
      const action = page[2] as 'pay' | 'fail' | 'cancel' | undefined;
      if (request.method === 'GET' && !action) {
        const html = gatewayPage('bKash test checkout', payment.amount, [
          { label: 'Pay with bKash', action: `/checkout/${payment.paymentID}/pay` },
          { label: 'Fail', action: `/checkout/${payment.paymentID}/fail` },
          { label: 'Cancel', action: `/checkout/${payment.paymentID}/cancel` },
        ]);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void response.end(html);
      }
      if (request.method === 'POST' && action) {
        const query = complete(payment.paymentID, action);
        const separator = payment.callbackURL.includes('?') ? '&' : '?';
        response.writeHead(302, { location: `${payment.callbackURL}${separator}${query}` });
        return void response.end();
      }
    }

    const expiry = tokens.get(String(request.headers.authorization ?? ''));
    if (!expiry || expiry < Date.now() || request.headers['x-app-key'] !== FAKE_BKASH.appKey) {
      return sendJson(response, 401, { message: 'Unauthorized' });
    }
    let body: Record<string, string> = {};
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      return sendJson(response, 400, { errorCode: '9999', errorMessage: 'Bad JSON' });
    }

    if (path === '/tokenized/checkout/create') {
      if (
        body.mode !== '0011' ||
        body.currency !== 'BDT' ||
        body.intent !== 'sale' ||
        !/^\d+\.\d{2}$/.test(body.amount ?? '')
      ) {
        return sendJson(response, 200, {
          statusCode: '2065',
          statusMessage: 'Mandatory field missing or invalid',
        });
      }
      const paymentID = `TR0011${randomBytes(10).toString('hex').toUpperCase()}`;
      const payment: FakeBkashPayment = {
        paymentID,
        amount: body.amount!,
        currency: body.currency!,
        merchantInvoiceNumber: body.merchantInvoiceNumber ?? '',
        callbackURL: body.callbackURL ?? '',
        state: 'Initiated',
        trxID: null,
        executions: 0,
        refunds: [],
      };
      payments.set(paymentID, payment);
      return sendJson(response, 200, {
        ...describe(payment),
        bkashURL: `${url}/checkout/${paymentID}`,
        callbackURL: payment.callbackURL,
        paymentCreateTime: new Date().toISOString(),
      });
    }

    const payment = payments.get(body.paymentID ?? '');
    if (!payment)
      return sendJson(response, 200, { statusCode: '2056', statusMessage: 'Invalid Payment State' });

    if (path === '/tokenized/checkout/execute') {
      counts.executes += 1;
      payment.executions += 1;
      if (payment.state === 'Completed') {
        return sendJson(response, 200, {
          statusCode: '2117',
          statusMessage: 'Payment execution already been called before',
        });
      }
      if (payment.state !== 'Authorized') {
        return sendJson(response, 200, { statusCode: '2056', statusMessage: 'Invalid Payment State' });
      }
      if (behaviour.declineExecute) {
        payment.state = 'Failed';
        return sendJson(response, 200, { statusCode: '2023', statusMessage: 'Insufficient Balance' });
      }
      payment.state = 'Completed';
      payment.trxID = `TRX${randomBytes(5).toString('hex').toUpperCase()}`;
      if (behaviour.serverError?.execute) return sendJson(response, 500, SYSTEM_ERROR);
      if (behaviour.executeDelayMs)
        await new Promise((resolve) => setTimeout(resolve, behaviour.executeDelayMs));
      return sendJson(response, 200, { ...describe(payment), paymentExecuteTime: new Date().toISOString() });
    }

    if (path === '/tokenized/checkout/payment/status') {
      counts.queries += 1;
      if (behaviour.queryDelayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.queryDelayMs));
      if (behaviour.serverError?.query) return sendJson(response, 500, SYSTEM_ERROR);
      return sendJson(response, 200, describe(payment));
    }

    if (path === '/tokenized/checkout/payment/refund') {
      if (!body.amount) {
        const [last] = payment.refunds.slice(-1);
        if (!last) return sendJson(response, 200, { statusCode: '2071', statusMessage: 'No refund found' });
        return sendJson(response, 200, {
          transactionStatus: 'Completed',
          originalTrxID: payment.trxID,
          refundTrxID: last.refundTrxID,
          amount: last.amount,
          currency: 'BDT',
        });
      }
      if (behaviour.refuseRefund || payment.state !== 'Completed' || body.trxID !== payment.trxID) {
        return sendJson(response, 200, {
          statusCode: '2071',
          statusMessage: 'Refund not allowed for this transaction',
        });
      }
      const refund = {
        refundTrxID: `RF${randomBytes(5).toString('hex').toUpperCase()}`,
        amount: body.amount,
      };
      payment.refunds.push(refund);
      if (behaviour.refundDelayMs)
        await new Promise((resolve) => setTimeout(resolve, behaviour.refundDelayMs));
      if (behaviour.serverError?.refund) return sendJson(response, 500, SYSTEM_ERROR);
      return sendJson(response, 200, {
        completedTime: new Date().toISOString(),
        transactionStatus: 'Completed',
        originalTrxID: payment.trxID,
        refundTrxID: refund.refundTrxID,
        amount: refund.amount,
        currency: 'BDT',
        charge: '0.00',
      });
    }

    return sendJson(response, 404, { error: `not found: ${path}` });
  }, options.port);
  url = running.url;

  const refundCount = () => [...payments.values()].reduce((sum, payment) => sum + payment.refunds.length, 0);
  return { url, payments, behaviour, counts, complete, refundCount, close: running.close };
}
