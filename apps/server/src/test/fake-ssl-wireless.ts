import { listen, readBody, sendJson } from './fake-server.js';

/*
 * A local stand-in for SSL Wireless ISMS Plus API v3 `POST /api/v3/send-sms` (JSON in, JSON out), with
 * the failure modes the shop must survive: a wrong api_token or sid, a server error page, no answer in
 * time, and an answer that is not the documented shape.
 */

export const FAKE_SSL_WIRELESS = { apiToken: 'fake-ssl-wireless-token', sid: 'PLANTOPIA' };

export interface FakeSmsSent {
  msisdn: string;
  sms: string;
  csmsId: string;
  referenceId: string;
}

export interface FakeSslWireless {
  url: string;
  sent: FakeSmsSent[];
  /** `server_error`: HTTP 502 with an HTML page; `slow`: answers after `delayMs`; `malformed`: not its JSON. */
  behaviour: { mode?: 'server_error' | 'slow' | 'malformed'; delayMs?: number };
  requests: number;
  close(): Promise<void>;
}

export async function startFakeSslWireless(): Promise<FakeSslWireless> {
  const fake = { sent: [] as FakeSmsSent[], behaviour: {} as FakeSslWireless['behaviour'], requests: 0 };
  const server = await listen(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/api/v3/send-sms') {
      sendJson(response, 404, { status: 'FAILED', status_code: 404, error_message: 'Not found' });
      return;
    }
    fake.requests += 1;
    const body = JSON.parse(await readBody(request)) as Partial<Record<string, string>>;
    const { mode, delayMs } = fake.behaviour;
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs ?? 2000));
    if (mode === 'server_error') {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    if (mode === 'malformed') {
      sendJson(response, 200, { ok: true });
      return;
    }
    if (body.api_token !== FAKE_SSL_WIRELESS.apiToken || body.sid !== FAKE_SSL_WIRELESS.sid) {
      sendJson(response, 200, {
        status: 'FAILED',
        status_code: 4001,
        error_message: 'Unauthorized: invalid api token or sid',
        smsinfo: [],
      });
      return;
    }
    const { msisdn, sms, csms_id: csmsId } = body;
    if (!msisdn || !/^8801[3-9]\d{8}$/.test(msisdn) || !sms || !csmsId || csmsId.length > 20) {
      sendJson(response, 200, {
        status: 'FAILED',
        status_code: 4022,
        error_message: 'Invalid msisdn, sms or csms_id',
        smsinfo: [],
      });
      return;
    }
    const referenceId = `ref${fake.sent.length + 1}`;
    fake.sent.push({ msisdn, sms, csmsId, referenceId });
    sendJson(response, 200, {
      status: 'SUCCESS',
      status_code: 200,
      error_message: '',
      smsinfo: [
        {
          sms_status: 'SUCCESS',
          status_message: 'Success',
          msisdn,
          sms_type: /[^ -~\n]/.test(sms) ? 'BN' : 'EN',
          sms_body: sms,
          csms_id: csmsId,
          reference_id: referenceId,
        },
      ],
    });
  });
  return Object.assign(fake, { url: server.url, close: server.close });
}
