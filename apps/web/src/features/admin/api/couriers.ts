import type {
  CourierBookingResult,
  CourierInfo,
  CourierPlace,
  CourierPlaceOption,
  CourierPlacesUpdate,
} from '@plantopia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { adminKeys } from './admin-keys';

/*
 * Couriers (issue 23 item 5, decision 026): the ones this shop has set up, booking an accepted order's
 * parcel with one of them, one order or a selection at once, and the owner's mapping of our places to a
 * courier's own ids. A booking changes the order's page and may move it in any list, so both are read
 * again after one.
 */

/** `GET /api/admin/couriers`: the couriers set up (none without their credentials: the feature is off). */
export function getCouriers(signal?: AbortSignal): Promise<CourierInfo[]> {
  return api.get<CourierInfo[]>('/api/admin/couriers', { signal });
}

export function couriersQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.couriers(),
    queryFn: ({ signal }) => getCouriers(signal),
    // The shop's configuration: it changes only when the server restarts with other credentials.
    staleTime: 10 * 60_000,
  });
}

/** The couriers set up; an empty list while loading or when the list could not be read (nothing offered). */
export function useCouriers(): { couriers: CourierInfo[]; isPending: boolean } {
  const query = useQuery(couriersQueryOptions());
  return { couriers: query.data ?? NO_COURIERS, isPending: query.isPending };
}

const NO_COURIERS: CourierInfo[] = [];

/**
 * A courier's name as people read it in the page's language ("Steadfast", "পাঠাও"); a courier that is
 * not set up (any more) by its stored name.
 */
export function useCourierLabel(): (name: string) => string {
  const { couriers } = useCouriers();
  const locale = useLocale();
  return useCallback(
    (name: string) => couriers.find((courier) => courier.name === name)?.label[locale] ?? name,
    [couriers, locale],
  );
}

/*
 * A courier may take up to COURIER_TIMEOUT_SECONDS (20 s by default) to answer one booking, and a
 * selection is booked four at a time: the browser waits as long as the server may, since giving up
 * early would report "no answer" for orders the server is still booking.
 */
const ONE_BOOKING_MS = 90_000;
const BULK_BOOKING_MS = 10 * 60_000;

const orderCourierPath = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}/courier`;

/**
 * `POST /api/admin/orders/{id}/courier` `{ courier }`: books one accepted order. Recorded only on the
 * courier's clear yes; a refusal (409) or no answer (503) leaves the order as it was and is thrown.
 */
export function useBookCourier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, courier }: { orderId: string; courier: string }) =>
      api.post<CourierBookingResult>(orderCourierPath(orderId), { courier }, { timeoutMs: ONE_BOOKING_MS }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}

/**
 * `POST /api/admin/orders/courier-bookings` `{ courier, ids }`: books a selection with one courier and
 * answers each order's outcome (booked, or refused with why); the others are booked all the same.
 */
export function useBookCouriers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, courier }: { ids: readonly string[]; courier: string }) =>
      api.post<CourierBookingResult[]>(
        '/api/admin/orders/courier-bookings',
        { courier, ids },
        { timeoutMs: BULK_BOOKING_MS },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}

const placesPath = (courier: string) => `/api/admin/couriers/${encodeURIComponent(courier)}/places`;

/** `GET /api/admin/couriers/{courier}/places`: the owner's mapping, districts first; a place not listed is unmapped. */
export function useCourierPlaces(courier: string) {
  return useQuery({
    queryKey: adminKeys.courierPlaces(courier),
    queryFn: ({ signal }) => api.get<CourierPlace[]>(placesPath(courier), { signal }),
  });
}

/**
 * `GET /api/admin/couriers/{courier}/place-options`: the courier's cities, or with a city its zones, as the
 * courier lists them today (asked of the courier itself: kept a while, it changes rarely).
 */
export function useCourierPlaceOptions(courier: string, cityId: number | null, enabled = true) {
  return useQuery({
    queryKey: adminKeys.courierPlaceOptions(courier, cityId),
    queryFn: ({ signal }) =>
      api.get<CourierPlaceOption[]>(`/api/admin/couriers/${encodeURIComponent(courier)}/place-options`, {
        signal,
        query: { cityId: cityId ?? undefined },
      }),
    staleTime: 30 * 60_000,
    enabled,
  });
}

/** `PUT /api/admin/couriers/{courier}/places`: sets (or with `courierPlaceId: null` removes) mappings; answers them all. */
export function useSaveCourierPlaces(courier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (places: CourierPlacesUpdate['places']) =>
      api.put<CourierPlace[]>(placesPath(courier), { places }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.courierPlaces(courier), saved),
  });
}
