import {
  checkPlace,
  DEFAULT_COUNTRY,
  DisplayNameSchema,
  hasAreaIds,
  PhotoUrlSchema,
  SHIPPING_ADDRESS_INPUT_FIELDS,
  type UserProfile,
  withPlaceNames,
} from '@plantopia/shared';
import { z } from 'zod';

/**
 * The profile form: the shared PUT rules with every field present (the form always sends them all). An
 * address needs its place picked (division → district → upazila); an empty one may stay empty.
 */
export const ProfileFormSchema = z.object({
  displayName: DisplayNameSchema,
  photoURL: PhotoUrlSchema,
  shippingAddress: z
    .object(SHIPPING_ADDRESS_INPUT_FIELDS)
    .superRefine((address, context) =>
      checkPlace(address, context, { whenMissing: address.address === '' ? 'allow' : 'refuse' }),
    )
    .transform(withPlaceNames),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormValues = z.output<typeof ProfileFormSchema>;

/** The profile as the form starts: the country is pre-filled as at checkout when none is stored. */
export function profileFormValues(profile: UserProfile): ProfileFormInput {
  return {
    displayName: profile.displayName,
    photoURL: profile.photoURL,
    shippingAddress: {
      ...profile.shippingAddress,
      country: profile.shippingAddress.country || DEFAULT_COUNTRY,
    },
  };
}

/** An address saved before the pickers: its text is shown while the shopper picks its place. */
export function unpickedAddress(profile: UserProfile): string | null {
  const { address, city, state } = profile.shippingAddress;
  if (address === '' || hasAreaIds(profile.shippingAddress)) return null;
  return [address, city, state].filter(Boolean).join(', ');
}

export const PHONE_FIELD = {
  name: 'phone',
  labelKey: 'form.phone',
  autoComplete: 'tel',
  hintKey: 'form.phoneHint',
} as const;

export const ADDRESS_LINE_FIELDS = [
  {
    name: 'address',
    labelKey: 'form.address',
    autoComplete: 'street-address',
    wide: true,
    digits: undefined,
    hintKey: 'form.addressHint',
  },
  {
    name: 'postalCode',
    labelKey: 'form.postalCode',
    autoComplete: 'postal-code',
    digits: 'numeric',
    wide: false,
    hintKey: 'form.postalCodeHint',
  },
] as const;
