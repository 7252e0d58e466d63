import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation, as registration and password reset both ask for them. */
export function NewPasswordFields<T extends FieldValues & PasswordPair>({
  register,
  errors,
  label = 'Password',
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  label?: string;
}) {
  const fieldErrors = errors as FieldErrors<PasswordPair>;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={fieldErrors.password?.message}
        {...register('password' as Path<T>)}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={fieldErrors.confirmPassword?.message}
        {...register('confirmPassword' as Path<T>)}
      />
    </>
  );
}
