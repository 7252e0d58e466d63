import { type BkashSettings, createBkashProvider } from './bkash-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import type { RedirectProvider } from './redirect-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createSslcommerzProvider, type SslcommerzSettings } from './sslcommerz-provider.js';
import { createStripeProvider, type StripeSettings } from './stripe-provider.js';

/** Stripe when its keys are configured; otherwise the built-in sandbox, so a fresh shop takes test cards. */
export function choosePaymentProvider(stripe: StripeSettings | undefined): PaymentProvider {
  return stripe ? createStripeProvider(stripe) : createSandboxProvider();
}

/** The redirect providers whose credentials are configured; none by default. */
export function chooseRedirectProviders(settings: {
  sslcommerz: SslcommerzSettings | undefined;
  bkash: (BkashSettings & { timeoutMs?: number }) | undefined;
}): RedirectProvider[] {
  return [
    ...(settings.sslcommerz ? [createSslcommerzProvider(settings.sslcommerz)] : []),
    ...(settings.bkash ? [createBkashProvider(settings.bkash, { timeoutMs: settings.bkash.timeoutMs })] : []),
  ];
}
