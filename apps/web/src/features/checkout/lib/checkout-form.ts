import {
  checkGiftOrder,
  checkPlace,
  DEFAULT_COUNTRY,
  hasAreaIds,
  ORDER_SHIPPING_INPUT_FIELDS,
  OrderGiftInputSchema,
  type OrderShipping,
  PAYMENT_METHODS,
  type ShippingAddress,
  withPlaceNames,
} from '@plantopia/shared';
import { z } from 'zod';

/** The gift's fields as typed, checked by the order's gift rules only while "This is a gift" is ticked. */
const GiftFieldsSchema = z.object({
  recipientName: z.string(),
  recipientPhone: z.string(),
  note: z.string(),
  notifyRecipient: z.boolean(),
});

/**
 * The checkout form: the order's shipping block (the same rules the server applies, and the place picked
 * with the division → district → upazila pickers, which the server would let another client type
 * instead), the payment method, "Save to my profile for next time", and a gift's recipient and note
 * (docs/behaviour.md §9), whose errors show beside their fields with the address's.
 */
export const CheckoutFormSchema = z
  .object({
    ...ORDER_SHIPPING_INPUT_FIELDS,
    paymentMethod: z.enum(PAYMENT_METHODS),
    saveAddress: z.boolean(),
    isGift: z.boolean(),
    gift: GiftFieldsSchema,
  })
  .superRefine((values, context) => checkPlace(values, context, { whenMissing: 'refuse' }))
  .superRefine((values, context) => {
    if (!values.isGift) return;
    const gift = OrderGiftInputSchema.safeParse(values.gift);
    for (const issue of gift.error?.issues ?? [])
      context.addIssue({ code: 'custom', path: ['gift', ...issue.path], message: issue.message });
    // A gift's address is never saved, whatever the hidden box says: only its payment is checked here.
    checkGiftOrder({ gift: values.gift, paymentMethod: values.paymentMethod }, context);
  })
  .transform(({ isGift, gift, ...values }) => ({
    ...withPlaceNames({ ...values, country: DEFAULT_COUNTRY }),
    gift: isGift ? OrderGiftInputSchema.parse(gift) : undefined,
    saveAddress: values.saveAddress && !isGift,
  }));
export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormValues = z.output<typeof CheckoutFormSchema>;
/** What the form starts from: its values, with the gift's fields empty and unticked. */
export type CheckoutFormDefaults = CheckoutFormValues & Pick<CheckoutFormInput, 'isGift' | 'gift'>;

/** The typed fields and their visible labels (docs/behaviour.md §8, §16.2); the place has its pickers. */
export const SHIPPING_FIELDS: {
  name: keyof OrderShipping & keyof CheckoutFormInput;
  labelKey: string;
  autoComplete: string;
  type?: string;
  /** A phone or postcode: shown in the page's digits and typed in either script. */
  digits?: 'numeric' | 'tel';
  hintKey?: string;
  wide?: boolean;
  /** May be left empty (the rest are required). */
  optional?: boolean;
}[] = [
  { name: 'name', labelKey: 'form.name', autoComplete: 'name' },
  // Optional: a shopper signed in by mobile number may have none (docs/decisions/037).
  {
    name: 'email',
    labelKey: 'form.email',
    autoComplete: 'email',
    type: 'email',
    hintKey: 'form.emailHint',
    optional: true,
  },
  {
    name: 'phone',
    labelKey: 'form.phone',
    autoComplete: 'tel',
    type: 'tel',
    digits: 'tel',
    hintKey: 'form.phoneHint',
    wide: true,
  },
];

/** After the pickers: the postal code beside the upazila, then the address line across. */
export const ADDRESS_LINE_FIELDS: typeof SHIPPING_FIELDS = [
  {
    name: 'postalCode',
    labelKey: 'form.postalCode',
    autoComplete: 'postal-code',
    digits: 'numeric',
    hintKey: 'form.postalCodeHint',
    optional: true,
  },
  {
    name: 'address',
    labelKey: 'form.address',
    autoComplete: 'street-address',
    hintKey: 'form.addressHint',
    wide: true,
  },
];

/**
 * Pre-filled from the profile: its shipping address, and the account's name and email; the phone is the
 * address's, or else the number the account verified (docs/decisions/037). A profile address saved
 * before the pickers has no place ids: its text is kept, and the shopper picks the place.
 */
export function checkoutDefaults(
  account: { displayName: string; email: string; phone: string } | null,
  address: Partial<ShippingAddress> | undefined,
): CheckoutFormDefaults {
  const picked = address && hasAreaIds(address);
  return {
    name: account?.displayName ?? '',
    email: account?.email ?? '',
    address: address?.address ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country || DEFAULT_COUNTRY,
    phone: address?.phone || account?.phone || '',
    ...(picked
      ? { divisionId: address.divisionId, districtId: address.districtId, upazilaId: address.upazilaId }
      : {}),
    paymentMethod: 'cod',
    saveAddress: false,
    isGift: false,
    gift: { recipientName: '', recipientPhone: '', note: '', notifyRecipient: false },
  };
}
