import {
  type CourierBookingResult,
  type CourierInfo,
  type CourierPlace,
  type CourierPlaceOption,
  type CourierPlacesUpdate,
  deliveryContact,
  findDistrict,
  findUpazila,
  hasAreaIds,
  type MessageParam,
  type Order,
  orderNumber,
  orderStatusLabel,
  placeName,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { EventActor, OrderCourierService } from '../orders/order-courier-service.js';
import {
  type CourierProvider,
  type ParcelRequest,
  type ParcelStatus,
  ProviderUnavailableError,
} from './courier-provider.js';
import * as repo from './couriers-repository.js';

export type CouriersService = ReturnType<typeof createCouriersService>;

/** How many orders of a bulk booking are with the couriers at once (they rate-limit, and so do we). */
const BOOKING_CONCURRENCY = 4;
/** How many parcels one poll run asks about; the rest wait for the next run, stalest first. */
const POLL_BATCH = 50;
/** The longest item list a courier's form gets. */
const DESCRIPTION_MAX = 200;

export interface CouriersLogger {
  warn(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
}

/**
 * Couriers (issue 23 item 5): staff book accepted orders' parcels with the couriers the shop has set up,
 * one or a selection at once; what the couriers later say (their webhooks, or the poll when a webhook
 * never came) moves the orders through the orders module. A booking is recorded only when the courier
 * answered a clear yes: a courier that refuses, is down or times out leaves the order as it was.
 */
export function createCouriersService(deps: {
  db: Db;
  providers: CourierProvider[];
  orders: Pick<
    OrderCourierService,
    | 'findForBooking'
    | 'bookingState'
    | 'recordBooking'
    | 'findOrderIdByConsignment'
    | 'listParcelsToPoll'
    | 'markChecked'
    | 'applyCourierStatus'
  >;
  catalog: Pick<CatalogService, 'resolveVariants'>;
  log: CouriersLogger;
  /** A parcel whose courier has said nothing for this long is asked about by the poll. */
  pollMs: number;
  now?: () => Date;
}) {
  const { db, orders, catalog, log } = deps;
  const now = deps.now ?? (() => new Date());
  const byName = new Map(deps.providers.map((provider) => [provider.name, provider]));
  /** Orders this server is booking right now: a second click waits for the first answer instead. */
  const inFlight = new Set<string>();

  function providerOf(name: string): CourierProvider {
    const provider = byName.get(name);
    if (!provider) throw new AppError('not_found', 'courier.not_configured', { courier: name });
    return provider;
  }

  const labelOf = (name: string | null): MessageParam => (name && byName.get(name)?.label) || (name ?? '');

  /** The courier's own ids for the order's place, or the refusal naming what is missing. */
  async function placesFor(provider: CourierProvider, order: Order): Promise<ParcelRequest['places']> {
    if (provider.placeLevels.length === 0) return {};
    const { shipping } = order;
    if (!hasAreaIds(shipping))
      throw new AppError('conflict', 'courier.no_place', { courier: provider.label });
    const ours = { district: shipping.districtId, upazila: shipping.upazilaId };
    const wanted = provider.placeLevels.map((level) => ({ level, placeId: ours[level] }));
    const found = await repo.findPlaceIds(db, provider.name, wanted);
    const missing = wanted.filter((place) => found[place.level] === undefined);
    if (missing.length > 0) {
      const names = missing.map(({ level, placeId }) => {
        const area = level === 'district' ? findDistrict(placeId) : findUpazila(placeId);
        return area ? placeName(area) : String(placeId);
      });
      throw new AppError('conflict', 'courier.place_not_mapped', {
        courier: provider.label,
        places: { list: names },
      });
    }
    return found;
  }

  /** The packed weight of the order's items (grams), from their variants as they are now. */
  async function weightOf(order: Order): Promise<number> {
    const variants = await catalog.resolveVariants(
      order.items.map((item) => ({ productId: item._id, variantId: item.variantId })),
    );
    return order.items.reduce(
      (sum, item, index) => sum + (variants[index]?.shippingWeight ?? 0) * item.quantity,
      0,
    );
  }

  /** Books one order; every refusal is an AppError with the reason the result carries. */
  async function bookOrder(
    provider: CourierProvider,
    orderId: string,
    actor: EventActor,
  ): Promise<CourierBookingResult> {
    const found = await orders.findForBooking(orderId);
    if (!found) throw new AppError('not_found', 'order.not_found');
    const { order, booking, amountToCollect } = found;
    const state = orders.bookingState(booking);
    if (state === 'booked') {
      throw new AppError('conflict', 'courier.already_booked', {
        courier: labelOf(booking.courier),
        consignment: booking.consignmentId ?? '',
      });
    }
    if (state === 'not_accepted')
      throw new AppError('conflict', 'courier.not_accepted', { status: orderStatusLabel(booking.status) });
    const parcel: ParcelRequest = {
      orderId,
      number: orderNumber(orderId),
      // A gift's recipient is who the rider calls and hands it to (docs/behaviour.md §9).
      recipient: {
        ...deliveryContact(order),
        address: [order.shipping.address, order.shipping.city, order.shipping.postalCode]
          .map((part) => part?.trim())
          .filter(Boolean)
          .join(', '),
      },
      places: await placesFor(provider, order),
      amountToCollect,
      itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
      weightGrams: await weightOf(order),
      description: order.items
        .map((item) => `${item.name} x${item.quantity}`)
        .join(', ')
        .slice(0, DESCRIPTION_MAX),
    };

    let outcome: Awaited<ReturnType<CourierProvider['book']>>;
    try {
      outcome = await provider.book(parcel);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      log.warn({ err: error, orderId, courier: provider.name }, 'a courier did not answer a booking');
      throw new AppError('unavailable', 'courier.unavailable', { courier: provider.label });
    }
    if (outcome.outcome === 'refused') {
      throw new CourierRefusal(provider.label, outcome.message);
    }
    const recorded = await orders.recordBooking(
      orderId,
      {
        courier: provider.name,
        consignmentId: outcome.consignmentId,
        trackingCode: outcome.trackingCode,
        trackingUrl: outcome.trackingUrl,
        detail: outcome.detail,
        amountToCollect,
      },
      actor,
    );
    if (!recorded) {
      log.warn(
        { orderId, courier: provider.name, consignmentId: outcome.consignmentId },
        'a courier booked a parcel for an order that changed meanwhile',
      );
      throw new AppError('conflict', 'courier.order_changed', {
        courier: provider.label,
        consignment: outcome.consignmentId,
      });
    }
    return {
      orderId,
      outcome: 'booked',
      courier: provider.name,
      consignmentId: outcome.consignmentId,
      trackingCode: outcome.trackingCode,
      trackingUrl: outcome.trackingUrl,
      reason: null,
      courierMessage: null,
    };
  }

  /** One order at a time per server: a double click or two staff at once do not book it twice. */
  async function bookOnce(provider: CourierProvider, orderId: string, actor: EventActor) {
    if (inFlight.has(orderId)) throw new AppError('conflict', 'courier.booking_in_progress');
    inFlight.add(orderId);
    try {
      return await bookOrder(provider, orderId, actor);
    } finally {
      inFlight.delete(orderId);
    }
  }

  /** What the courier said about a parcel, applied to its order when it is for that order. */
  async function apply(provider: CourierProvider, orderId: string, update: ParcelStatus) {
    if (update.orderId && update.orderId !== orderId) return false;
    const { known } = await orders.applyCourierStatus(orderId, {
      courier: provider.name,
      consignmentId: update.consignmentId,
      status: update.status,
      detail: update.detail,
      message: update.message ?? null,
    });
    return known;
  }

  return {
    /** How people read a courier's name (its name itself when it is not set up). */
    labelOf,

    /** The couriers set up, for the booking buttons and the owner's settings. */
    list: (): CourierInfo[] =>
      deps.providers.map((provider) => ({
        name: provider.name,
        label: provider.label,
        placeLevels: [...provider.placeLevels],
        webhook: provider.webhookConfigured,
      })),

    /** Books one order: its result, or the refusal (404, 409, 503) that left the order as it was. */
    async book(orderId: string, courier: string, actor: EventActor): Promise<CourierBookingResult> {
      return bookOnce(providerOf(courier), orderId, actor);
    },

    /**
     * Books each order of a selection with one courier, a few at a time: every order's own outcome, in
     * the selection's order. One that is refused, or whose booking the courier does not answer in
     * time, stays as it was; the others are booked.
     */
    async bookMany(ids: string[], courier: string, actor: EventActor): Promise<CourierBookingResult[]> {
      const provider = providerOf(courier);
      const results: CourierBookingResult[] = new Array(ids.length);
      let next = 0;
      const worker = async () => {
        while (next < ids.length) {
          const index = next++;
          const orderId = ids[index]!;
          try {
            results[index] = await bookOnce(provider, orderId, actor);
          } catch (error) {
            // A failure of our own on one order must not hide what became of the others (some booked).
            if (!(error instanceof AppError))
              log.error(
                { err: error, orderId, courier: provider.name },
                'a bulk booking failed for one order',
              );
            results[index] = {
              orderId,
              outcome: 'refused',
              courier: provider.name,
              consignmentId: null,
              trackingCode: null,
              trackingUrl: null,
              reason: error instanceof AppError ? error.said : { code: 'request.server_failure' },
              courierMessage: error instanceof CourierRefusal ? error.courierMessage : null,
            };
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(BOOKING_CONCURRENCY, ids.length) }, worker));
      return results;
    },

    /** Whether a webhook request comes from the courier it names (404 for a courier not set up). */
    authenticateWebhook(courier: string, headers: Record<string, string | string[] | undefined>): boolean {
      return providerOf(courier).authenticate(headers);
    },

    /**
     * An authenticated webhook: a status the courier vouches for is applied to the order booked with
     * that consignment; a hint is first checked with the courier (only what it confirms counts). A
     * consignment none of our orders has, or news we cannot check now, changes nothing (the poll asks
     * later). Answers whether it was the courier's set-up handshake, and the headers to answer with.
     */
    async handleWebhook(
      courier: string,
      body: Record<string, unknown>,
    ): Promise<{ handshake: boolean; headers: Record<string, string> }> {
      const provider = providerOf(courier);
      const headers = provider.webhookReplyHeaders?.() ?? {};
      const news = provider.readWebhook(body);
      if (news.kind === 'handshake' || news.kind === 'ignore')
        return { handshake: news.kind === 'handshake', headers };
      const consignmentId = news.kind === 'update' ? news.update.consignmentId : news.consignmentId;
      const orderId = await orders.findOrderIdByConsignment(provider.name, consignmentId);
      if (!orderId) return { handshake: false, headers };
      let update: ParcelStatus | null = news.kind === 'update' ? news.update : null;
      if (news.kind === 'check') {
        try {
          update = await provider.fetchStatus({ consignmentId, orderId });
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          log.warn({ err: error, orderId, courier: provider.name }, 'could not check a courier webhook');
        }
      }
      if (update) await apply(provider, orderId, update);
      return { handshake: false, headers };
    },

    /**
     * The recurring poll: asks the couriers about booked parcels whose orders are still on their way
     * and whose courier has said nothing for `pollMs` (a webhook that never came), stalest first.
     */
    async pollParcels(): Promise<{ asked: number }> {
      const parcels = await orders.listParcelsToPoll({
        couriers: [...byName.keys()],
        staleBefore: new Date(now().getTime() - deps.pollMs),
        limit: POLL_BATCH,
      });
      for (const parcel of parcels) {
        const provider = byName.get(parcel.courier);
        if (!provider) continue;
        try {
          const update = await provider.fetchStatus(parcel);
          if (update && (await apply(provider, parcel.orderId, update))) continue;
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          log.warn({ err: error, orderId: parcel.orderId, courier: provider.name }, 'a courier poll failed');
        }
        await orders.markChecked(parcel.orderId);
      }
      return { asked: parcels.length };
    },

    /** The owner's mapping of our places to the courier's ids. */
    async places(courier: string): Promise<CourierPlace[]> {
      return repo.listPlaces(db, providerOf(courier).name);
    },

    /** Sets (or removes) mappings; each place must be one of ours, at a level the courier needs. */
    async savePlaces(courier: string, input: CourierPlacesUpdate): Promise<CourierPlace[]> {
      const provider = providerOf(courier);
      input.places.forEach((place, index) => {
        if (!provider.placeLevels.includes(place.level))
          throw invalidField(`places.${index}.level`, 'field.invalid');
        const known = place.level === 'district' ? findDistrict(place.placeId) : findUpazila(place.placeId);
        if (!known)
          throw invalidField(
            `places.${index}.placeId`,
            place.level === 'district' ? 'field.not_district' : 'field.not_upazila',
          );
      });
      await repo.savePlaces(db, provider.name, input.places);
      return repo.listPlaces(db, provider.name);
    },

    /** The courier's cities (or a city's zones), for the owner choosing a mapping. */
    async placeOptions(courier: string, cityId?: number): Promise<CourierPlaceOption[]> {
      const provider = providerOf(courier);
      if (!provider.listPlaces)
        throw new AppError('not_found', 'courier.no_place_options', { courier: provider.label });
      try {
        return await provider.listPlaces(cityId);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        log.warn({ err: error, courier: provider.name }, 'a courier did not list its places');
        throw new AppError('unavailable', 'courier.no_answer', { courier: provider.label });
      }
    },
  };
}

/** The courier itself said no: its own words go with the order's result for staff. */
class CourierRefusal extends AppError {
  readonly courierMessage: string;
  constructor(courier: MessageParam, message: string) {
    super('conflict', 'courier.refused', { courier, reason: message });
    this.courierMessage = message;
  }
}
