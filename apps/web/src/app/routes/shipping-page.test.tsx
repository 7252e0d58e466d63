import type { ShippingTable } from '@plantopia/shared';
import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { renderApp } from '@/test/render';
import { type Shopper, stubStorefront } from '@/test/storefront-api';
import './shipping-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const shopper: Shopper = { uid: 'user-1', displayName: 'Rahima Akter', role: 'user' };

const ZONED: ShippingTable = {
  zones: [
    { name: 'Inside Dhaka City', nameBn: 'ঢাকা শহরের ভেতরে', fee: 60, districtIds: [], upazilaIds: [9001] },
    { name: 'Dhaka suburbs', nameBn: null, fee: 80, districtIds: [41], upazilaIds: [365] },
  ],
  defaultFee: 120,
  includedKg: 1,
  perExtraKg: 25,
  freeDeliveryFrom: 10_000,
  codMaxTotal: 5000,
};

test('the default table reads as a flat ৳100 for every order', async () => {
  stubStorefront({ signedIn: shopper });
  renderApp('/shipping');
  expect(await screen.findByText(/for a flat ৳100 per order/)).toBeInTheDocument();
  expect(screen.getByText(/Orders are processed within/)).toBeInTheDocument();
  expect(screen.getByText('৳100')).toBeInTheDocument();
  expect(screen.getByText(/for every order, whatever its size/)).toBeInTheDocument();
  expect(screen.queryByText(/Cash on delivery is available/)).not.toBeInTheDocument();
});

test('a configured table lists each zone, the fee elsewhere, weight charge, free delivery and the COD limit', async () => {
  stubStorefront({
    signedIn: shopper,
    routes: { 'GET /api/shipping-rates': () => jsonResponse({ success: true, data: ZONED }) },
  });
  renderApp('/shipping');
  expect(await screen.findByText(/with delivery from ৳60/)).toBeInTheDocument();
  expect(screen.getByText('Inside Dhaka City').closest('li')).toHaveTextContent(
    'Inside Dhaka City: ৳60 (Dhaka City)',
  );
  expect(screen.getByText('Dhaka suburbs').closest('li')).toHaveTextContent(
    'Dhaka suburbs: ৳80 (Gazipur, Savar)',
  );
  expect(screen.getByText('Everywhere else in Bangladesh').closest('li')).toHaveTextContent(': ৳120');
  expect(screen.getByText(/every started kilogram above that adds ৳25/)).toHaveTextContent(
    'Each fee covers 1 kg',
  );
  expect(screen.getByText('৳10,000').closest('p')).toHaveTextContent('delivered free');
  expect(screen.getByText('৳5,000').closest('p')).toHaveTextContent(
    'Cash on delivery is available for orders up to',
  );
  expect(screen.queryByText(/flat/)).not.toBeInTheDocument();
});

test('in Bangla each zone shows its Bangla name, and the English one where it has none', async () => {
  stubStorefront({
    signedIn: shopper,
    routes: { 'GET /api/shipping-rates': () => jsonResponse({ success: true, data: ZONED }) },
  });
  renderApp('/shipping', { locale: 'bn' });
  expect((await screen.findByText('ঢাকা শহরের ভেতরে')).closest('li')).toHaveTextContent('ঢাকা শহরের ভেতরে: ৳৬০');
  expect(screen.getByText('Dhaka suburbs').closest('li')).toHaveTextContent('Dhaka suburbs: ৳৮০');
  expect(screen.queryByText('Inside Dhaka City')).not.toBeInTheDocument();
});
