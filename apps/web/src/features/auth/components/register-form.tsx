import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/components/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { zodResolver } from '@/lib/i18n/zod-resolver';
import { useSession } from '@/lib/session';
import toast from '@/lib/toast';
import { useSignUp } from '../api/sign-up';
import {
  PASSWORDS_DO_NOT_MATCH,
  RegisterFormSchema,
  type RegisterFormValues,
  useFieldError,
} from '../lib/auth-forms';
import { authLinkClasses } from './auth-layout';
import { EmailField } from './email-field';
import { GoogleSignIn } from './google-button';
import { NewPasswordFields } from './new-password-fields';

/**
 * Sign-up: Better Auth signs the new account in at once; the register page then goes to `returnTo`. An address
 * that already has an account gets no session (its owner is mailed instead), so the form says to check
 * the mail rather than claiming success.
 */
export function RegisterForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { refresh } = useSession();
  const signUp = useSignUp();
  const [error, setError] = useState<string | null>(null);
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  function fail(message: string) {
    setError(message);
    toast.error(message);
  }

  const onSubmit = handleSubmit(async ({ confirmPassword, ...values }) => {
    setError(null);
    if (values.password !== confirmPassword) {
      setFieldError('confirmPassword', { message: PASSWORDS_DO_NOT_MATCH });
      fail(t(PASSWORDS_DO_NOT_MATCH));
      return;
    }
    let signedIn: boolean;
    try {
      ({ signedIn } = await signUp.mutateAsync(values));
    } catch (failure) {
      fail(errorMessage(failure, t('register.failed')));
      return;
    }
    if (!signedIn) {
      setMailedTo(values.email);
      return;
    }
    toast.success(t('register.success'));
    await refresh();
  });

  if (mailedTo) {
    return (
      <div role="status" className="rounded-lg border border-leaf-200 bg-leaf-50 p-5 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-9 text-leaf-700" />
        <h2 className="mt-3 text-lg font-semibold">{t('checkEmail')}</h2>
        <p className="mt-1.5 text-sm text-muted">
          <Trans
            t={t}
            i18nKey="register.mailed"
            values={{ email: mailedTo }}
            components={{ email: <strong className="text-ink" /> }}
          />
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to="/login" className={buttonClasses({ variant: 'secondary' })}>
            {t('backToLogin')}
          </Link>
          <Link to="/forgot-password" className={buttonClasses({ variant: 'secondary' })}>
            {t('register.resetPassword')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormError message={error} />
        <TextField
          label={t('form.name')}
          autoComplete="name"
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <EmailField error={fieldError(errors.email?.message)} {...register('email')} />
        <NewPasswordFields register={register} errors={errors} />
        <p className="text-xs text-muted">
          <Trans
            t={t}
            i18nKey="register.agree"
            components={{
              terms: <Link to="/terms" className={authLinkClasses} />,
              privacy: <Link to="/privacy" className={authLinkClasses} />,
            }}
          />
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? (
            <Spinner label={t('register.creating')} className="text-white [&_svg]:size-5" />
          ) : null}
          {t('register.submit')}
        </Button>
      </form>
      <GoogleSignIn returnTo={returnTo} disabled={isSubmitting} />
    </>
  );
}
