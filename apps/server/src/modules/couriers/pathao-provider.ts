import { type CourierParcelStatus, type CourierPlaceOption, poishaToDecimalTaka } from '@plantopia/shared';
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

export interface PathaoSettings {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** The merchant's store (pickup point) parcels are booked from. */
  storeId: number;
  /** https://api-hermes.pathao.com, the sandbox, or a local fake. */
  apiUrl: string;
  /** The webhook secret shown in Pathao's merchant panel; unset: every webhook is refused. */
  webhookSecret: string | undefined;
  timeoutMs: number;
}

const NAME = 'Pathao';
const API = '/aladdin/api/v1';

/** Pathao's public tracking page (it asks for the recipient's phone too). */
export const PATHAO_TRACKING_PAGE = 'https://merchant.pathao.com/tracking';

/** Pathao sends its webhook secret in this header, and wants it echoed in the other on every answer. */
const SIGNATURE_HEADER = 'x-pathao-signature';
const ECHO_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';

/** Renew a token this long before Pathao says it expires. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;
/** Pathao takes parcels from half a kilogram. */
const MIN_WEIGHT_KG = 0.5;
/** Normal delivery (48 hours), a parcel (not a document). */
const DELIVERY_TYPE_NORMAL = 48;
const ITEM_TYPE_PARCEL = 2;

/**
 * Pathao's order statuses (`order_status_slug`, spelt variously) in the shop's words. A return on its
 * way back is not back yet (on hold); one returned to the merchant is.
 */
const STATUSES: Record<string, CourierParcelStatus> = {
  pending: 'booked',
  pickup_requested: 'booked',
  assigned_for_pickup: 'booked',
  pickup_failed: 'booked',
  picked: 'in_transit',
  picked_up: 'in_transit',
  at_the_sorting_hub: 'in_transit',
  at_sorting_hub: 'in_transit',
  in_transit: 'in_transit',
  received_at_last_mile_hub: 'in_transit',
  assigned_for_delivery: 'in_transit',
  delivery_failed: 'in_transit',
  on_hold: 'on_hold',
  hold: 'on_hold',
  return_id_created: 'on_hold',
  return_in_transit: 'on_hold',
  delivered: 'delivered',
  partial_delivery: 'partly_delivered',
  partial_delivered: 'partly_delivered',
  exchange: 'partly_delivered',
  exchanged: 'partly_delivered',
  return: 'returned',
  returned: 'returned',
  paid_return: 'returned',
  returned_to_merchant: 'returned',
  pickup_cancelled: 'cancelled',
  pickup_cancel: 'cancelled',
  cancelled: 'cancelled',
};

interface Token {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/**
 * Pathao's merchant API ("Aladdin"): an OAuth token issued for the merchant's password and renewed with
 * its refresh token (a new grant when that fails, and once more on a 401), orders booked from the
 * configured store to the city and zone ids the owner mapped, an order's info by consignment id, the
 * city and zone lists. Its webhook's shared secret is one value for every merchant, so a webhook is only
 * a hint: the service asks `fetchStatus` before anything changes.
 */
export function createPathaoProvider(
  settings: PathaoSettings,
  options: { now?: () => number } = {},
): CourierProvider {
  const now = options.now ?? Date.now;
  let token: Token | null = null;
  let renewing: Promise<Token> | null = null;

  async function tokenCall(grant: Record<string, string>): Promise<Token> {
    const { status, body } = await callProviderForStatus(NAME, `${settings.apiUrl}${API}/issue-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, ...grant }),
      timeoutMs: settings.timeoutMs,
    });
    const accessToken = textOf(body, 'access_token');
    if (status !== 200 || !accessToken) {
      throw new ProviderUnavailableError(NAME, refusalText(body) || `no token (HTTP ${status})`);
    }
    const seconds = Number(textOf(body, 'expires_in')) || 3600;
    return { accessToken, refreshToken: textOf(body, 'refresh_token'), expiresAt: now() + seconds * 1000 };
  }

  async function renew(): Promise<Token> {
    if (token?.refreshToken) {
      try {
        return await tokenCall({ grant_type: 'refresh_token', refresh_token: token.refreshToken });
      } catch {
        // A refresh token Pathao no longer takes: a fresh grant below.
      }
    }
    return tokenCall({ grant_type: 'password', username: settings.username, password: settings.password });
  }

  /** One token for every call; concurrent callers share one renewal. */
  async function accessToken(force = false): Promise<string> {
    if (!force && token && token.expiresAt - TOKEN_MARGIN_MS > now()) return token.accessToken;
    renewing ??= renew().finally(() => {
      renewing = null;
    });
    token = await renewing;
    return token.accessToken;
  }

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    const send = async (bearer: string) =>
      callProviderForStatus(NAME, `${settings.apiUrl}${API}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        timeoutMs: settings.timeoutMs,
      });
    const answer = await send(await accessToken());
    // A token Pathao revoked or expired early: nothing was done with it, so one retry with a new one.
    if (answer.status === 401) return send(await accessToken(true));
    return answer;
  }

