import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import { zodResolver } from '@/lib/i18n/zod-resolver';
import { useNavigate } from '@/lib/router';
import toast from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import {
  PASSWORDS_DO_NOT_MATCH,
  ResetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '../lib/auth-forms';
import { NewPasswordFields } from './new-password-fields';

/** `auth` catalog keys: the reset page shows the second one too. */
export const PASSWORD_RESET_DONE = 'reset.done';
export const RESET_LINK_INVALID = 'reset.linkInvalid';

/** Sets a new password with the mailed token, then sends the shopper to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
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
      fail(t(PASSWORDS_DO_NOT_MATCH));
      return;
    }
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
    } catch (failure) {
      // Better Auth answers 400 for a token that is unknown, used or expired.
      fail(isApiError(failure) && failure.status === 400 ? t(RESET_LINK_INVALID) : errorMessage(failure));
      return;
    }
    toast.success(t(PASSWORD_RESET_DONE));
    navigate('/login', { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormError message={error} />
      <NewPasswordFields register={register} errors={errors} label={t('form.newPassword')} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner label={t('reset.saving')} className="text-white [&_svg]:size-5" /> : null}
        {t('reset.submit')}
      </Button>
    </form>
  );
}
