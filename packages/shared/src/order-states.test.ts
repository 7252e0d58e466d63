import { expect, test } from 'vitest';
import {
  canMarkPayment,
  canMoveOrder,
  ORDER_STATES,
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_STATUSES,
  paymentStatusAfter,
} from './order-states.js';

test('every status can be reached from pending, and delivered and cancelled are final', () => {
  const reached = new Set(['pending']);
  for (const status of reached) for (const next of ORDER_STATES[status as 'pending'].next) reached.add(next);
  expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  expect(ORDER_STATES.delivered.next).toEqual([]);
  expect(ORDER_STATES.cancelled.next).toEqual([]);
});

test('an order that can be cancelled still holds its stock, so cancelling can give it back', () => {
  for (const status of ORDER_STATUSES) {
    if (canMoveOrder(status, 'cancelled')) expect(ORDER_STATES[status].holdsStock).toBe(true);
    if (ORDER_STATES[status].shopperMayCancel) expect(canMoveOrder(status, 'cancelled')).toBe(true);
  }
  expect(ORDER_STATUSES.filter((status) => ORDER_STATES[status].shopperMayCancel)).toEqual(['pending']);
});

test('customers see accepted as Processing; the admin sees Accepted', () => {
  expect(orderStatusLabel('accepted', 'customer')).toBe('Processing');
  expect(orderStatusLabel('accepted', 'admin')).toBe('Accepted');
});

test('cash on delivery becomes paid when delivered; a card order keeps its payment status', () => {
  expect(paymentStatusAfter({ paymentMethod: 'cod', paymentStatus: 'unpaid' }, 'shipped')).toBe('unpaid');
  expect(paymentStatusAfter({ paymentMethod: 'cod', paymentStatus: 'unpaid' }, 'delivered')).toBe('paid');
  expect(paymentStatusAfter({ paymentMethod: 'card', paymentStatus: 'paid' }, 'accepted')).toBe('paid');
});

test('a paid order that is cancelled owes a refund; an unpaid one owes nothing', () => {
  expect(paymentStatusAfter({ paymentMethod: 'card', paymentStatus: 'paid' }, 'cancelled')).toBe(
    'refund_due',
  );
  expect(paymentStatusAfter({ paymentMethod: 'cod', paymentStatus: 'unpaid' }, 'cancelled')).toBe('unpaid');
});

test('the only payment move the admin makes by hand is refund due → refunded', () => {
  const moves = PAYMENT_STATUSES.flatMap((from) =>
    PAYMENT_STATUSES.filter((to) => canMarkPayment(from, to)).map((to) => `${from} → ${to}`),
  );
  expect(moves).toEqual(['refund_due → refunded']);
});
