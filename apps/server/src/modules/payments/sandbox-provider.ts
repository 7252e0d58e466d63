import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.js';

/** The offline provider: intents live only in our database; `chargeSandboxCard` decides each attempt. */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    async createIntent({ intentId }) {
      const providerId = `pi_sandbox_${intentId.replaceAll('-', '')}`;
      return {
        providerId,
        clientSecret: `${providerId}_secret_${randomBytes(18).toString('base64url')}`,
        status: 'requires_payment_method',
      };
    },
    // Test cards move no money: the refund is the sandbox's record alone.
    async refund({ refundId }) {
      return {
        status: 'succeeded',
        providerRef: `re_sandbox_${refundId.replaceAll('-', '')}`,
        message: null,
      };
    },
    // Our row is the sandbox's only record, so there is nothing newer to fetch.
    async retrieveStatus() {
      return null;
    },
  };
}
