import {
  DEFAULT_COUNTRY,
  ShippingAddressSchema,
  UpdateProfileSchema,
  type UserProfile,
} from '@plantopia/shared';
import type { z } from 'zod';

/** The profile form: the shared PUT schema with every field present (the form always sends them all). */
export const ProfileFormSchema = UpdateProfileSchema.required({ displayName: true, photoURL: true }).extend({
  shippingAddress: ShippingAddressSchema,
});
export type ProfileFormValues = z.infer<typeof ProfileFormSchema>;

/** The profile as the form starts: the country is pre-filled as at checkout when none is stored. */
export function profileFormValues(profile: UserProfile): ProfileFormValues {
  return {
    displayName: profile.displayName,
    photoURL: profile.photoURL,
    shippingAddress: {
      ...profile.shippingAddress,
      country: profile.shippingAddress.country || DEFAULT_COUNTRY,
    },
  };
}

/** The shared schema says what is wrong ("is required"); the form says which field. */
export function fieldError(label: string, message: string | undefined): string | undefined {
  return message ? `${label} ${message}` : undefined;
}

export const ADDRESS_FIELDS = [
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', wide: false },
  { name: 'state', label: 'State', autoComplete: 'address-level1', wide: false },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code', wide: false },
  { name: 'country', label: 'Country', autoComplete: 'country-name', wide: false },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', wide: true },
] as const;
