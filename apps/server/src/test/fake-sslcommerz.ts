import { randomBytes } from 'node:crypto';
import { escapeHtml, gatewayPage, listen, readBody, sendHtml, sendJson } from './fake-server.js';

/*
 * A local stand-in for SSLCommerz's hosted checkout (API v4), implementing the calls the shop makes:
 * session init, the gateway page (Pay / Fail / Cancel, which post back to the shop's return URLs and
 * send the IPN), the Order Validation API, the transaction query, the refund API and the refund query.
 * `behaviour` switches on the documented failure modes for the next calls.
 */

export const FAKE_SSLCOMMERZ = { storeId: 'plantopiatest', storePassword: 'plantopia-test@ssl' };

export interface FakeSslSession {
  tranId: string;
  sessionKey: string;
  amount: string;
  currency: string;
  urls: { success: string; fail: string; cancel: string; ipn: string };
  customer: Record<string, string>;
  status: 'PENDING' | 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED';
  valId: string | null;
  bankTranId: string | null;
  riskLevel: '0' | '1';
  refunds: { refId: string; amount: string; status: string }[];
}

export interface FakeSslBehaviour {
  /** The session init answers FAILED with this reason. */
  refuseInit?: string;
  /** The validation API answers this status instead of VALID (e.g. INVALID_TRANSACTION). */
  validationStatus?: string;
  /** The validation API reports this amount instead of the session's (a tampered amount). */
  validatedAmount?: string;
  /** The next payment is flagged risky (risk_level 1). */
  risky?: boolean;
  /** The refund API answers this (success by default). */
  refund?: 'success' | 'processing' | 'failed';
  /** The refund is made, then answered with HTTP 500 and a JSON error body. */
  refundServerError?: boolean;
  /** The transaction and refund queries answer HTTP 500 with a JSON error body. */
  queryServerError?: boolean;
}

export interface FakeSslcommerz {
  url: string;
  sessions: Map<string, FakeSslSession>;
  behaviour: FakeSslBehaviour;
  /** Plays the shopper's choice on the gateway page; answers the fields SSLCommerz posts back. */
  complete(tranId: string, action: 'pay' | 'fail' | 'cancel'): Record<string, string>;
  calls: string[];
  /** How many refunds SSLCommerz made, over every payment: what the shop must have recorded. */
  refundCount(): number;
  close(): Promise<void>;
}

const SERVER_ERROR = { APIConnect: 'FAILED', errorReason: 'Internal server error' };

