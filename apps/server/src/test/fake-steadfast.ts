import { randomBytes } from 'node:crypto';
import { listen, readBody, sendJson } from './fake-server.js';

/*
 * A local stand-in for Steadfast Courier's merchant API v1 (`Api-Key` / `Secret-Key` headers): create an
 * order (invoice unique, phone 11 digits, address within 250 characters, a COD amount of 0 or more),
 * status by consignment id and by invoice, and the delivery-status webhook Steadfast posts to the shop
 * with the owner's bearer token. `behaviour` switches on the failure modes: down (an HTML 503 from its
 * gateway), slow (an answer after the shop gave up), a refusal. `POST /_fake/consignments/{id}/status`
 * plays the courier by hand: it sets a parcel's status and posts the webhook to `webhookUrl`.
 */

export const FAKE_STEADFAST = {
  apiKey: 'fake-steadfast-api-key',
  secretKey: 'fake-steadfast-secret-key',
  webhookToken: 'fake-steadfast-webhook-token-0123456789',
};

export interface FakeSteadfastConsignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: string;
  note: string | null;
  item_description: string | null;
  /** Steadfast's own word: in_review, pending, hold, delivered, partial_delivered, cancelled… */
  status: string;
}

export interface FakeSteadfastBehaviour {
  /** Every call answers its gateway's HTML 503. */
  down?: boolean;
  /** Creating these invoices answers only after this long (it still creates them, as a slow gateway does). */
  slowInvoices?: Set<string>;
  slowMs?: number;
  /** Creating an order is refused with this message. */
  refuse?: string;
}

export interface SteadfastWebhook {
  headers: Record<string, string>;
  payload: Record<string, unknown>;
}

export interface FakeSteadfast {
  url: string;
  consignments: Map<number, FakeSteadfastConsignment>;
  behaviour: FakeSteadfastBehaviour;
  counts: { creates: number; statusChecks: number };
  /** Where `setStatus(…, { notify: true })` and the control endpoint post their webhooks. */
  webhookUrl: string | null;
  /** The consignment booked for this invoice (our order id). */
  byInvoice(invoice: string): FakeSteadfastConsignment | undefined;
  /** Moves a parcel as Steadfast would; with `notify`, posts the webhook to `webhookUrl`. */
  setStatus(consignmentId: number, status: string, options?: { notify?: boolean }): Promise<void>;
  /** The delivery-status webhook Steadfast would post about a parcel (its status now, or `status`). */
  webhook(consignmentId: number, options?: { status?: string; token?: string | null }): SteadfastWebhook;
  close(): Promise<void>;
}

const STATUS_WORDS: Record<string, string> = {
  delivered: 'Delivered',
  partial_delivered: 'Partial Delivered',
  cancelled: 'Cancelled',
  pending: 'Pending',
  unknown: 'Unknown',
};

