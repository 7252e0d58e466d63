import { describe, expect, test } from 'vitest';
import { normaliseBdPhone, shownPlace } from './address.js';
import { BD_DISTRICTS, BD_DIVISIONS, BD_UPAZILAS, districtsOf, upazilasOf } from './bd-geo.js';
import { OrderShippingInputSchema } from './order.js';
import { DestinationSchema } from './pricing.js';
import { english } from './test/english.js';
import { ShippingAddressInputSchema } from './user.js';

// Dhaka division 6 → Dhaka district 47 → Dhaka City 9001; Comilla district 1 is in Chattogram division 1.
const picked = {
  name: 'Rahima Akter',
  email: 'rahima@example.com',
  address: 'House 12, Road 5, Dhanmondi',
  postalCode: '1209',
  phone: '01711000000',
  divisionId: 6,
  districtId: 47,
  upazilaId: 9001,
};

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${english(issue.message)}`);
}

describe('a Bangladeshi mobile number', () => {
  test.each([
    ['01711000000', '01711000000'],
    ['+8801711000000', '01711000000'],
    ['8801711000000', '01711000000'],
    ['+880 1711-000000', '01711000000'],
    ['017 1100 0000', '01711000000'],
    ['01311000000', '01311000000'],
    ['01911000000', '01911000000'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normaliseBdPhone(typed)).toBe(stored);
  });

  test.each([
    '01211000000', // no operator 012
    '01111000000',
    '0171100000', // 10 digits
    '017110000000', // 12 digits
    '+881711000000', // +88 must be followed by the whole national number, 01…
    '+1 555 0100',
    '01711O00000',
    '(017) 11000000',
  ])('%s is refused', (typed) => {
    expect(normaliseBdPhone(typed)).toBeNull();
  });

  test('the checkout says what a valid number looks like', () => {
    const result = OrderShippingInputSchema.safeParse({ ...picked, phone: '12345' });
    expect(issuesOf(result)).toEqual([
      'phone: must be a Bangladeshi mobile number: 11 digits starting 013–019, e.g. 01712-345678 (+880 accepted)',
    ]);
  });
});

describe('an order’s shipping address', () => {
  test('with picked ids takes the place’s names in city, state and country, and the phone’s one form', () => {
    const result = OrderShippingInputSchema.parse({ ...picked, city: 'anything', phone: '+880 1711-000000' });
    expect(result).toMatchObject({
      city: 'Dhaka City, Dhaka',
      state: 'Dhaka Division',
      country: 'Bangladesh',
      phone: '01711000000',
    });
  });

  test('the postal code is optional, and exactly 4 digits when given', () => {
    expect(OrderShippingInputSchema.parse({ ...picked, postalCode: undefined }).postalCode).toBe('');
    expect(OrderShippingInputSchema.parse({ ...picked, postalCode: ' 1000 ' }).postalCode).toBe('1000');
    for (const postalCode of ['123', '12345', 'abcd', '12 34']) {
      expect(issuesOf(OrderShippingInputSchema.safeParse({ ...picked, postalCode }))).toEqual([
        'postalCode: must be 4 digits (or left empty)',
      ]);
    }
  });

  test('refuses a district outside the division and an upazila outside the district', () => {
    expect(issuesOf(OrderShippingInputSchema.safeParse({ ...picked, divisionId: 1 }))).toEqual([
      'districtId: is not a district of Chattogram division',
    ]);
    expect(issuesOf(OrderShippingInputSchema.safeParse({ ...picked, upazilaId: 1 }))).toEqual([
      'upazilaId: is not in Dhaka district',
    ]);
    expect(issuesOf(OrderShippingInputSchema.safeParse({ ...picked, districtId: 999 }))).toEqual([
      'districtId: is not a district of Bangladesh',
    ]);
  });

  test('takes the ids all three or none', () => {
    expect(issuesOf(OrderShippingInputSchema.safeParse({ ...picked, upazilaId: undefined }))).toEqual([
      'upazilaId: is required',
    ]);
  });

  test('without ids (a client without the pickers) needs city and state as text', () => {
    const { divisionId: _d, districtId: _t, upazilaId: _u, ...typed } = picked;
    expect(issuesOf(OrderShippingInputSchema.safeParse(typed))).toEqual([
      'city: is required',
      'state: is required',
    ]);
    expect(OrderShippingInputSchema.parse({ ...typed, city: 'Dhaka', state: 'Dhaka' })).toMatchObject({
      city: 'Dhaka',
      country: 'Bangladesh',
    });
  });
});

describe('a profile’s address', () => {
  test('may be left empty, phone included, but what is given follows the rules', () => {
    expect(ShippingAddressInputSchema.parse({ address: '', phone: '' })).toEqual({ address: '', phone: '' });
    expect(issuesOf(ShippingAddressInputSchema.safeParse({ phone: '0171' }))).toEqual([
      'phone: must be a Bangladeshi mobile number: 11 digits starting 013–019, e.g. 01712-345678 (+880 accepted)',
    ]);
    expect(
      issuesOf(ShippingAddressInputSchema.safeParse({ divisionId: 6, districtId: 1, upazilaId: 1 })),
    ).toEqual(['districtId: is not a district of Dhaka division']);
  });
});

test('a quote’s destination is a consistent place', () => {
  expect(DestinationSchema.safeParse({ divisionId: 6, districtId: 47, upazilaId: 365 }).success).toBe(true);
  expect(issuesOf(DestinationSchema.safeParse({ divisionId: 6, districtId: 47, upazilaId: 9002 }))).toEqual([
    'upazilaId: is not in Dhaka district',
  ]);
});

test('the data: 8 divisions, 64 districts, 494 upazilas and the two cities, each with a Bangla name and parent', () => {
  expect(BD_DIVISIONS).toHaveLength(8);
  expect(BD_DISTRICTS).toHaveLength(64);
  expect(BD_UPAZILAS).toHaveLength(496);
  for (const division of BD_DIVISIONS) expect(districtsOf(division.id).length).toBeGreaterThan(0);
  for (const district of BD_DISTRICTS) expect(upazilasOf(district.id).length).toBeGreaterThan(0);
  for (const area of [...BD_DIVISIONS, ...BD_DISTRICTS, ...BD_UPAZILAS]) expect(area.bnName).not.toBe('');
  expect(upazilasOf(47)[0]).toMatchObject({ name: 'Dhaka City', bnName: 'ঢাকা মহানগর' });
});

describe('shownPlace', () => {
  const banani = {
    city: 'Dhaka City, Dhaka',
    state: 'Dhaka Division',
    country: 'Bangladesh',
    divisionId: 6,
    districtId: 47,
    upazilaId: 9001,
  };

  test('a picked place reads in Bangla on a Bangla page and as stored on an English one', () => {
    expect(shownPlace(banani, 'bn')).toEqual({
      city: 'ঢাকা মহানগর, ঢাকা',
      state: 'ঢাকা বিভাগ',
      country: 'বাংলাদেশ',
    });
    expect(shownPlace(banani, 'en')).toEqual({
      city: 'Dhaka City, Dhaka',
      state: 'Dhaka Division',
      country: 'Bangladesh',
    });
  });

  test('an address typed before the pickers is shown as it was typed', () => {
    const typed = { city: 'Sylhet', state: 'Sylhet', country: 'Bangladesh' };
    expect(shownPlace(typed, 'bn')).toEqual(typed);
  });
});
