import type { Order } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

/**
 * `DELETE /api/orders/{id}`: hides the order from the shopper's list; a pending one is cancelled (a paid
 * one then stays listed, marked "Refund due").
 */
export function deleteOrder(id: string): Promise<Order> {
  return api.delete<Order>(`/api/orders/${encodeURIComponent(id)}`);
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (deleted) => {
      // Hidden, it leaves the list; a paid order that was only cancelled (refund due) stays, as it is now.
      queryClient.setQueryData<Order[]>(ordersKeys.mine(), (orders) =>
        deleted.deletedByCustomer
          ? orders?.filter((o) => o._id !== deleted._id)
          : orders?.map((o) => (o._id === deleted._id ? deleted : o)),
      );
      // The profile lists the same orders, and a cancelled order's stock is back on the shelves.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ordersKeys.all[0] });
    },
  });
}
