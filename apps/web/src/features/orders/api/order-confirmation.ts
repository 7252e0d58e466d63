import type { ConfirmLinkChoice, ConfirmLinkView } from '@plantopia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

/*
 * The confirmation link of a cash-on-delivery order's SMS (issue 23 item 3, decision 032): no account
 * needed, the token in the address is the permission. A forged or expired link is refused (403), an
 * order already answered refuses another answer (409).
 */

const confirmationPath = (token: string) => `/api/order-confirmations/${encodeURIComponent(token)}`;

/** `GET /api/order-confirmations/{token}`: the order's number, items, total, cash to pay and state. */
export function getOrderConfirmation(token: string, signal?: AbortSignal): Promise<ConfirmLinkView> {
  return api.get<ConfirmLinkView>(confirmationPath(token), { signal });
}

export function orderConfirmationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ordersKeys.confirmation(token),
    queryFn: ({ signal }) => getOrderConfirmation(token, signal),
  });
}

export function useOrderConfirmation(token: string) {
  return useQuery(orderConfirmationQueryOptions(token));
}

/** `POST /api/order-confirmations/{token}` `{ choice }`: the shopper's answer; the page shows the order as it now is. */
export function useAnswerOrderConfirmation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ConfirmLinkChoice) => api.post<ConfirmLinkView>(confirmationPath(token), { choice }),
    onSuccess: (view) => queryClient.setQueryData(ordersKeys.confirmation(token), view),
    // Refused because the order was answered meanwhile (by the shop's call): show how it stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: ordersKeys.confirmation(token) }),
  });
}
