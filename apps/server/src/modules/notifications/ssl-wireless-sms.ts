import { callProvider, textOf } from '../../lib/provider-call.js';
import type { SmsProvider } from './sms-provider.js';

export interface SslWirelessConfig {
  apiToken: string;
  /** The sender id (masking or non-masking) SSL Wireless assigned to the shop. */
  sid: string;
  apiUrl: string;
  timeoutMs?: number;
}

/** `01712345678` → `8801712345678`, the form the gateway's `msisdn` takes. */
export function toInternationalBdNumber(phone: string): string {
  if (!/^01[3-9]\d{8}$/.test(phone)) throw new Error(`${phone} is not a Bangladeshi mobile number`);
  return `88${phone}`;
}

/**
 * SSL Wireless ISMS Plus, API v3 single SMS: `POST /api/v3/send-sms` with JSON `{ api_token, sid, msisdn,
 * sms, csms_id }`. It answers `{ status: "SUCCESS" | "FAILED", status_code, error_message, smsinfo: [{
 * sms_status, status_message, msisdn, csms_id, reference_id }] }`; anything else (an HTML error page, a
 * timeout, a body without that shape) is a failed send that the outbox retries.
 */
export function createSslWirelessSmsProvider(config: SslWirelessConfig): SmsProvider {
  const name = 'SSL Wireless';
  return {
    name,
    async send(sms) {
      const body = await callProvider(name, `${config.apiUrl}/api/v3/send-sms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_token: config.apiToken,
          sid: config.sid,
          msisdn: toInternationalBdNumber(sms.to),
          sms: sms.text,
          // The client's own reference, unique per SMS and at most 20 characters.
          csms_id: sms.id.replaceAll('-', '').slice(-20),
        }),
        timeoutMs: config.timeoutMs ?? 15_000,
      });
      const status = textOf(body, 'status');
      if (status !== 'SUCCESS' && status !== 'FAILED') {
        throw new Error(`${name} did not answer as expected: no status in its answer`);
      }
      const info = Array.isArray(body.smsinfo)
        ? (body.smsinfo[0] as Record<string, unknown> | undefined)
        : undefined;
      if (status === 'FAILED' || !info || textOf(info, 'sms_status') !== 'SUCCESS') {
        const reason =
          textOf(body, 'error_message') || (info ? textOf(info, 'status_message') : '') || 'no reason given';
        throw new Error(`${name} refused the SMS: ${reason} (status ${textOf(body, 'status_code') || '?'})`);
      }
    },
  };
}