export async function startFakeSteadfast(options: { port?: number } = {}): Promise<FakeSteadfast> {
  const consignments = new Map<number, FakeSteadfastConsignment>();
  const behaviour: FakeSteadfastBehaviour = {};
  const counts = { creates: 0, statusChecks: 0 };
  let nextId = 1_424_107;

  const byInvoice = (invoice: string) => [...consignments.values()].find((c) => c.invoice === invoice);

  function webhook(
    consignmentId: number,
    options: { status?: string; token?: string | null } = {},
  ): SteadfastWebhook {
    const consignment = consignments.get(consignmentId);
    if (!consignment) throw new Error(`no such consignment at the fake Steadfast: ${consignmentId}`);
    const status = options.status ?? consignment.status;
    const token = options.token === undefined ? FAKE_STEADFAST.webhookToken : options.token;
    return {
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: {
        notification_type: 'delivery_status',
        consignment_id: consignment.consignment_id,
        invoice: consignment.invoice,
        cod_amount: Number(consignment.cod_amount),
        // The webhook writes statuses as words ("Delivered"), the status API as slugs.
        status: STATUS_WORDS[status] ?? status,
        delivery_charge: 60,
        tracking_message: `Consignment is ${status.replaceAll('_', ' ')}`,
        updated_at: new Date().toISOString().slice(0, 19).replace('T', ' '),
      },
    };
  }

  const fake: FakeSteadfast = {
    url: '',
    consignments,
    behaviour,
    counts,
    webhookUrl: null,
    byInvoice,
    webhook,
    async setStatus(consignmentId, status, { notify = false } = {}) {
      const consignment = consignments.get(consignmentId);
      if (!consignment) throw new Error(`no such consignment at the fake Steadfast: ${consignmentId}`);
      consignment.status = status;
      if (notify && fake.webhookUrl) {
        const { headers, payload } = webhook(consignmentId);
        await fetch(fake.webhookUrl, { method: 'POST', headers, body: JSON.stringify(payload) });
      }
    },
    close: async () => undefined,
  };

  const running = await listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = request.method === 'POST' ? await readBody(request) : '';

    const control = /^\/_fake\/consignments\/(\d+)\/status$/.exec(path);
    if (control && request.method === 'POST') {
      const { status } = JSON.parse(raw || '{}') as { status?: string };
      if (!status || !consignments.has(Number(control[1])))
        return sendJson(response, 404, { error: 'no such consignment' });
      await fake.setStatus(Number(control[1]), status, { notify: true });
      return sendJson(response, 200, { ok: true });
    }

    if (behaviour.down) {
      response.writeHead(503, { 'content-type': 'text/html' });
      return void response.end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
    }
    if (
      request.headers['api-key'] !== FAKE_STEADFAST.apiKey ||
      request.headers['secret-key'] !== FAKE_STEADFAST.secretKey
    ) {
      return sendJson(response, 401, { status: 401, message: 'Unauthorized.' });
    }

    if (path === '/api/v1/create_order' && request.method === 'POST') {
      counts.creates += 1;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw);
      } catch {
        return sendJson(response, 400, { status: 400, message: 'Invalid JSON.' });
      }
      const invoice = String(body.invoice ?? '');
      const errors: Record<string, string[]> = {};
      if (!/^[A-Za-z0-9_-]+$/.test(invoice)) errors.invoice = ['The invoice format is invalid.'];
      else if (byInvoice(invoice)) errors.invoice = ['The invoice has already been taken.'];
      const name = String(body.recipient_name ?? '');
      if (!name || name.length > 100) errors.recipient_name = ['The recipient name is invalid.'];
      if (!/^\d{11}$/.test(String(body.recipient_phone ?? '')))
        errors.recipient_phone = ['The recipient phone must be 11 digits.'];
      const address = String(body.recipient_address ?? '');
      if (!address || address.length > 250)
        errors.recipient_address = ['The recipient address may not be greater than 250 characters.'];
      if (!/^\d+(\.\d{1,2})?$/.test(String(body.cod_amount ?? '')))
        errors.cod_amount = ['The cod amount must be a number of 0 or more.'];
      if (behaviour.refuse) return sendJson(response, 400, { status: 400, message: behaviour.refuse });
      if (Object.keys(errors).length > 0) return sendJson(response, 422, { status: 422, errors });

      const consignment: FakeSteadfastConsignment = {
        consignment_id: nextId++,
        invoice,
        tracking_code: randomBytes(4).toString('hex').toUpperCase(),
        recipient_name: name,
        recipient_phone: String(body.recipient_phone),
        recipient_address: address,
        cod_amount: String(body.cod_amount),
        note: typeof body.note === 'string' ? body.note : null,
        item_description: typeof body.item_description === 'string' ? body.item_description : null,
        status: 'in_review',
      };
      consignments.set(consignment.consignment_id, consignment);
      if (behaviour.slowInvoices?.has(invoice))
        await new Promise((resolve) => setTimeout(resolve, behaviour.slowMs ?? 2_500));
      const now = new Date().toISOString();
      return sendJson(response, 200, {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: {
          ...consignment,
          cod_amount: Number(consignment.cod_amount),
          created_at: now,
          updated_at: now,
        },
      });
    }

    const byCid = /^\/api\/v1\/status_by_cid\/(\d+)$/.exec(path);
    const byInv = /^\/api\/v1\/status_by_invoice\/([^/]+)$/.exec(path);
    if ((byCid || byInv) && request.method === 'GET') {
      counts.statusChecks += 1;
      const consignment = byCid
        ? consignments.get(Number(byCid[1]))
        : byInvoice(decodeURIComponent(byInv![1]!));
      if (!consignment) return sendJson(response, 404, { status: 404, message: 'Consignment not found.' });
      return sendJson(response, 200, { status: 200, delivery_status: consignment.status });
    }

    return sendJson(response, 404, { status: 404, message: `not found: ${path}` });
  }, options.port);

  fake.url = `${running.url}/api/v1`;
  fake.close = running.close;
  return fake;
}
