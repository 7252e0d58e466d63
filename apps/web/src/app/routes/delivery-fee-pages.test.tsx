import type { ShippingTable } from '@plantopia/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { makePlant } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { stubStorefront } from '@/test/storefront-api';
import './home-page';
import './login-page';
import './product-page';
import './terms-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The owner's table after issue 26's change: ৳60 in Dhaka City, ৳120 everywhere else. */
const ZONED: ShippingTable = {
  zones: [
    { name: 'Inside Dhaka City', nameBn: 'ঢাকা শহরের ভেতরে', fee: 60, districtIds: [], upazilaIds: [9001] },
  ],
  defaultFee: 120,
  includedKg: 1,
  perExtraKg: 0,
  freeDeliveryFrom: null,
  codMaxTotal: null,
};

/** One fee again, but not the ৳100 a new shop starts with. */
const FLAT_80: ShippingTable = { ...ZONED, zones: [{ ...ZONED.zones[0]!, fee: 80 }], defaultFee: 80 };

function shopWith(table: ShippingTable) {
  const plant = makePlant({ _id: 'p1', name: 'Snake Plant' });
  stubStorefront({
    routes: {
      'GET /api/shipping-rates': () => jsonResponse({ success: true, data: table }),
      'GET /api/products/p1': () => jsonResponse({ success: true, data: plant }),
    },
  });
}

/** Each page, and what it says of the zoned table in English and in Bangla. */
const PAGES = [
  { page: '/', en: 'Delivery from ৳60', bn: 'ডেলিভারি ৳৬০ থেকে' },
  { page: '/terms', en: /Shipping starts at ৳60/, bn: /ডেলিভারি চার্জ ৳৬০ থেকে শুরু/ },
  {
    page: '/login',
    en: 'Delivered across Bangladesh · shipping from ৳60',
    bn: 'সারা বাংলাদেশে ডেলিভারি · ডেলিভারি চার্জ ৳৬০ থেকে শুরু',
  },
  {
    page: '/product/p1',
    en: 'Delivery from ৳60, delivered in 3-7 business days',
    bn: 'ডেলিভারি চার্জ ৳৬০ থেকে, ৩–৭ কার্যদিবসে ডেলিভারি',
  },
];

describe('every page that names the delivery fee reads it from the shipping table', () => {
  test.each(PAGES)(
    'once fees differ by zone, $page says "from" the lowest, never a flat ৳100',
    async ({ page, en }) => {
      shopWith(ZONED);
      renderApp(page);
      expect(await screen.findByText(en)).toBeInTheDocument();
      expect(screen.queryByText(/৳100/)).not.toBeInTheDocument();
      expect(screen.queryByText(/flat/i)).not.toBeInTheDocument();
    },
  );

  test.each(PAGES)('in Bangla, $page says it in Bangla with Bangla digits', async ({ page, bn }) => {
    shopWith(ZONED);
    renderApp(page, { locale: 'bn' });
    expect(await screen.findByText(bn)).toBeInTheDocument();
    expect(screen.queryByText(/৳১০০/)).not.toBeInTheDocument();
  });

  test('a single fee the owner changed is the one the home page promises, in both languages', async () => {
    shopWith(FLAT_80);
    const home = renderApp('/');
    expect(await screen.findByText('৳80 delivery')).toBeInTheDocument();
    expect(
      screen.getByText('One flat shipping fee for every order, anywhere in Bangladesh.'),
    ).toBeInTheDocument();
    home.unmount();

    renderApp('/', { locale: 'bn' });
    expect(await screen.findByText('৳৮০ ডেলিভারি')).toBeInTheDocument();
  });
});
