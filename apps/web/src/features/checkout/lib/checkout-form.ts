import {
  DEFAULT_COUNTRY,
  type OrderShipping,
  OrderShippingSchema,
  PAYMENT_METHODS,
  type ShippingAddress,
} from '@plantopia/shared';
import { z } from 'zod';

/**
 * The checkout form: the order's shipping block (the same rules the server applies), the payment method
 * and "Save to my profile for next time".
 */
export const CheckoutFormSchema = OrderShippingSchema.extend({
  paymentMethod: z.enum(PAYMENT_METHODS),
  saveAddress: z.boolean(),
});
export type CheckoutFormValues = z.infer<typeof CheckoutFormSchema>;

/** The labels of SPEC §5 / DESIGN §3, in the order the form shows them. */
export const SHIPPING_FIELDS: {
  name: keyof OrderShipping;
  label: string;
  autoComplete: string;
  type?: string;
}[] = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
];

/** The shared schema says 'is required'; the form shows 'Full Name is required'. */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  return message ? `${label} ${message}` : undefined;
}

/** Pre-filled from the profile: its shipping address, and the account's name and email. */
export function checkoutDefaults(
  account: { displayName: string; email: string } | null,
  address: Partial<ShippingAddress> | undefined,
): CheckoutFormValues {
  return {
    name: account?.displayName ?? '',
    email: account?.email ?? '',
    address: address?.address ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country || DEFAULT_COUNTRY,
    phone: address?.phone ?? '',
    paymentMethod: 'cod',
    saveAddress: false,
  };
}
