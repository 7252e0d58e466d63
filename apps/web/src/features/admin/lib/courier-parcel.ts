import {
  type AdminOrderDetail,
  COURIER_PARCEL_STATUSES,
  type CourierParcelStatus,
  FINAL_PARCEL_STATUSES,
} from '@plantopia/shared';

/*
 * Where an order's booked parcel stands, read from its timeline's courier entries the way the server
 * keeps it (decision 026): only the entries of the consignment it is booked with count, and a status
 * never gives way to an earlier one (a late "in transit" after "delivered" is ignored).
 */

function rankOf(status: CourierParcelStatus): number {
  if (status === 'booked') return 0;
  return (FINAL_PARCEL_STATUSES as readonly string[]).includes(status) ? 2 : 1;
}

const isParcelStatus = (value: unknown): value is CourierParcelStatus =>
  (COURIER_PARCEL_STATUSES as readonly unknown[]).includes(value);

/** The parcel's status, or null when the order is not booked (or its timeline says nothing of it). */
export function parcelStatus(detail: AdminOrderDetail): CourierParcelStatus | null {
  if (!detail.consignmentId) return null;
  let current: CourierParcelStatus | null = null;
  for (const entry of detail.events) {
    if (entry.kind !== 'courier' || entry.data.consignmentId !== detail.consignmentId) continue;
    const status = entry.data.status;
    if (!isParcelStatus(status)) continue;
    if (current === null || rankOf(status) >= rankOf(current)) current = status;
  }
  return current;
}

/**
 * Whether staff can book the order with a courier: it is accepted and has no live booking (a parcel the
 * courier cancelled before pickup leaves it bookable again), as the server checks.
 */
export function canBook(detail: AdminOrderDetail): boolean {
  if (detail.order.status !== 'accepted') return false;
  return !detail.consignmentId || parcelStatus(detail) === 'cancelled';
}
