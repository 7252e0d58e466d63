import { type CourierParcelStatus, poishaToDecimalTaka } from '@plantopia/shared';
import { callProviderForStatus, ProviderUnavailableError, textOf } from '../../lib/provider-call.js';
import {
  type BookingOutcome,
  type CourierProvider,
  headerOf,
  type ParcelStatus,
  refusalText,
  sameSecret,
  statusWord,
} from './courier-provider.js';

export interface SteadfastSettings {
  apiKey: string;
  secretKey: string;
  /** https://portal.packzy.com/api/v1, or a local fake. */
  apiUrl: string;
  /** The bearer token the owner set for Steadfast's webhook; unset: every webhook is refused. */
  webhookToken: string | undefined;
  timeoutMs: number;
}

const NAME = 'Steadfast';

/** Steadfast's public tracking page for a parcel's tracking code. */
export const STEADFAST_TRACKING_PAGE = 'https://steadfast.com.bd/t/';

/**
 * Steadfast's delivery statuses (API v1, "Checking Delivery Status" and the delivery-status webhook) in
 * the shop's words. `in_review`: placed, not picked up yet; `pending`: with Steadfast, not delivered or
 * cancelled yet; `*_approval_pending`: done at the door, waiting for Steadfast's own approval (the door
 * is what counts for the order). `unknown` needs Steadfast's support: nothing moves.
 */
const STATUSES: Record<string, CourierParcelStatus> = {
  in_review: 'booked',
  pending: 'in_transit',
  hold: 'on_hold',
  unknown: 'on_hold',
  unknown_approval_pending: 'on_hold',
  delivered: 'delivered',
  delivered_approval_pending: 'delivered',
  partial_delivered: 'partly_delivered',
  partial_delivered_approval_pending: 'partly_delivered',
  cancelled: 'cancelled',
  cancelled_approval_pending: 'cancelled',
};

/**
 * Steadfast Courier's merchant API v1 (`Api-Key` / `Secret-Key` headers): create an order with our order
 * id as its unique `invoice` (so Steadfast itself refuses a second booking of one order), ask a
 * consignment's status, and read the delivery-status webhook, authenticated by the bearer token the
 * owner configured in Steadfast's portal.
 */
export function createSteadfastProvider(settings: SteadfastSettings): CourierProvider {
  const headers = {
    'Api-Key': settings.apiKey,
    'Secret-Key': settings.secretKey,
    'content-type': 'application/json',
    accept: 'application/json',
  };

  function parcelStatus(consignmentId: string, raw: string, extra: Partial<ParcelStatus> = {}) {
    const detail = statusWord(raw);
    const status = STATUSES[detail];
    return status ? { consignmentId, status, detail, ...extra } : null;
  }

  return {
    name: 'steadfast',
    label: { en: 'Steadfast', bn: 'স্টেডফাস্ট' },
    placeLevels: [],
    webhookConfigured: Boolean(settings.webhookToken),

    async book(parcel): Promise<BookingOutcome> {
      const { status, body } = await callProviderForStatus(NAME, `${settings.apiUrl}/create_order`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          invoice: parcel.orderId,
          recipient_name: parcel.recipient.name,
          recipient_phone: parcel.recipient.phone,
          recipient_address: parcel.recipient.address,
          cod_amount: poishaToDecimalTaka(parcel.amountToCollect),
          note: `Order #${parcel.number}`,
          item_description: parcel.description,
        }),
        timeoutMs: settings.timeoutMs,
      });
      // A server error may come from a gateway in front of a booking that went through: not a refusal.
      if (status >= 500) throw new ProviderUnavailableError(NAME, `HTTP ${status}`);
      const consignment =
        body.consignment && typeof body.consignment === 'object'
          ? (body.consignment as Record<string, unknown>)
          : {};
      const consignmentId = textOf(consignment, 'consignment_id');
      const trackingCode = textOf(consignment, 'tracking_code');
      const answered = status === 200 && (textOf(body, 'status') || '200') === '200';
      if (answered && consignmentId && trackingCode) {
        const invoice = textOf(consignment, 'invoice');
        if (invoice && invoice !== parcel.orderId)
          throw new ProviderUnavailableError(NAME, 'it answered with the consignment of another invoice');
        return {
          outcome: 'booked',
          consignmentId,
          trackingCode,
          trackingUrl: STEADFAST_TRACKING_PAGE + encodeURIComponent(trackingCode),
          detail: statusWord(textOf(consignment, 'status') || 'in_review'),
        };
      }
      const reason = refusalText(body);
      if (!reason) throw new ProviderUnavailableError(NAME, `no consignment in an answer of HTTP ${status}`);
      return { outcome: 'refused', message: reason };
    },

    async fetchStatus({ consignmentId }) {
      const { status, body } = await callProviderForStatus(
        NAME,
        `${settings.apiUrl}/status_by_cid/${encodeURIComponent(consignmentId)}`,
        { method: 'GET', headers, timeoutMs: settings.timeoutMs },
      );
      if (status === 404 || textOf(body, 'status') === '404') return null;
      const word = textOf(body, 'delivery_status');
      if (status !== 200 || !word) throw new ProviderUnavailableError(NAME, `HTTP ${status}`);
      return parcelStatus(consignmentId, word);
    },

    authenticate(requestHeaders) {
      const match = /^Bearer\s+(.+)$/i.exec(headerOf(requestHeaders, 'authorization'));
      return sameSecret(match?.[1]?.trim(), settings.webhookToken);
    },

    readWebhook(body) {
      // `tracking_update` carries only a message, no status: nothing for the order.
      if (textOf(body, 'notification_type') !== 'delivery_status') return { kind: 'ignore' };
      const consignmentId = textOf(body, 'consignment_id');
      const update =
        consignmentId &&
        parcelStatus(consignmentId, textOf(body, 'status'), {
          orderId: textOf(body, 'invoice') || undefined,
          message: textOf(body, 'tracking_message').slice(0, 500) || null,
        });
      return update ? { kind: 'update', update } : { kind: 'ignore' };
    },
  };
}
