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
/** A payment's documented statuses while the shopper has not finished, and once it ended unpaid. */
const UNFINISHED = new Set(['Initiated', 'Pending Authorized']);
const ENDED_UNPAID = new Set(['Failed', 'Expired', 'Declined']);
/** Execute's documented refusals of the payer (wrong PIN or OTP, their limits, insufficient balance). */
const PAYER_REFUSALS = new Set(['2010', '2011', '2014', '2015', '2016', '2017', '2018', '2019', '2023']);
/** Codes in bKash's range that report its own trouble, not a verdict. */
const UNCLEAR_CODES = new Set(['2003', '2020', '2024']);

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

  /**
   * A payment's own status (docs/payments-providers.md): Completed for exactly this attempt's amount,
   * currency and invoice is paid; Completed otherwise is money taken that is not this order's; the
   * documented unfinished and ended statuses say so; an answer without a status (an error code of
   * bKash's own, a changed body) is unknown, never a failure.
   */
  function judge(session: SessionRef, answer: Record<string, unknown>): PaymentVerdict {
    const status = textOf(answer, 'transactionStatus');
    if (status === 'Completed') {
      const taken = decimalTakaToPoisha(textOf(answer, 'amount'));
      if (taken === null)
        return { outcome: 'unknown', message: 'bKash completed a payment without a readable amount' };
      const mismatch =
        taken !== session.amount || textOf(answer, 'currency') !== 'BDT'
          ? `bKash completed ${textOf(answer, 'amount')} ${textOf(answer, 'currency')}, not this order's ${poishaToDecimalTaka(session.amount)} BDT`
          : textOf(answer, 'merchantInvoiceNumber') !== session.id
            ? 'bKash completed a payment for another invoice'
            : null;
      const transactionId = textOf(answer, 'trxID');
      if (mismatch) return { outcome: 'mismatched', transactionId, takenAmount: taken, message: mismatch };
      return { outcome: 'paid', transactionId, validationId: null, review: false, message: null };
    }
    if (UNFINISHED.has(status)) return { outcome: 'pending', message: null };
    // The shopper's own Cancel on bKash's page ends the attempt, not the order (order-payments-service).
    if (status === 'Cancelled') return { outcome: 'cancelled', message: 'The bKash payment was cancelled' };
    // A query answers "Successful" about a payment that is Failed: the payment's own status is the news.
    if (ENDED_UNPAID.has(status))
      return { outcome: 'failed', message: `bKash: the payment is ${status.toLowerCase()}` };
    return { outcome: 'unknown', message: `bKash gave no payment status: ${reasonOf(answer)}` };
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
          if (verdict.outcome === 'paid' || verdict.outcome === 'mismatched') return verdict;
          const code = textOf(executed, 'statusCode');
          alreadyExecuted = code === INVALID_PAYMENT_STATE;
          if (PAYER_REFUSALS.has(code)) refusal = `bKash: ${reasonOf(executed)}`;
        } catch {
          // No clear answer (a timeout, an error page): the payment may have gone through; the query decides.
        }
      }
      // The query decides every other case: a refused execute may be one that already ran (a replayed
      // callback), or one for a payment the shopper never approved (a forged callback: still Initiated).
      let verdict: PaymentVerdict;
      try {
        verdict = await queryStatus(session);
      } catch (error) {
        return { outcome: 'unknown', message: error instanceof Error ? error.message : String(error) };
      }
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

/**
 * A refund, or the refund query's answer: Completed with a refund id is made; one of bKash's documented
 * refusal codes is a clear no (for the query: no refund was made); anything else is unknown, to be asked
 * about again.
 */
function refundOutcome(answer: Record<string, unknown>): RefundOutcome {
  const providerRef = textOf(answer, 'refundTrxID') || null;
  if (textOf(answer, 'transactionStatus') === 'Completed' && providerRef) {
    return { status: 'succeeded', providerRef, message: null };
  }
  if (isRefusalCode(textOf(answer, 'statusCode'))) {
    return { status: 'failed', providerRef, message: `bKash refused the refund: ${reasonOf(answer)}` };
  }
  return { status: 'unknown', providerRef, message: `bKash gave no refund status: ${reasonOf(answer)}` };
}

/** What bKash said, for the admin: its message and code. */
function reasonOf(answer: Record<string, unknown>): string {
  const message = textOf(answer, 'statusMessage') || textOf(answer, 'errorMessage') || 'no reason given';
  const code = textOf(answer, 'statusCode') || textOf(answer, 'errorCode');
  return code ? `${message} (${code})` : message;
}

/**
 * bKash's documented error codes are 2001–2117: the request reached bKash and it said no. Its "Exception
 * occurred" (2020, 2024), "Process failed" (2003), system error 9999 and maintenance 503 say nothing
 * about what happened, so they are not refusals.
 */
function isRefusalCode(code: string): boolean {
  const n = /^\d{4}$/.test(code) ? Number(code) : 0;
  return n >= 2001 && n <= 2117 && !UNCLEAR_CODES.has(code);
}