export async function startFakeSslcommerz(options: { port?: number } = {}): Promise<FakeSslcommerz> {
  const sessions = new Map<string, FakeSslSession>();
  const behaviour: FakeSslBehaviour = {};
  const calls: string[] = [];
  let url = '';

  const byKey = (key: string) => [...sessions.values()].find((s) => s.sessionKey === key);
  const byValId = (valId: string) => [...sessions.values()].find((s) => s.valId === valId);

  function postedFields(session: FakeSslSession): Record<string, string> {
    const status = session.status === 'VALIDATED' ? 'VALID' : session.status;
    return {
      tran_id: session.tranId,
      status,
      amount: session.amount,
      currency: session.currency,
      store_amount: session.amount,
      ...(session.valId ? { val_id: session.valId } : {}),
      ...(session.bankTranId ? { bank_tran_id: session.bankTranId } : {}),
      card_type: 'BKASH-BKash',
      risk_level: session.riskLevel,
      risk_title: session.riskLevel === '1' ? 'Risky' : 'Safe',
      tran_date: new Date().toISOString().replace('T', ' ').slice(0, 19),
    };
  }

  function complete(tranId: string, action: 'pay' | 'fail' | 'cancel'): Record<string, string> {
    const session = sessions.get(tranId);
    if (!session) throw new Error(`no such tran_id at the fake SSLCommerz: ${tranId}`);
    if (action === 'pay') {
      session.status = 'VALID';
      session.valId ??= `val${randomBytes(8).toString('hex')}`;
      session.bankTranId ??= `bank${randomBytes(6).toString('hex')}`;
      session.riskLevel = behaviour.risky ? '1' : '0';
    } else {
      session.status = action === 'fail' ? 'FAILED' : 'CANCELLED';
    }
    return postedFields(session);
  }

  const credentialsOk = (params: URLSearchParams) =>
    params.get('store_id') === FAKE_SSLCOMMERZ.storeId &&
    params.get('store_passwd') === FAKE_SSLCOMMERZ.storePassword;

  const running = await listen(async (request, response) => {
    const requestUrl = new URL(request.url ?? '/', 'http://fake');
    const path = requestUrl.pathname;
    calls.push(`${request.method} ${path}`);

    if (request.method === 'POST' && path === '/gwprocess/v4/api.php') {
      const form = new URLSearchParams(await readBody(request));
      if (!credentialsOk(form))
        return sendJson(response, 200, {
          status: 'FAILED',
          failedreason: 'Store Credential Error Or Store is De-active',
        });
      if (behaviour.refuseInit)
        return sendJson(response, 200, { status: 'FAILED', failedreason: behaviour.refuseInit });
      const tranId = form.get('tran_id') ?? '';
      const sessionKey = randomBytes(16).toString('hex').toUpperCase();
      sessions.set(tranId, {
        tranId,
        sessionKey,
        amount: form.get('total_amount') ?? '',
        currency: form.get('currency') ?? '',
        urls: {
          success: form.get('success_url') ?? '',
          fail: form.get('fail_url') ?? '',
          cancel: form.get('cancel_url') ?? '',
          ipn: form.get('ipn_url') ?? '',
        },
        customer: Object.fromEntries(
          [...form].filter(([k]) => k.startsWith('cus_') || k.startsWith('ship_')),
        ),
        status: 'PENDING',
        valId: null,
        bankTranId: null,
        riskLevel: '0',
        refunds: [],
      });
      return sendJson(response, 200, {
        status: 'SUCCESS',
        sessionkey: sessionKey,
        GatewayPageURL: `${url}/gateway/${sessionKey}`,
      });
    }

    const page = /^\/gateway\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && page) {
      const session = byKey(page[1]!);
      if (!session) return sendJson(response, 404, { error: 'no such session' });
      return sendHtml(
        response,
        gatewayPage('SSLCommerz test gateway', session.amount, [
          { label: 'Pay', action: `/gateway/${session.sessionKey}/pay` },
          { label: 'Fail', action: `/gateway/${session.sessionKey}/fail` },
          { label: 'Cancel', action: `/gateway/${session.sessionKey}/cancel` },
        ]),
      );
    }

    // The shopper's choice: SSLCommerz notifies the shop (IPN), then posts the shopper back to it.
    const choice = /^\/gateway\/([^/]+)\/(pay|fail|cancel)$/.exec(path);
    if (request.method === 'POST' && choice) {
      const session = byKey(choice[1]!);
      if (!session) return sendJson(response, 404, { error: 'no such session' });
      const action = choice[2] as 'pay' | 'fail' | 'cancel';
      const fields = complete(session.tranId, action);
      if (session.urls.ipn) {
        await fetch(session.urls.ipn, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }).catch(() => undefined);
      }
      const target =
        action === 'pay' ? session.urls.success : action === 'fail' ? session.urls.fail : session.urls.cancel;
      const inputs = Object.entries(fields)
        .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
        .join('');
      return sendHtml(
        response,
        `<!doctype html><html><body><p>Returning to the shop…</p><form id="back" method="post" action="${escapeHtml(target)}">${inputs}<noscript><button>Continue</button></noscript></form><script>document.getElementById('back').submit()</script></body></html>`,
      );
    }

    if (request.method === 'GET' && path === '/validator/api/validationserverAPI.php') {
      const params = requestUrl.searchParams;
      if (!credentialsOk(params))
        return sendJson(response, 200, { status: 'INVALID_TRANSACTION', error: 'Store credential error' });
      const session = byValId(params.get('val_id') ?? '');
      if (!session || (session.status !== 'VALID' && session.status !== 'VALIDATED')) {
        return sendJson(response, 200, { status: 'INVALID_TRANSACTION' });
      }
      const status = behaviour.validationStatus ?? session.status;
      const amount = behaviour.validatedAmount ?? session.amount;
      if (session.status === 'VALID') session.status = 'VALIDATED';
      return sendJson(response, 200, {
        status,
        tran_date: new Date().toISOString(),
        tran_id: session.tranId,
        val_id: session.valId,
        amount,
        store_amount: amount,
        currency: 'BDT',
        bank_tran_id: session.bankTranId,
        card_type: 'BKASH-BKash',
        currency_type: session.currency,
        currency_amount: amount,
        risk_level: session.riskLevel,
        risk_title: session.riskLevel === '1' ? 'Risky' : 'Safe',
      });
    }

    if (request.method === 'GET' && path === '/validator/api/merchantTransIDvalidationAPI.php') {
      const params = requestUrl.searchParams;
      if (!credentialsOk(params)) return sendJson(response, 200, { APIConnect: 'INVALID_REQUEST' });
      if (params.get('refund_amount')) {
        const session = [...sessions.values()].find(
          (s) => s.bankTranId && s.bankTranId === params.get('bank_tran_id'),
        );
        if (!session)
          return sendJson(response, 200, {
            APIConnect: 'DONE',
            status: 'failed',
            errorReason: 'Invalid bank_tran_id',
          });
        const outcome = behaviour.refund ?? 'success';
        if (outcome === 'failed') {
          return sendJson(response, 200, {
            APIConnect: 'DONE',
            bank_tran_id: session.bankTranId,
            status: 'failed',
            errorReason: 'Refund request declined by the bank',
          });
        }
        const refId = `ref${randomBytes(6).toString('hex')}`;
        session.refunds.push({
          refId,
          amount: params.get('refund_amount') ?? '',
          status: outcome === 'success' ? 'refunded' : 'processing',
        });
        if (behaviour.refundServerError) return sendJson(response, 500, SERVER_ERROR);
        return sendJson(response, 200, {
          APIConnect: 'DONE',
          bank_tran_id: session.bankTranId,
          trans_id: session.tranId,
          refund_ref_id: refId,
          status: outcome,
          errorReason: '',
        });
      }
      if (behaviour.queryServerError) return sendJson(response, 500, SERVER_ERROR);
      if (params.get('refund_ref_id')) {
        const refund = [...sessions.values()]
          .flatMap((s) => s.refunds)
          .find((r) => r.refId === params.get('refund_ref_id'));
        if (!refund)
          return sendJson(response, 200, {
            APIConnect: 'DONE',
            status: 'failed',
            errorReason: 'Invalid refund_ref_id',
          });
        return sendJson(response, 200, {
          APIConnect: 'DONE',
          refund_ref_id: refund.refId,
          status: refund.status,
          errorReason: '',
        });
      }
      const session = sessions.get(params.get('tran_id') ?? '');
      const elements =
        session && session.status !== 'PENDING'
          ? [
              {
                val_id: session.valId ?? '',
                status: session.status,
                tran_id: session.tranId,
                amount: session.amount,
                bank_tran_id: session.bankTranId ?? '',
                risk_level: session.riskLevel,
              },
            ]
          : [];
      return sendJson(response, 200, {
        APIConnect: 'DONE',
        no_of_trans_found: elements.length,
        element: elements,
      });
    }

    return sendJson(response, 404, { error: `not found: ${path}` });
  }, options.port);
  url = running.url;

  const refundCount = () => [...sessions.values()].reduce((sum, session) => sum + session.refunds.length, 0);
  return { url, sessions, behaviour, complete, calls, refundCount, close: running.close };
}
