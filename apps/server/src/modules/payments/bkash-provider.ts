import { decimalTakaToPoisha, poishaToDecimalTaka } from '@plantopia/shared';
import {
  callProvider,
  type PaymentVerdict,
  ProviderUnavailableError,
  type RedirectProvider,
  type RefundOutcome,
  type SessionRef,
  textOf,
} from './redirect-provider.js';

export interface BkashSettings {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** https://tokenized.sandbox.bka.sh/v1.2.0-beta, the live host, or a local fake. */
  apiUrl: string;
}

const NAME = 'bKash';

export const BKASH_CALLBACK_PATH = '/api/payments/bkash/callback';

/** A token is renewed this long before bKash says it expires, so no call goes out with a dying one. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;
/** bKash's answer to executing a payment that is not waiting to be executed (already executed, or never approved). */
const INVALID_PAYMENT_STATE = '2056';

interface Token {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

/**
 * bKash tokenized checkout (v1.2.0-beta), as documented: grant a token (cached; refreshed with its refresh
 * token before it expires, granted anew when that fails), create a payment (mode 0011), send the shopper
 * to `bkashURL`, then on the callback execute it; when execute fails or times out, query before deciding.
 */
export function createBkashProvider(
  settings: BkashSettings,
  options: { timeoutMs?: number; now?: () => number } = {},
): RedirectProvider {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 30_000;
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;

  async function tokenCall(path: string, body: Record<string, string>): Promise<Token> {
    const answer = await callProvider(NAME, `${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        username: settings.username,
        password: settings.password,
      },
      body: JSON.stringify({ app_key: settings.appKey, app_secret: settings.appSecret, ...body }),
      timeoutMs,
    });
    const idToken = textOf(answer, 'id_token');
    if (!idToken) throw new ProviderUnavailableError(NAME, textOf(answer, 'statusMessage') || 'no token');
    const seconds = Number(textOf(answer, 'expires_in')) || 3600;
    return {
      idToken,
      refreshToken: textOf(answer, 'refresh_token'),
      expiresAt: now() + seconds * 1000,
    };
  }

  async function renew(): Promise<Token> {
    if (token?.refreshToken) {
      try {
        return await tokenCall('/tokenized/checkout/token/refresh', { refresh_token: token.refreshToken });
      } catch {
        // A refresh token bKash no longer takes: a fresh grant below.
      }
    }
    return tokenCall('/tokenized/checkout/token/grant', {});
  }

  /** One token for every call; concurrent callers share one renewal. */
  async function idToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now()) return token.idToken;
    pending ??= renew().finally(() => {
      pending = null;
    });
    token = await pending;
    return token.idToken;
  }

  async function call(path: string, body: Record<string, string>) {
    return callProvider(NAME, `${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: await idToken(),
        'x-app-key': settings.appKey,
      },
      body: JSON.stringify(body),
      timeoutMs,
    });
  }

  /** Completed, for exactly this attempt's amount and invoice; anything else is not paid. */
  function judge(session: SessionRef, answer: Record<string, unknown>): PaymentVerdict {
    const status = textOf(answer, 'transactionStatus');
    if (status === 'Completed') {
      const amount = decimalTakaToPoisha(textOf(answer, 'amount'));
      if (amount !== session.amount || textOf(answer, 'currency') !== 'BDT') {
        return {
          outcome: 'failed',
          message: `bKash completed ${textOf(answer, 'amount')} ${textOf(answer, 'currency')}, not this order's ${poishaToDecimalTaka(session.amount)} BDT`,
        };
      }
      if (textOf(answer, 'merchantInvoiceNumber') !== session.id) {
        return { outcome: 'failed', message: 'bKash completed a payment for another invoice' };
      }
      return {
        outcome: 'paid',
        transactionId: textOf(answer, 'trxID'),
        validationId: null,
        review: false,
        message: null,
      };
    }
    if (status === 'Initiated' || status === 'Pending Authorized')
      return { outcome: 'pending', message: null };
    // A query answers "Successful" about a payment that is Failed: the payment's own status is the news.
    const message = status
      ? `the payment is ${status.toLowerCase()}`
      : textOf(answer, 'statusMessage') || textOf(answer, 'errorMessage');
    return { outcome: 'failed', message: `bKash: ${message || 'the payment did not go through'}` };
  }

