import type { OrderShipping } from '@plantopia/shared';

/**
 * A complete, valid shipping address for tests that place orders, as the pickers send it and the server
 * stores it: Dhaka division → Dhaka district → Dhaka City (ids of data/bd-geo), their names in `city`
 * and `state`, the phone in its stored form.
 */
export const TEST_SHIPPING: OrderShipping = {
  name: 'Rahima Akter',
  email: 'rahima@example.com',
  address: 'House 12, Road 5, Dhanmondi',
  city: 'Dhaka City, Dhaka',
  state: 'Dhaka Division',
  postalCode: '1209',
  country: 'Bangladesh',
  phone: '01711000000',
  divisionId: 6,
  districtId: 47,
  upazilaId: 9001,
};
