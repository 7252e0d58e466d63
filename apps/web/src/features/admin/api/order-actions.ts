import type {
  AdminOrderDetail,
  CallOutcomeInput,
  DeliveryAttemptInput,
  Order,
  OrderNote,
  ReturnInput,
} from '@plantopia/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, invalidateShopPages } from './admin-keys';

/*
 * What staff record on an order's page (issue 23): a note, the confirmation call's outcome, a failed
 * delivery and a parcel that came back. Each adds to the order's timeline and may move it: the server
 * answers with the order's page as it now is, which shows at once, and every orders list is read again
 * (the order may have left a view such as "To confirm").
 */

const orderPath = (id: string, action: string) => `/api/admin/orders/${encodeURIComponent(id)}/${action}`;

function refreshLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
  ]);
}

/**
 * After a route that answers with the order alone (a status or payment change): the order shows at once
 * on its page, whose timeline is then read again, as is every orders list.
 */
export function refreshOrders(queryClient: QueryClient, updated: Order): Promise<unknown> {
  queryClient.setQueryData<AdminOrderDetail>(adminKeys.order(updated._id), (detail) =>
    detail ? { ...detail, order: updated } : detail,
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.order(updated._id) }),
    refreshLists(queryClient),
  ]);
}

function useOrderAction<Input>(action: string, options: { restocks?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: string; input: Input }) =>
      api.post<AdminOrderDetail>(orderPath(orderId, action), input),
    onSuccess: (detail, { orderId }) => {
      queryClient.setQueryData(adminKeys.order(orderId), detail);
      void refreshLists(queryClient);
      // Stock that went back on the shelves shows on the shop's pages.
      if (options.restocks) void invalidateShopPages(queryClient);
    },
  });
}

/** `POST /api/admin/orders/{id}/notes` `{ text }`: an internal note, read by staff only. */
export function useAddOrderNote() {
  return useOrderAction<OrderNote>('notes');
}

/** `POST /api/admin/orders/{id}/confirmation` `{ outcome, note? }`: what the confirmation call found. */
export function useRecordCall() {
  // Cancelled by the customer, or fake: the order's stock goes back.
  return useOrderAction<CallOutcomeInput>('confirmation', { restocks: true });
}

/** `POST /api/admin/orders/{id}/delivery-attempts` `{ note? }`: the courier could not deliver; it stays shipped. */
export function useRecordDeliveryAttempt() {
  return useOrderAction<DeliveryAttemptInput>('delivery-attempts');
}

/** `POST /api/admin/orders/{id}/return` `{ reason, restock, note? }`: the parcel came back. */
export function useRecordReturn() {
  return useOrderAction<ReturnInput>('return', { restocks: true });
}
