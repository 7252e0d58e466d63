import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type UserProfile } from '@plantopia/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import {
  ADDRESS_FIELDS,
  fieldError,
  ProfileFormSchema,
  type ProfileFormValues,
  profileFormValues,
} from '../lib/profile-form';
import { AvatarUpload } from './avatar-upload';

/** Edit mode: display name, photo (URL or upload), read-only email and the shipping address. */
export function ProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved: () => void }) {
  const update = useUpdateProfile(profile.uid);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: profileFormValues(profile),
  });

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
        {ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            autoComplete={field.autoComplete}
            type={field.name === 'phone' ? 'tel' : 'text'}
            className={field.wide ? 'sm:col-span-2' : undefined}
            error={fieldError(field.label, errors.shippingAddress?.[field.name]?.message)}
            {...register(`shippingAddress.${field.name}`)}
          />
        ))}
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
