import { couponRefusalMessage, poishaToTaka, type Quote, summaryInTaka } from '@plantopia/shared';
import type { PricedQuote } from './pricing-service.js';

export function toQuote(quote: PricedQuote): Quote {
  return {
    lines: quote.lines.map((line) => ({
      _id: line.productId,
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
      ? { ...quote.couponRefusal, message: couponRefusalMessage(quote.couponRefusal) }
      : null,
  };
}