  function parcelStatus(consignmentId: string, raw: string, orderId: string): ParcelStatus | null {
    const detail = statusWord(raw);
    const status = STATUSES[detail];
    return status ? { consignmentId, status, detail, ...(orderId ? { orderId } : {}) } : null;
  }

  const listOf = (body: Record<string, unknown>): Record<string, unknown>[] => {
    const data = body.data as { data?: unknown } | undefined;
    return Array.isArray(data?.data) ? (data.data as Record<string, unknown>[]) : [];
  };

  return {
    name: 'pathao',
    label: { en: 'Pathao', bn: 'পাঠাও' },
    placeLevels: ['district', 'upazila'],
    webhookConfigured: Boolean(settings.webhookSecret),

    async book(parcel): Promise<BookingOutcome> {
      const kilograms = Math.max(MIN_WEIGHT_KG, Math.round(parcel.weightGrams / 100) / 10);
      const { status, body } = await call('/orders', {
        method: 'POST',
        body: {
          store_id: settings.storeId,
          merchant_order_id: parcel.orderId,
          recipient_name: parcel.recipient.name,
          recipient_phone: parcel.recipient.phone,
          recipient_address: parcel.recipient.address,
          recipient_city: parcel.places.district,
          recipient_zone: parcel.places.upazila,
          delivery_type: DELIVERY_TYPE_NORMAL,
          item_type: ITEM_TYPE_PARCEL,
          special_instruction: `Order #${parcel.number}`,
          item_quantity: parcel.itemCount,
          item_weight: kilograms,
          item_description: parcel.description,
          // Pathao takes a JSON number; the exact decimal text read back, never arithmetic on a float.
          amount_to_collect: Number(poishaToDecimalTaka(parcel.amountToCollect)),
        },
      });
      // A server error may come from a gateway in front of a booking that went through: not a refusal.
      if (status >= 500) throw new ProviderUnavailableError(NAME, `HTTP ${status}`);
      const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
      const consignmentId = textOf(data, 'consignment_id');
      if (status === 200 && consignmentId) {
        const orderId = textOf(data, 'merchant_order_id');
        if (orderId && orderId !== parcel.orderId)
          throw new ProviderUnavailableError(NAME, 'it answered with the consignment of another order');
        const query = new URLSearchParams({ consignment_id: consignmentId, phone: parcel.recipient.phone });
        return {
          outcome: 'booked',
          consignmentId,
          trackingCode: consignmentId,
          trackingUrl: `${PATHAO_TRACKING_PAGE}?${query}`,
          detail: statusWord(textOf(data, 'order_status') || 'pending'),
        };
      }
      const reason = refusalText(body);
      if (status < 400 || !reason) throw new ProviderUnavailableError(NAME, `HTTP ${status}`);
      return { outcome: 'refused', message: reason };
    },

    async fetchStatus({ consignmentId, orderId }) {
      const { status, body } = await call(`/orders/${encodeURIComponent(consignmentId)}/info`, {
        method: 'GET',
      });
      if (status === 404) return null;
      const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : null;
      if (status !== 200 || !data) throw new ProviderUnavailableError(NAME, `HTTP ${status}`);
      // Only Pathao's own record of this consignment, for this order, is news.
      const merchantOrderId = textOf(data, 'merchant_order_id');
      if (textOf(data, 'consignment_id') !== consignmentId) return null;
      if (merchantOrderId && merchantOrderId !== orderId) return null;
      return parcelStatus(
        consignmentId,
        textOf(data, 'order_status_slug') || textOf(data, 'order_status'),
        merchantOrderId,
      );
    },

    authenticate: (headers) => sameSecret(headerOf(headers, SIGNATURE_HEADER), settings.webhookSecret),

    readWebhook(body) {
      if (textOf(body, 'event') === 'webhook_integration') return { kind: 'handshake' };
      const consignmentId = textOf(body, 'consignment_id');
      return consignmentId ? { kind: 'check', consignmentId } : { kind: 'ignore' };
    },

    webhookReplyHeaders(): Record<string, string> {
      return settings.webhookSecret ? { [ECHO_HEADER]: settings.webhookSecret } : {};
    },

    async listPlaces(cityId): Promise<CourierPlaceOption[]> {
      const path = cityId === undefined ? '/city-list' : `/cities/${cityId}/zone-list`;
      const { status, body } = await call(path, { method: 'GET' });
      if (status !== 200) throw new ProviderUnavailableError(NAME, `HTTP ${status}`);
      const [idKey, nameKey] = cityId === undefined ? ['city_id', 'city_name'] : ['zone_id', 'zone_name'];
      return listOf(body)
        .map((place) => ({ id: Number(textOf(place, idKey)), name: textOf(place, nameKey).trim() }))
        .filter((place) => Number.isInteger(place.id) && place.id > 0);
    },
  };
}
