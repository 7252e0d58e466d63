import {
  checkPlace,
  DEFAULT_COUNTRY,
  hasAreaIds,
  ORDER_SHIPPING_INPUT_FIELDS,
  type OrderShipping,
  PAYMENT_METHODS,
  type ShippingAddress,
  withPlaceNames,
} from '@plantopia/shared';
import { z } from 'zod';

/**
 * The checkout form: the order's shipping block (the same rules the server applies, and the place picked
 * with the division → district → upazila pickers, which the server would let a SPEC client type
 * instead), the payment method and "Save to my profile for next time".
 */
export const CheckoutFormSchema = z
  .object({
    ...ORDER_SHIPPING_INPUT_FIELDS,
    paymentMethod: z.enum(PAYMENT_METHODS),
    saveAddress: z.boolean(),
  })
  .superRefine((values, context) => checkPlace(values, context, { whenMissing: 'refuse' }))
  .transform((values) => withPlaceNames({ ...values, country: DEFAULT_COUNTRY }));
export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormValues = z.output<typeof CheckoutFormSchema>;

/** The labels of SPEC §5 / DESIGN §3 for the typed fields; the place has its pickers. */
export const SHIPPING_FIELDS: {
  name: keyof OrderShipping & keyof CheckoutFormInput;
  label: string;
  autoComplete: string;
  type?: string;
  hint?: string;
  wide?: boolean;
}[] = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  {
    name: 'phone',
    label: 'Phone',
    autoComplete: 'tel',
    type: 'tel',
    hint: 'Bangladeshi mobile, e.g. 01712-345678',
    wide: true,
  },
];

/** After the pickers: the postal code beside the upazila, then the address line across. */
export const ADDRESS_LINE_FIELDS: typeof SHIPPING_FIELDS = [
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code', hint: 'Optional, 4 digits' },
  {
    name: 'address',
    label: 'Address',
    autoComplete: 'street-address',
    hint: 'House, road, area or village',
    wide: true,
  },
];

/** The shared schema says 'is required'; the form shows 'Full Name is required'. */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  return message ? `${label} ${message}` : undefined;
}

/**
 * Pre-filled from the profile: its shipping address, and the account's name and email. A profile address
 * saved before the pickers has no place ids: its text is kept, and the shopper picks the place.
 */
export function checkoutDefaults(
  account: { displayName: string; email: string } | null,
  address: Partial<ShippingAddress> | undefined,
): CheckoutFormValues {
  const picked = address && hasAreaIds(address);
  return {
    name: account?.displayName ?? '',
    email: account?.email ?? '',
    address: address?.address ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country || DEFAULT_COUNTRY,
    phone: address?.phone ?? '',
    ...(picked
      ? { divisionId: address.divisionId, districtId: address.districtId, upazilaId: address.upazilaId }
      : {}),
    paymentMethod: 'cod',
    saveAddress: false,
  };
}
