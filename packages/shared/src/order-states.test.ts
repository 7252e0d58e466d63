import { expect, test } from 'vitest';
import { say } from './catalog.js';
import {
  ADMIN_PAYMENT_MOVES,
  canMarkPayment,
  canMoveOrder,
  initialPaymentStatus,
  nextOrderStatuses,
  ORDER_STATES,
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentStatusAfter,
  SERVER_PAYMENT_MOVES,
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
  expect(say(orderStatusLabel('accepted', 'customer'), 'en')).toBe('Processing');
  expect(say(orderStatusLabel('accepted', 'admin'), 'en')).toBe('Accepted');
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

test('the admin marks by hand only a refund made outside the shop, and a reviewed payment as paid', () => {
  const moves = PAYMENT_STATUSES.flatMap((from) =>
    PAYMENT_STATUSES.filter((to) => canMarkPayment(from, to)).map((to) => `${from} → ${to}`),
  );
  expect(moves).toEqual(['review → paid', 'refund_due → refunded']);
});

test('a redirect order starts awaiting payment; a card order paid; cash on delivery unpaid', () => {
  expect(initialPaymentStatus('bkash')).toBe('awaiting_payment');
  expect(initialPaymentStatus('sslcommerz')).toBe('awaiting_payment');
  expect(initialPaymentStatus('card')).toBe('paid');
  expect(initialPaymentStatus('cod')).toBe('unpaid');
});

test('an order whose payment is awaited or under review can only be cancelled until it settles', () => {
  for (const paymentStatus of ['awaiting_payment', 'review'] as const) {
    expect(nextOrderStatuses({ status: 'pending', paymentStatus })).toEqual(['cancelled']);
    expect(canMoveOrder('pending', 'accepted', paymentStatus)).toBe(false);
  }
  expect(nextOrderStatuses({ status: 'pending', paymentStatus: 'paid' })).toEqual(['accepted', 'cancelled']);
});

test('cancelling an awaited payment fails it; cancelling taken money owes it back', () => {
  expect(paymentStatusAfter({ paymentMethod: 'bkash', paymentStatus: 'awaiting_payment' }, 'cancelled')).toBe(
    'failed',
  );
  for (const paymentStatus of ['paid', 'review'] as const) {
    expect(paymentStatusAfter({ paymentMethod: 'sslcommerz', paymentStatus }, 'cancelled')).toBe(
      'refund_due',
    );
  }
  expect(paymentStatusAfter({ paymentMethod: 'card', paymentStatus: 'refund_due' }, 'cancelled')).toBe(
    'refund_due',
  );
});

test('every payment state is reached by a move in the table, the server’s or the admin’s', () => {
  const reached = new Set<PaymentStatus>(PAYMENT_METHODS.map(initialPaymentStatus));
  for (const move of Object.values(SERVER_PAYMENT_MOVES)) {
    expect(move.from.length).toBeGreaterThan(0);
    reached.add(move.to);
  }
  for (const status of PAYMENT_STATUSES) for (const to of ADMIN_PAYMENT_MOVES[status]) reached.add(to);
  expect([...reached].sort()).toEqual([...PAYMENT_STATUSES].sort());
});
