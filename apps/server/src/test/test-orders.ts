import type { OrderShipping } from '@plantopia/shared';

/** A complete, valid shipping address for tests that place orders. */
export const TEST_SHIPPING: OrderShipping = {
  name: 'Rahima Akter',
  email: 'rahima@example.com',
  address: 'House 12, Road 5, Dhanmondi',
  city: 'Dhaka',
  state: 'Dhaka',
  postalCode: '1209',
  country: 'Bangladesh',
  phone: '+8801711000000',
};
