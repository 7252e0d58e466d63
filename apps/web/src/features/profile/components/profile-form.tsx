import type { UserProfile } from '@plantopia/shared';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AreaPickers, type PickedArea } from '@/components/area-pickers';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import { zodResolver } from '@/lib/i18n/zod-resolver';
import toast from '@/lib/toast';
import { uploadImage } from '@/lib/upload-image';
import { useUpdateProfile } from '../api/update-profile';
import {
  ADDRESS_LINE_FIELDS,
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
  const { t } = useTranslation('profile');
  // The shared schema says what is wrong ("is required"); the form says which field.
  const fieldError = (label: string, message: string | undefined) =>
    message ? t('form.fieldError', { label, message }) : undefined;
  const update = useUpdateProfile(profile.uid);
  /** The photo chosen (already shrunk) and not uploaded yet: Save uploads it first. */
  const [photo, setPhoto] = useState<File | null>(null);
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
    setValue('shippingAddress.postalCode', '', { shouldDirty: true });
  }

  const onSubmit = handleSubmit(async (values) => {
    let photoURL = values.photoURL;
    if (photo) {
      try {
        photoURL = await uploadImage(photo);
      } catch (error) {
        // The server's own reason when it gave one, else a retry hint (docs/behaviour.md §16.3).
        toast.error(errorMessage(error, t('upload.failed')));
        return;
      }
      setValue('photoURL', photoURL);
      setPhoto(null);
    }
    try {
      await update.mutateAsync({ ...values, photoURL });
    } catch (error) {
      toast.error(errorMessage(error, t('form.failed')));
      return;
    }
    toast.success(t('form.updated'));
    onSaved();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <TextField
        label={t('form.displayName')}
        autoComplete="name"
        error={fieldError(t('form.displayName'), errors.displayName?.message)}
        {...register('displayName')}
      />
      <TextField
        label={t('form.photoUrl')}
        type="url"
        inputMode="url"
        placeholder={t('form.photoUrlPlaceholder')}
        error={fieldError(t('form.photoUrl'), errors.photoURL?.message)}
        {...register('photoURL')}
      />
      <AvatarUpload onChosen={setPhoto} />
      {/* An account made from a mobile number has no email to show (docs/decisions/037). */}
      {profile.email ? (
        <TextField
          label={t('form.email')}
          type="email"
          value={profile.email}
          readOnly
          hint={t('form.emailHint')}
          className="[&_input]:bg-canvas [&_input]:text-muted"
        />
      ) : null}

      <fieldset className="mt-2 grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {t('shippingAddress')}
        </legend>
        {savedText ? (
          <p className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-ink sm:col-span-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>{t('form.unpickedSavedAddress', { address: savedText })}</span>
          </p>
        ) : null}
        <AreaPickers
          value={{ divisionId, districtId, upazilaId }}
          onChange={pickArea}
          errors={{
            divisionId: fieldError(t('form.division'), addressErrors?.divisionId?.message),
            districtId: fieldError(t('form.district'), addressErrors?.districtId?.message),
            upazilaId: fieldError(t('form.upazila'), addressErrors?.upazilaId?.message),
          }}
        />
        {ADDRESS_LINE_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(field.labelKey)}
            autoComplete={field.autoComplete}
            hint={t(field.hintKey)}
            digits={field.digits}
            className={field.wide ? 'sm:col-span-2' : undefined}
            error={fieldError(t(field.labelKey), addressErrors?.[field.name]?.message)}
            {...register(`shippingAddress.${field.name}`)}
          />
        ))}
        <TextField
          label={t(PHONE_FIELD.labelKey)}
          autoComplete={PHONE_FIELD.autoComplete}
          hint={t(PHONE_FIELD.hintKey)}
          type="tel"
          digits="tel"
          className="sm:col-span-2"
          error={fieldError(t(PHONE_FIELD.labelKey), addressErrors?.phone?.message)}
          {...register('shippingAddress.phone')}
        />
      </fieldset>

      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="mt-2 w-full sm:w-auto sm:justify-self-start"
      >
        {isSubmitting ? (
          <Spinner label={t('form.savingShort')} className="text-white [&_svg]:size-5" />
        ) : null}
        {isSubmitting ? t('form.saving') : t('form.save')}
      </Button>
    </form>
  );
}
