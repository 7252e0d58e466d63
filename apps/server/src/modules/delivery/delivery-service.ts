import {
  DEFAULT_SHIPPING_TABLE,
  type Envelope,
  poishaToTaka,
  type ShippingTable,
  takaToPoisha,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import type { CachedResponse, ResponseCache } from '../../lib/response-cache.js';
import * as repo from './delivery-repository.js';

/** The shipping table in poisha, as the pricing module computes with it. */
export type ShippingRates = repo.ShippingTableRow;

export function toRates(table: ShippingTable): ShippingRates {
  const poisha = (taka: number | null) => (taka === null ? null : takaToPoisha(taka));
  return {
    zones: table.zones.map((zone) => ({ ...zone, nameBn: zone.nameBn || null, fee: takaToPoisha(zone.fee) })),
    defaultFee: takaToPoisha(table.defaultFee),
    includedKg: table.includedKg,
    perExtraKg: takaToPoisha(table.perExtraKg),
    freeDeliveryFrom: poisha(table.freeDeliveryFrom),
    codMaxTotal: poisha(table.codMaxTotal),
  };
}

export function toShippingTable(rates: ShippingRates): ShippingTable {
  const taka = (poisha: number | null) => (poisha === null ? null : poishaToTaka(poisha));
  return {
    zones: rates.zones.map((zone) => ({ ...zone, nameBn: zone.nameBn ?? null, fee: poishaToTaka(zone.fee) })),
    defaultFee: poishaToTaka(rates.defaultFee),
    includedKg: rates.includedKg,
    perExtraKg: poishaToTaka(rates.perExtraKg),
    freeDeliveryFrom: taka(rates.freeDeliveryFrom),
    codMaxTotal: taka(rates.codMaxTotal),
  };
}

const DEFAULT_RATES = toRates(DEFAULT_SHIPPING_TABLE);

/**
 * How long one server trusts its copy of the table. A write here clears it at once; another server
 * behind the same PostgreSQL sees the change within this time (an order always reads the table afresh).
 */
const CACHE_MS = 30_000;

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/**
 * The owner's shipping table: zones, fees, weight charge, free delivery and the cash-on-delivery limit.
 * `cache` holds the public answer (`GET /api/shipping-rates`); it is one of the shop's shared caches, so a
 * write on any server clears it, this server's copy of the rates and (through `whenCleared`) the
 * server-rendered pages that state the fees, on every server.
 */
export function createDeliveryService(deps: { db: Db; cache: ResponseCache; now?: () => number }) {
  const { db, cache, now = Date.now } = deps;
  let cached: { rates: Promise<ShippingRates>; at: number } | null = null;
  cache.whenCleared(() => {
    cached = null;
  });

  async function read(tx: Db): Promise<ShippingRates> {
    return (await repo.findShippingTable(tx)) ?? DEFAULT_RATES;
  }

  return {
    /** The table for a quote: from memory, refreshed after a write or `CACHE_MS`. */
    rates(): Promise<ShippingRates> {
      if (!cached || now() - cached.at > CACHE_MS) {
        const rates = read(db);
        cached = { rates, at: now() };
        // A failed read is not remembered.
        rates.catch(() => {
          if (cached?.rates === rates) cached = null;
        });
      }
      return cached.rates;
    },

    /** The table as it is in the database now, inside the caller's transaction (an order's fee). */
    currentRates: (tx: Db): Promise<ShippingRates> => read(tx),

    async table(): Promise<ShippingTable> {
      return toShippingTable(await read(db));
    },

    /** The table for shoppers (the /shipping page, the product page's delivery line), as a cached answer. */
    publicTable(url?: string): Promise<CachedResponse> {
      return cache.get(
        'table',
        async () =>
          JSON.stringify({
            success: true,
            data: toShippingTable(await read(db)),
          } satisfies Envelope<ShippingTable>),
        url,
      );
    },

    async saveTable(table: ShippingTable): Promise<ShippingTable> {
      await repo.saveShippingTable(db, toRates(table));
      cache.invalidate();
      return toShippingTable(await read(db));
    },

    /** Calls `listener` whenever the table may have changed, here or on another server: pages stating fees go too. */
    whenCleared(listener: () => void): void {
      cache.whenCleared(listener);
    },
  };
}
