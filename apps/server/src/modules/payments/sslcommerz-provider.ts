import { decimalTakaToPoisha, poishaToDecimalTaka, SHOP_DETAILS } from '@plantopia/shared';
import {
  callProvider,
  type PaymentVerdict,
  type RedirectProvider,
  type RefundOutcome,
  type SessionRef,
  textOf,
} from './redirect-provider.js';

export interface SslcommerzSettings {
  storeId: string;
  storePassword: string;
  /** https://sandbox.sslcommerz.com, https://securepay.sslcommerz.com, or a local fake. */
  apiUrl: string;
}

const NAME = 'SSLCommerz';

/** Where the gateway sends the shopper back and posts its notification (all verified with the API). */
export const SSLCOMMERZ_PATHS = {
  success: '/api/payments/sslcommerz/success',
  fail: '/api/payments/sslcommerz/fail',
  cancel: '/api/payments/sslcommerz/cancel',
  ipn: '/api/payments/sslcommerz/ipn',
} as const;

/**
 * SSLCommerz's hosted checkout (API v4), as documented: a form-encoded session request, the Order
 * Validation API for every success, the transaction query for everything else, and the refund API.
 * The official `sslcommerz-lts` package is not used: its hosts are fixed, it turns network failures into
 * resolved values and it sends the store password unescaped in query strings (decision 012).
 */
