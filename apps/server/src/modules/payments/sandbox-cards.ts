import type { MessageCode, SandboxConfirm } from '@plantopia/shared';

/*
 * The built-in provider's test cards (docs/behaviour.md §7), following Stripe's test numbers and messages.
 * Card numbers only pass through this function: they are never stored or logged.
 */

export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export type SandboxCharge =
  | { ok: true }
  | { ok: false; type: 'invalid_data' | 'payment_failed'; code: MessageCode };

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
function hasExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export function chargeSandboxCard(card: SandboxConfirm['card'], now = new Date()): SandboxCharge {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { ok: false, type: 'invalid_data', code: 'payment.card_number_invalid' };
  }
  if (hasExpired(card.expMonth, card.expYear, now)) {
    return { ok: false, type: 'invalid_data', code: 'payment.card_expired' };
  }
  switch (number) {
    case SANDBOX_TEST_CARDS.succeeds:
      return { ok: true };
    case SANDBOX_TEST_CARDS.declined:
      return { ok: false, type: 'payment_failed', code: 'payment.card_declined' };
    case SANDBOX_TEST_CARDS.insufficientFunds:
      return { ok: false, type: 'payment_failed', code: 'payment.card_insufficient_funds' };
    default:
      return {
        ok: false,
        type: 'payment_failed',
        code: 'payment.card_declined_test_shop',
      };
  }
}
