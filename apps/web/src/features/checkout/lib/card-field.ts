import type { BillingDetails } from '@plantopia/shared';

/**
 * A card payment attempt: resolves when the card was charged, throws with the message to show otherwise.
 * Each card field (sandbox, Stripe) makes one; the card payment dialog calls it.
 */
export type PayWithCard = (clientSecret: string, billing: BillingDetails) => Promise<void>;