export function createSslcommerzProvider(settings: SslcommerzSettings): RedirectProvider {
  const credentials = { store_id: settings.storeId, store_passwd: settings.storePassword };

  function query(path: string, params: Record<string, string>) {
    const search = new URLSearchParams({ ...params, ...credentials, v: '1', format: 'json' });
    return callProvider(NAME, `${settings.apiUrl}${path}?${search}`, { method: 'GET' });
  }

  /**
   * The Order Validation API: VALID or VALIDATED for exactly this attempt, amount and currency. Null when
   * it does not vouch for this attempt at all (INVALID_TRANSACTION, a validation id of another one): the
   * post that brought it proves nothing, and the transaction query decides.
   */
  async function validate(session: SessionRef, validationId: string): Promise<PaymentVerdict | null> {
    const body = await query('/validator/api/validationserverAPI.php', { val_id: validationId });
    const status = textOf(body, 'status');
    if (status !== 'VALID' && status !== 'VALIDATED') return null;
    if (textOf(body, 'tran_id') !== session.id) return null;
    const currency = textOf(body, 'currency_type') || textOf(body, 'currency');
    const amount = decimalTakaToPoisha(textOf(body, 'currency_amount') || textOf(body, 'amount'));
    const taken = decimalTakaToPoisha(textOf(body, 'amount'));
    if (taken === null)
      return { outcome: 'unknown', message: 'SSLCommerz validated a payment without a readable amount' };
    if (currency !== 'BDT' || amount !== session.amount) {
      return {
        outcome: 'mismatched',
        transactionId: textOf(body, 'bank_tran_id') || validationId,
        // `amount` is what the store was paid in BDT, whatever currency the shopper paid in.
        takenAmount: taken,
        message: `SSLCommerz validated ${textOf(body, 'amount')} ${currency}, not this order's ${poishaToDecimalTaka(session.amount)} BDT`,
      };
    }
    const review = textOf(body, 'risk_level') === '1';
    return {
      outcome: 'paid',
      transactionId: textOf(body, 'bank_tran_id') || validationId,
      validationId,
      review,
      message: review ? `SSLCommerz flagged this payment: ${textOf(body, 'risk_title') || 'risky'}` : null,
    };
  }

  return {
    name: 'sslcommerz',

    async start({ sessionId, amount, itemCount, shipping, publicUrl }) {
      const form = new URLSearchParams({
        ...credentials,
        total_amount: poishaToDecimalTaka(amount),
        currency: 'BDT',
        tran_id: sessionId,
        success_url: publicUrl + SSLCOMMERZ_PATHS.success,
        fail_url: publicUrl + SSLCOMMERZ_PATHS.fail,
        cancel_url: publicUrl + SSLCOMMERZ_PATHS.cancel,
        ipn_url: publicUrl + SSLCOMMERZ_PATHS.ipn,
        cus_name: shipping.name,
        // SSLCommerz requires one; a shopper without email (docs/decisions/037) has the shop's receipt.
        cus_email: shipping.email || SHOP_DETAILS.email,
        cus_add1: shipping.address,
        cus_city: shipping.city,
        cus_state: shipping.state,
        cus_postcode: shipping.postalCode,
        cus_country: shipping.country,
        cus_phone: shipping.phone,
        shipping_method: 'Courier',
        num_of_item: String(itemCount),
        ship_name: shipping.name,
        ship_add1: shipping.address,
        ship_city: shipping.city,
        ship_state: shipping.state,
        ship_postcode: shipping.postalCode,
        ship_country: shipping.country,
        product_name: 'Plants and garden supplies',
        product_category: 'Garden',
        product_profile: 'physical-goods',
      });
      const body = await callProvider(NAME, `${settings.apiUrl}/gwprocess/v4/api.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      const redirectUrl = textOf(body, 'GatewayPageURL');
      if (textOf(body, 'status') !== 'SUCCESS' || !/^https?:\/\//.test(redirectUrl)) {
        throw new Error(
          `SSLCommerz refused the payment: ${textOf(body, 'failedreason') || 'no reason given'}`,
        );
      }
      return { providerRef: textOf(body, 'sessionkey') || sessionId, redirectUrl };
    },

    async verify(session, hint) {
      if (hint.kind === 'validation') {
        const validated = await validate(session, hint.validationId);
        if (validated) return validated;
      }
      // No usable validation id (a fail or cancel return, a forged post, the hold's end): ask what
      // happened to the attempt.
      const body = await query('/validator/api/merchantTransIDvalidationAPI.php', { tran_id: session.id });
      // DONE is the query's documented success; without it (INVALID_REQUEST, FAILED, INACTIVE, a changed
      // body) the answer says nothing about the payment, and neither may the callback that brought us here.
      if (textOf(body, 'APIConnect') !== 'DONE') {
        return { outcome: 'unknown', message: `SSLCommerz could not be asked: ${reasonOf(body)}` };
      }
      const elements = Array.isArray(body.element) ? (body.element as Record<string, unknown>[]) : [];
      const valid = elements.find((e) => ['VALID', 'VALIDATED'].includes(textOf(e, 'status')));
      const validated = valid && (await validate(session, textOf(valid, 'val_id')));
      if (validated) return validated;
      if (hint.kind === 'failed') return { outcome: 'failed', message: 'The payment failed at SSLCommerz' };
      if (hint.kind === 'cancelled') return { outcome: 'cancelled', message: 'The payment was cancelled' };
      const last = elements.at(-1);
      const status = last ? textOf(last, 'status') : '';
      if (status === 'FAILED') return { outcome: 'failed', message: 'The payment failed at SSLCommerz' };
      if (status === 'CANCELLED') return { outcome: 'cancelled', message: 'The payment was cancelled' };
      return { outcome: 'pending', message: null };
    },

    async refund(session, { amount, reason }): Promise<RefundOutcome> {
      const body = await query('/validator/api/merchantTransIDvalidationAPI.php', {
        bank_tran_id: session.transactionId ?? '',
        refund_amount: poishaToDecimalTaka(amount),
        refund_remarks: reason,
        refe_id: session.id,
      });
      return refundOutcome(body);
    },

    async refundStatus(_session, refundRef) {
      // The refund query needs SSLCommerz's refund id; a refund whose answer never came has none, so only
      // the merchant panel can tell, and asking for it again could pay twice: it stays unknown.
      if (!refundRef) {
        return {
          status: 'unknown',
          providerRef: null,
          message:
            'SSLCommerz never answered the refund: check it in the merchant panel before refunding by hand',
        };
      }
      const body = await query('/validator/api/merchantTransIDvalidationAPI.php', {
        refund_ref_id: refundRef,
      });
      return refundOutcome(body);
    },
  };
}

/**
 * The refund and refund-query answers (docs/payments-providers.md): with APIConnect DONE, `success` or
 * `refunded` is made, `processing` under way, `failed` or `cancelled` a clear no; APIConnect
 * INVALID_REQUEST, FAILED or INACTIVE is a refusal of the request itself. Anything else is unknown.
 */
function refundOutcome(body: Record<string, unknown>): RefundOutcome {
  const status = textOf(body, 'status').toLowerCase();
  const connect = textOf(body, 'APIConnect');
  const providerRef = textOf(body, 'refund_ref_id') || null;
  if (connect === 'DONE' && (status === 'success' || status === 'refunded')) {
    return { status: 'succeeded', providerRef, message: null };
  }
  if (connect === 'DONE' && status === 'processing') {
    return { status: 'pending', providerRef, message: 'SSLCommerz is processing the refund' };
  }
  if (
    (connect === 'DONE' && (status === 'failed' || status === 'cancelled')) ||
    REFUSED_REQUESTS.has(connect)
  ) {
    return { status: 'failed', providerRef, message: `SSLCommerz refused the refund: ${reasonOf(body)}` };
  }
  return { status: 'unknown', providerRef, message: `SSLCommerz gave no refund status: ${reasonOf(body)}` };
}

const REFUSED_REQUESTS = new Set(['INVALID_REQUEST', 'FAILED', 'INACTIVE']);

function reasonOf(body: Record<string, unknown>): string {
  return (
    textOf(body, 'errorReason') ||
    textOf(body, 'failedreason') ||
    textOf(body, 'APIConnect') ||
    'no reason given'
  );
}
