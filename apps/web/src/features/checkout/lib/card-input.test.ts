import { expect, test } from 'vitest';
import { cardFormError, formatCardNumber, formatExpiry, parseExpiry } from './card-input';

test('the card number is grouped in fours as it is typed, letters dropped', () => {
  expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  expect(formatCardNumber('4000-0000-00a')).toBe('4000 0000 00');
});

test('the expiry gets its slash and reads as month and year', () => {
  expect(formatExpiry('1')).toBe('1');
  expect(formatExpiry('1234')).toBe('12 / 34');
  expect(parseExpiry('12 / 34')).toEqual({ expMonth: 12, expYear: 2034 });
  expect(parseExpiry('1234')).toEqual({ expMonth: 12, expYear: 2034 });
  expect(parseExpiry('13 / 30')).toBeNull();
  expect(parseExpiry('1 / 3')).toBeNull();
});

test('the form names the first missing field, by its message key', () => {
  expect(cardFormError({ number: '4242', expiry: '12 / 34', cvc: '123' })).toBe('card.error.number');
  expect(cardFormError({ number: '4242 4242 4242 4242', expiry: '12', cvc: '123' })).toBe(
    'card.error.expiry',
  );
  expect(cardFormError({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '1' })).toBe(
    'card.error.cvc',
  );
  expect(cardFormError({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })).toBeNull();
});
