import { expect, test } from 'vitest';
import { chargeSandboxCard } from './sandbox-cards.js';

const card = (number: string, expMonth = 12, expYear = 2030) => ({ number, expMonth, expYear, cvc: '123' });
const now = new Date('2030-06-15T12:00:00Z');

test('the test cards succeed, decline and run out of funds as Stripe’s do', () => {
  expect(chargeSandboxCard(card('4242 4242 4242 4242'), now)).toEqual({ ok: true });
  expect(chargeSandboxCard(card('4000-0000-0000-0002'), now)).toEqual({
    ok: false,
    type: 'payment_failed',
    code: 'payment.card_declined',
  });
  expect(chargeSandboxCard(card('4000000000009995'), now)).toMatchObject({
    type: 'payment_failed',
    code: 'payment.card_insufficient_funds',
  });
});

test('a card is good through the end of its expiry month', () => {
  expect(chargeSandboxCard(card('4242424242424242', 6, 2030), now)).toEqual({ ok: true });
  expect(chargeSandboxCard(card('4242424242424242', 5, 2030), now)).toEqual({
    ok: false,
    type: 'invalid_data',
    code: 'payment.card_expired',
  });
  expect(chargeSandboxCard(card('4242424242424242', 12, 2029), now)).toMatchObject({ type: 'invalid_data' });
});

test('a number that fails the checksum is invalid; any other real-looking number is declined', () => {
  expect(chargeSandboxCard(card('4242424242424241'), now)).toMatchObject({
    type: 'invalid_data',
    code: 'payment.card_number_invalid',
  });
  expect(chargeSandboxCard(card('5555555555554444'), now)).toMatchObject({ type: 'payment_failed' });
});
