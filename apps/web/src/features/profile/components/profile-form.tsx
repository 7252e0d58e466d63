import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type UserProfile } from '@plantopia/shared';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { AreaPickers, type PickedArea } from '@/components/area-pickers';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import {
  ADDRESS_LINE_FIELDS,
  fieldError,
  PHONE_FIELD,
  type ProfileFormInput,
  ProfileFormSchema,
  type ProfileFormValues,
  profileFormValues,
  unpickedAddress,
} from '../lib/profile-form';
import { AvatarUpload } from './avatar-upload';

/** Edit mode: display name, photo (URL or upload), read-only email and the shipping address. */
export function ProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved: () => void }) {
  const update = useUpdateProfile(profile.uid);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: profileFormValues(profile),
  });
  const [divisionId, districtId, upazilaId] = watch([
    'shippingAddress.divisionId',
    'shippingAddress.districtId',
    'shippingAddress.upazilaId',
  ]);
  const savedText = unpickedAddress(profile);
  const addressErrors = errors.shippingAddress;

  function pickArea(next: PickedArea) {
    for (const key of ['divisionId', 'districtId', 'upazilaId'] as const) {
      setValue(`shippingAddress.${key}`, next[key], { shouldDirty: true, shouldValidate: isSubmitted });
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update profile'));
      return;
    }
    toast.success(MESSAGES.profile.updated);
    onSaved();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label="Display Name"
        autoComplete="name"
        error={fieldError('Display Name', errors.displayName?.message)}
        {...register('displayName')}
      />
      <TextField
        label="Photo URL"
        type="url"
        inputMode="url"
        placeholder="https://…"
        error={fieldError('Photo URL', errors.photoURL?.message)}
        {...register('photoURL')}
      />
      <AvatarUpload
        onUploaded={(imageUrl) => setValue('photoURL', imageUrl, { shouldDirty: true, shouldValidate: true })}
      />
      <TextField
        label="Email"
        type="email"
        value={profile.email}
        readOnly
        hint="Your sign-in email cannot be changed here."
        className="[&_input]:bg-canvas [&_input]:text-muted"
      />

      <fieldset className="mt-2 grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-brand-800 uppercase">
          Shipping Address
        </legend>
        {savedText ? (
          <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-ink sm:col-span-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              Your saved address reads “{savedText}”. Please choose its division, district and upazila or
              thana.
            </span>
          </p>
        ) : null}
        <AreaPickers
          value={{ divisionId, districtId, upazilaId }}
          onChange={pickArea}
          errors={{
            divisionId: fieldError('Division', addressErrors?.divisionId?.message),
            districtId: fieldError('District', addressErrors?.districtId?.message),
            upazilaId: fieldError('Upazila / Thana', addressErrors?.upazilaId?.message),
          }}
        />
        {ADDRESS_LINE_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            autoComplete={field.autoComplete}
            hint={field.hint}
            inputMode={field.name === 'postalCode' ? 'numeric' : undefined}
            className={field.wide ? 'sm:col-span-2' : undefined}
            error={fieldError(field.label, addressErrors?.[field.name]?.message)}
            {...register(`shippingAddress.${field.name}`)}
          />
        ))}
        <TextField
          label={PHONE_FIELD.label}
          autoComplete={PHONE_FIELD.autoComplete}
          hint={PHONE_FIELD.hint}
          type="tel"
          className="sm:col-span-2"
          error={fieldError(PHONE_FIELD.label, addressErrors?.phone?.message)}
          {...register('shippingAddress.phone')}
        />
      </fieldset>

      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="mt-2 w-full sm:w-auto sm:justify-self-start"
      >
        {isSubmitting ? <Spinner label="Saving" className="text-white [&_svg]:size-5" /> : null}
        {isSubmitting ? 'Saving Changes...' : 'Save Changes'}
      </Button>
    </form>
  );
}