  async function queryStatus(session: SessionRef): Promise<PaymentVerdict> {
    const answer = await call('/tokenized/checkout/payment/status', { paymentID: session.providerRef ?? '' });
    return judge(session, answer);
  }

  return {
    name: 'bkash',

    async start({ sessionId, amount, publicUrl }) {
      const answer = await call('/tokenized/checkout/create', {
        mode: '0011',
        payerReference: sessionId,
        callbackURL: publicUrl + BKASH_CALLBACK_PATH,
        amount: poishaToDecimalTaka(amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: sessionId,
      });
      const redirectUrl = textOf(answer, 'bkashURL');
      const paymentId = textOf(answer, 'paymentID');
      if (!paymentId || !/^https?:\/\//.test(redirectUrl)) {
        throw new Error(`bKash refused the payment: ${textOf(answer, 'statusMessage') || 'no reason given'}`);
      }
      return { providerRef: paymentId, redirectUrl };
    },

    async verify(session, hint) {
      let refusal: string | null = null;
      let alreadyExecuted = false;
      if (hint.kind === 'success') {
        try {
          const executed = await call('/tokenized/checkout/execute', {
            paymentID: session.providerRef ?? '',
          });
          const verdict = judge(session, executed);
          if (verdict.outcome === 'paid') return verdict;
          alreadyExecuted = textOf(executed, 'statusCode') === INVALID_PAYMENT_STATE;
          refusal = verdict.outcome === 'failed' && !alreadyExecuted ? verdict.message : null;
        } catch {
          // No answer (a timeout): the payment may or may not have gone through; the query decides.
        }
      }
      // The query decides every other case: a refused execute may be one that already ran (a replayed
      // callback), or one for a payment the shopper never approved (a forged callback: still Initiated).
      const verdict = await queryStatus(session);
      // The execute's refusal says why (e.g. Insufficient Balance) better than the query's status.
      if (verdict.outcome === 'failed' && refusal) return { outcome: 'failed', message: refusal };
      // 2056 "Invalid Payment State" means another callback executed this payment (a duplicate racing the
      // first): that one knows why it failed and settles the order, or the expiry sweep does.
      if (verdict.outcome === 'failed' && alreadyExecuted) return { outcome: 'pending', message: null };
      if (verdict.outcome !== 'pending') return verdict;
      if (hint.kind === 'failed') return { outcome: 'failed', message: 'The bKash payment failed' };
      if (hint.kind === 'cancelled')
        return { outcome: 'cancelled', message: 'The bKash payment was cancelled' };
      return verdict;
    },

    async refund(session, { amount, reason }): Promise<RefundOutcome> {
      const answer = await call('/tokenized/checkout/payment/refund', {
        paymentID: session.providerRef ?? '',
        trxID: session.transactionId ?? '',
        amount: poishaToDecimalTaka(amount),
        sku: 'order',
        reason: reason.slice(0, 100),
      });
      return refundOutcome(answer);
    },

    async refundStatus(session) {
      const answer = await call('/tokenized/checkout/payment/refund', {
        paymentID: session.providerRef ?? '',
        trxID: session.transactionId ?? '',
      });
      return refundOutcome(answer);
    },
  };
}

function refundOutcome(answer: Record<string, unknown>): RefundOutcome {
  const providerRef = textOf(answer, 'refundTrxID') || null;
  if (textOf(answer, 'transactionStatus') === 'Completed' && providerRef) {
    return { status: 'succeeded', providerRef, message: null };
  }
  const reason = textOf(answer, 'statusMessage') || textOf(answer, 'errorMessage') || 'no reason given';
  return { status: 'failed', providerRef, message: `bKash refused the refund: ${reason}` };
}
