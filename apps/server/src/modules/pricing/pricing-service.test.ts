import { type CategoryId, DEFAULT_SHIPPING_TABLE, type ShippingTable } from '@plantopia/shared';
import { describe, expect, test } from 'vitest';
import type { CouponTerms, CouponVerdict } from '../coupons/coupons-service.js';
import { toRates } from '../delivery/delivery-service.js';
import { MAX_ORDER_TOTAL, type PricingLine, priceLines } from './pricing-service.js';

const nowhere = { shopperId: null, destination: null };
const defaults = toRates(DEFAULT_SHIPPING_TABLE);
const line = (
  unitPrice: number,
  quantity = 1,
  weight = 1000,
  category: CategoryId = 'plants',
): PricingLine => ({
  productId: `p${unitPrice}`,
  variantId: `p${unitPrice}`,
  unitPrice,
  quantity,
  weight,
  category,
});

// Ids of data/bd-geo: Dhaka division 6 → Dhaka district 47 → Dhaka City 9001 / Savar 365;
// Chattogram division 1 → Comilla district 1 → Debidwar 1.
const DHAKA_CITY = { divisionId: 6, districtId: 47, upazilaId: 9001 };
const SAVAR = { divisionId: 6, districtId: 47, upazilaId: 365 };
const DEBIDWAR = { divisionId: 1, districtId: 1, upazilaId: 1 };
const at = (destination: typeof DHAKA_CITY) => ({ shopperId: null, destination });

describe('priceLines', () => {
  test('sums lines in poisha and adds the flat ৳100 delivery fee', () => {
    const quote = priceLines([line(12_50, 3), line(10)], nowhere, defaults);
    expect(quote.lines.map((priced) => priced.lineTotal)).toEqual([37_50, 10]);
    expect(quote).toMatchObject({ subtotal: 37_60, shipping: 100_00, discount: 0, total: 137_60 });
  });

  test('prices that are not whole taka never drift (0.10 + 0.20 is 0.30)', () => {
    expect(priceLines([line(10), line(20)], nowhere, defaults).subtotal).toBe(30);
  });
});

describe('the default shipping table', () => {
  test('charges ৳100 for every place, weight and size of order, and allows cash on delivery', () => {
    for (const context of [nowhere, at(DHAKA_CITY), at(SAVAR), at(DEBIDWAR)]) {
      for (const lines of [[line(1)], [line(500_000_00, 40, 25_000)]]) {
        const quote = priceLines(lines, context, defaults);
        expect(quote.shipping).toBe(100_00);
        expect(quote.cashOnDelivery).toBe(true);
      }
    }
  });
});

describe('a configured shipping table', () => {
  const table: ShippingTable = {
    zones: [
      { name: 'Inside Dhaka City', nameBn: 'ঢাকা শহরের ভেতরে', fee: 60, districtIds: [], upazilaIds: [9001] },
      { name: 'Dhaka district', nameBn: null, fee: 90, districtIds: [47], upazilaIds: [] },
    ],
    defaultFee: 130,
    includedKg: 1,
    perExtraKg: 20,
    freeDeliveryFrom: 5000,
    codMaxTotal: 3000,
  };
  const rates = toRates(table);

  test('gives each zone its fee: an upazila named by a zone before its district, elsewhere the default', () => {
    expect(priceLines([line(100_00)], at(DHAKA_CITY), rates)).toMatchObject({
      shipping: 60_00,
      deliveryZone: { name: 'Inside Dhaka City', nameBn: 'ঢাকা শহরের ভেতরে' },
    });
    expect(priceLines([line(100_00)], at(SAVAR), rates)).toMatchObject({
      shipping: 90_00,
      deliveryZone: { name: 'Dhaka district', nameBn: null },
    });
    expect(priceLines([line(100_00)], at(DEBIDWAR), rates)).toMatchObject({
      shipping: 130_00,
      deliveryZone: null,
    });
    expect(priceLines([line(100_00)], nowhere, rates).shipping).toBe(130_00);
  });

  test('adds the charge for each started kilogram above the included weight', () => {
    // 1 kg included; 2 × 1.2 kg = 2.4 kg → 2 started extra kilograms.
    expect(priceLines([line(100_00, 2, 1200)], at(DHAKA_CITY), rates).shipping).toBe(60_00 + 2 * 20_00);
    expect(priceLines([line(100_00, 1, 1000)], at(DHAKA_CITY), rates).shipping).toBe(60_00);
    expect(priceLines([line(100_00, 1, 1001)], at(DHAKA_CITY), rates).shipping).toBe(60_00 + 20_00);
  });

  test('delivers free from the threshold on the subtotal, weight charge included', () => {
    expect(priceLines([line(4999_99, 1, 9000)], at(DEBIDWAR), rates).shipping).toBe(130_00 + 8 * 20_00);
    expect(priceLines([line(5000_00, 1, 9000)], at(DEBIDWAR), rates)).toMatchObject({
      shipping: 0,
      total: 5000_00,
    });
  });

  test('allows cash on delivery up to the limit on the total, delivery included', () => {
    expect(priceLines([line(2940_00)], at(DHAKA_CITY), rates)).toMatchObject({
      total: 3000_00,
      cashOnDelivery: true,
    });
    expect(priceLines([line(2940_01)], at(DHAKA_CITY), rates)).toMatchObject({
      cashOnDelivery: false,
      codMaxTotal: 3000_00,
    });
  });
});

