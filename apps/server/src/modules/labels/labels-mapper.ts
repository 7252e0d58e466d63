import { deliveryContact, type Order } from '@plantopia/shared';
import { cashToCollect } from '../pricing/pricing-service.js';

/**
 * What the courier does about money at the door: collect an amount (taka), nothing because it is paid,
 * or nothing yet because a payment made before delivery has not arrived (the parcel must wait).
 */
export type DoorPayment = { kind: 'collect'; taka: number } | { kind: 'prepaid' } | { kind: 'not_paid' };

/** One order as a packing slip and a shipping label print it. */
export interface PrintableOrder {
  order: Order;
  /** The courier it is booked with and the courier's consignment id; null while not booked. */
  courier: string | null;
  consignmentId: string | null;
  payment: DoorPayment;
  /** Whom the courier hands it to and calls: a gift's recipient, otherwise the buyer. */
  recipient: { name: string; phone: string };
}

export function printableOrder(
  order: Order,
  booking: { courier: string | null; consignmentId: string | null } | null,
): PrintableOrder {
  const taka = cashToCollect(order, order.summary.total);
  // Nothing is owed at the door once paid, nor by a cash-on-delivery order whose total is nothing.
  const settled = order.paymentStatus === 'paid' || order.paymentMethod === 'cod';
  const payment: DoorPayment =
    taka > 0 ? { kind: 'collect', taka } : settled ? { kind: 'prepaid' } : { kind: 'not_paid' };
  return {
    order,
    courier: booking?.courier ?? null,
    consignmentId: booking?.consignmentId ?? null,
    payment,
    recipient: deliveryContact(order),
  };
}

/** A stored mobile number (`01712345678`) as people read it out, `01712-345678`; any other as it is. */
export function phoneForReading(phone: string): string {
  return /^01\d{9}$/.test(phone) ? `${phone.slice(0, 5)}-${phone.slice(5)}` : phone;
}
