import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  FAKE_SSL_WIRELESS,
  type FakeSslWireless,
  startFakeSslWireless,
} from '../../test/fake-ssl-wireless.js';
import { createSslWirelessSmsProvider, toInternationalBdNumber } from './ssl-wireless-sms.js';

let fake: FakeSslWireless;
beforeAll(async () => {
  fake = await startFakeSslWireless();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.behaviour = {};
  fake.sent.length = 0;
});

// Long enough for a first request on a loaded machine; the slow gateway below answers well past it.
const provider = (overrides: Partial<typeof FAKE_SSL_WIRELESS & { timeoutMs: number }> = {}) =>
  createSslWirelessSmsProvider({ ...FAKE_SSL_WIRELESS, apiUrl: fake.url, timeoutMs: 2000, ...overrides });

const sms = {
  id: '019a5f4e-7b1c-7d2e-9f00-1234567890ab',
  to: '01711000000',
  text: 'প্ল্যান্টোপিয়া: আপনার অর্ডার #7890AB পাঠানো হয়েছে।',
};

describe('the SSL Wireless SMS gateway', () => {
  test('sends to the number in its 880 form, with the text and a short client reference', async () => {
    await provider().send(sms);

    expect(fake.sent).toEqual([
      { msisdn: '8801711000000', sms: sms.text, csmsId: '7d2e9f001234567890ab', referenceId: 'ref1' },
    ]);
  });

  test('wrong credentials are a failed send that names the gateway’s reason', async () => {
    await expect(provider({ apiToken: 'wrong' }).send(sms)).rejects.toThrow(
      /SSL Wireless refused the SMS: Unauthorized: invalid api token or sid \(status 4001\)/,
    );
    expect(fake.sent).toEqual([]);
  });

  test('a server error page is a failed send', async () => {
    fake.behaviour = { mode: 'server_error' };
    await expect(provider().send(sms)).rejects.toThrow('SSL Wireless did not answer as expected: HTTP 502');
  });

  test('no answer in time is a failed send', async () => {
    fake.behaviour = { mode: 'slow', delayMs: 6000 };
    await expect(provider({ timeoutMs: 200 }).send(sms)).rejects.toThrow(
      /SSL Wireless did not answer as expected/,
    );
  });

  test('an answer without the documented shape is a failed send', async () => {
    fake.behaviour = { mode: 'malformed' };
    await expect(provider().send(sms)).rejects.toThrow('SSL Wireless did not answer as expected: no status');
  });

  test('a number that is not a Bangladeshi mobile is never sent', async () => {
    expect(toInternationalBdNumber('01911222333')).toBe('8801911222333');
    const before = fake.requests;
    await expect(provider().send({ ...sms, to: '+44 7700 900123' })).rejects.toThrow(
      /not a Bangladeshi mobile/,
    );
    expect(fake.requests).toBe(before);
    expect(fake.sent).toEqual([]);
  });
});
