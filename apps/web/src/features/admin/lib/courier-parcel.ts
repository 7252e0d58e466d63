import type { AdminOrderDetail } from '@plantopia/shared';

/**
 * Whether staff can book the order with a courier: it is accepted and has no live booking (a parcel the
 * courier cancelled before pickup leaves it bookable again), as the server checks (decision 026).
 */
export function canBook(detail: AdminOrderDetail): boolean {
  if (detail.order.status !== 'accepted') return false;
  return !detail.consignmentId || detail.courierStatus === 'cancelled';
}