describe('the largest total', () => {
  const quoteOf = (subtotal: number) => priceLines([line(subtotal)], nowhere, defaults);

  test('lets a total up to what an order can store through, and refuses one poisha more with 400', () => {
    expect(quoteOf(MAX_ORDER_TOTAL - 100_00).total).toBe(MAX_ORDER_TOTAL);
    expect(() => quoteOf(MAX_ORDER_TOTAL - 100_00 + 1)).toThrow(
      expect.objectContaining({ type: 'invalid_data' }),
    );
  });
});

describe('a coupon in priceLines', () => {
  const terms = (changes: Partial<CouponTerms>): CouponVerdict => ({
    code: 'SAVE',
    terms: { id: 'c1', code: 'SAVE', kind: 'percent', value: 10, minSubtotal: 0, categories: [], ...changes },
  });

  test('a percent code takes that share of the subtotal, rounded down to the poisha', () => {
    const quote = priceLines([line(333_33)], nowhere, defaults, terms({ value: 10 }));
    expect(quote).toMatchObject({ subtotal: 333_33, discount: 33_33, shipping: 100_00, total: 400_00 });
    expect(quote.coupon).toEqual({ id: 'c1', code: 'SAVE', kind: 'percent', discount: 33_33 });
  });

  test('a category-limited code discounts only the lines of its categories', () => {
    const lines = [line(1000_00, 1, 1000, 'plants'), line(500_00, 2, 1000, 'tools')];
    const quote = priceLines(lines, nowhere, defaults, terms({ value: 20, categories: ['tools'] }));
    expect(quote.discount).toBe(200_00);
    expect(quote.total).toBe(2000_00 + 100_00 - 200_00);
  });

  test('a fixed amount never exceeds the lines it applies to', () => {
    const lines = [line(1000_00, 1, 1000, 'plants'), line(150_00, 1, 1000, 'soils')];
    const quote = priceLines(
      lines,
      nowhere,
      defaults,
      terms({ kind: 'fixed', value: 500_00, categories: ['soils'] }),
    );
    expect(quote.discount).toBe(150_00);
  });

  test('free delivery zeroes the delivery fee and nothing else', () => {
    const quote = priceLines([line(800_00)], nowhere, defaults, terms({ kind: 'free_delivery', value: 0 }));
    expect(quote).toMatchObject({ subtotal: 800_00, shipping: 0, discount: 0, total: 800_00 });
  });

  test('a subtotal under the minimum and a cart without the categories are refused, undiscounted', () => {
    const under = priceLines([line(999_99)], nowhere, defaults, terms({ minSubtotal: 1000_00 }));
    expect(under.couponRefusal).toEqual({
      code: 'SAVE',
      reason: 'below_minimum',
      params: { minSubtotal: 1000 },
    });
    expect(under).toMatchObject({ discount: 0, total: 999_99 + 100_00, coupon: null });
    const wrong = priceLines([line(999_99)], nowhere, defaults, terms({ categories: ['soils', 'tools'] }));
    expect(wrong.couponRefusal).toMatchObject({
      reason: 'wrong_category',
      params: { categories: ['soils', 'tools'] },
    });
  });
});
