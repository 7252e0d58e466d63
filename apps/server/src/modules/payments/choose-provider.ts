import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeProvider, type StripeSettings } from './stripe-provider.js';

/** Stripe when its keys are configured; otherwise the built-in sandbox, so a fresh shop takes test cards. */
export function choosePaymentProvider(stripe: StripeSettings | undefined): PaymentProvider {
  return stripe ? createStripeProvider(stripe) : createSandboxProvider();
}
