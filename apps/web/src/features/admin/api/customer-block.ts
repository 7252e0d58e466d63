import type { AdminCustomerDetail, BlockCustomerInput } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

const blockPath = (id: string) => `/api/admin/customers/${encodeURIComponent(id)}/block`;

/**
 * The admin's block on a customer's ordering (`PUT` with a reason) and its lifting (`DELETE`). The server
 * answers with the customer's page as it now is; the lists are read again (the "Blocked" filter changes).
 */
function useBlockChange(
  send: (id: string, input: BlockCustomerInput | null) => Promise<AdminCustomerDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BlockCustomerInput | null }) => send(id, input),
    onSuccess: (detail, { id }) => {
      queryClient.setQueryData(adminKeys.customer(id), detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.customerLists() });
    },
  });
}

/** `PUT /api/admin/customers/{id}/block` `{ reason }` (admin). */
export function useBlockCustomer() {
  return useBlockChange((id, input) => api.put<AdminCustomerDetail>(blockPath(id), input));
}

/** `DELETE /api/admin/customers/{id}/block` (admin). */
export function useUnblockCustomer() {
  return useBlockChange((id) => api.delete<AdminCustomerDetail>(blockPath(id)));
}
