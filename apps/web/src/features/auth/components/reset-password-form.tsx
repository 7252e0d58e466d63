import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import {
  PASSWORDS_DO_NOT_MATCH,
  ResetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '../lib/auth-forms';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';

export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Sets a new password with the mailed token, then sends the shopper to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  function fail(message: string) {
    setError(message);
    toast.error(message);
  }

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    setError(null);
    if (password !== confirmPassword) {
      setFieldError('confirmPassword', { message: PASSWORDS_DO_NOT_MATCH });
      fail(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
    } catch (failure) {
      // Better Auth answers 400 for a token that is unknown, used or expired.
      fail(isApiError(failure) && failure.status === 400 ? RESET_LINK_INVALID : errorMessage(failure));
      return;
    }
    toast.success(PASSWORD_RESET_DONE);
    navigate('/login', { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormError message={error} />
      <NewPasswordFields register={register} errors={errors} label="New Password" />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner label="Saving…" className="text-white [&_svg]:size-5" /> : null}
        Set New Password
      </Button>
    </form>
  );
}
