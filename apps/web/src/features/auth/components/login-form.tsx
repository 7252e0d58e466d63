import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import { zodResolver } from '@/lib/i18n/zod-resolver';
import { useSession } from '@/lib/session';
import toast from '@/lib/toast';
import { useSignIn } from '../api/sign-in';
import { LoginFormSchema, type LoginFormValues, useFieldError } from '../lib/auth-forms';
import { authLinkClasses } from './auth-layout';
import { EmailField } from './email-field';
import { GoogleSignIn } from './google-button';

/**
 * Email and password sign-in. On success: 'Login successful!', then the session is refreshed (sync and
 * role), and the login page sends the shopper back to `returnTo`.
 */
export function LoginForm({ returnTo, initialError }: { returnTo: string; initialError?: string | null }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { refresh } = useSession();
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(initialError ?? null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await signIn.mutateAsync(values);
    } catch (failure) {
      const message = errorMessage(failure, t('login.failed'));
      setError(message);
      toast.error(message);
      return;
    }
    toast.success(t('login.success'));
    await refresh();
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormError message={error} />
        <EmailField error={fieldError(errors.email?.message)} {...register('email')} />
        <div>
          <TextField
            label={t('form.password')}
            type="password"
            autoComplete="current-password"
            error={fieldError(errors.password?.message)}
            {...register('password')}
          />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={authLinkClasses}>
              {t('login.forgot')}
            </Link>
          </p>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? (
            <Spinner label={t('login.signingIn')} className="text-white [&_svg]:size-5" />
          ) : null}
          {t('login.submit')}
        </Button>
      </form>
      <GoogleSignIn returnTo={returnTo} disabled={isSubmitting} />
    </>
  );
}
