import { PASSWORD_MIN_LENGTH } from '@plantopia/shared';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useFieldError } from '../lib/auth-forms';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation, as registration and password reset both ask for them. */
export function NewPasswordFields<T extends FieldValues & PasswordPair>({
  register,
  errors,
  label,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  label?: string;
}) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const format = useFormat();
  const fieldErrors = errors as FieldErrors<PasswordPair>;
  return (
    <>
      <TextField
        label={label ?? t('form.password')}
        type="password"
        autoComplete="new-password"
        hint={t('form.passwordHint', { min: format.number(PASSWORD_MIN_LENGTH) })}
        error={fieldError(fieldErrors.password?.message)}
        {...register('password' as Path<T>)}
      />
      <TextField
        label={t('form.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(fieldErrors.confirmPassword?.message)}
        {...register('confirmPassword' as Path<T>)}
      />
    </>
  );
}
