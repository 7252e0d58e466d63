import {
  couponRefusalMessage,
  type Locale,
  poishaToTaka,
  type Quote,
  summaryInTaka,
} from '@plantopia/shared';
import { say } from '@plantopia/shared/catalog';
import type { PricedQuote } from './pricing-service.js';

/** The quote as the API answers it; a refused code's sentence is in the reader's `locale`. */
export function toQuote(quote: PricedQuote, locale: Locale): Quote {
  return {
    lines: quote.lines.map((line) => ({
      _id: line.productId,
      variantId: line.variantId,
      price: poishaToTaka(line.unitPrice),
      quantity: line.quantity,
      lineTotal: poishaToTaka(line.lineTotal),
    })),
    ...summaryInTaka(quote),
    discount: poishaToTaka(quote.discount),
    deliveryZone: quote.deliveryZone?.name ?? null,
    deliveryZoneBn: quote.deliveryZone?.nameBn ?? null,
    cashOnDelivery: quote.cashOnDelivery,
    codMaxTotal: quote.codMaxTotal === null ? null : poishaToTaka(quote.codMaxTotal),
    coupon: quote.coupon
      ? { code: quote.coupon.code, kind: quote.coupon.kind, discount: poishaToTaka(quote.coupon.discount) }
      : null,
    couponRefusal: quote.couponRefusal
      ? { ...quote.couponRefusal, message: say(couponRefusalMessage(quote.couponRefusal), locale) }
      : null,
  };
}
