import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/components/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { zodResolver } from '@/lib/i18n/zod-resolver';
import toast from '@/lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { ForgotPasswordFormSchema, type ForgotPasswordFormValues, useFieldError } from '../lib/auth-forms';
import { EmailField } from './email-field';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const requestReset = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestReset.mutateAsync(email);
      setSentTo(email);
    } catch (failure) {
      const message = errorMessage(failure, t('forgot.failed'));
      setError(message);
      toast.error(message);
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="rounded-lg border border-leaf-200 bg-leaf-50 p-5 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-9 text-leaf-700" />
        <h2 className="mt-3 text-lg font-semibold">{t('checkEmail')}</h2>
        <p className="mt-1.5 text-sm text-muted">
          <Trans
            t={t}
            i18nKey="forgot.sent"
            values={{ email: sentTo }}
            components={{ email: <strong className="text-ink" /> }}
          />
        </p>
        <Link to="/login" className={buttonClasses({ variant: 'secondary', className: 'mt-5' })}>
          {t('backToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormError message={error} />
      <EmailField error={fieldError(errors.email?.message)} {...register('email')} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner label={t('forgot.sending')} className="text-white [&_svg]:size-5" /> : null}
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
