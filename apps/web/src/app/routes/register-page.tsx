import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthLayout, authLinkClasses } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SignInReason, withReturn } from '@/features/auth/components/sign-in-reason';
import { returnPath } from '@/features/auth/lib/return-path';
import { useTranslation } from '@/lib/i18n/react';
import { useSession } from '@/lib/session';

/**
 * /register: a new account goes back to the page the shopper came from (`?from=`, as the login page
 * passes it on: the checkout, for one), or to / (docs/behaviour.md §16.1).
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const [params] = useSearchParams();
  const returnTo = returnPath(params.get('from'));
  if (user) return <Navigate to={returnTo} replace />;
  return (
    <>
      <title>{t('register.pageTitle')}</title>
      <AuthLayout
        title={t('register.title')}
        subtitle={t('register.subtitle')}
        footer={
          <>
            {t('register.haveAccount')}{' '}
            <Link to={withReturn('/login', returnTo)} className={authLinkClasses}>
              {t('login.submit')}
            </Link>
          </>
        }
      >
        <SignInReason returnTo={returnTo} />
        <RegisterForm returnTo={returnTo} />
      </AuthLayout>
    </>
  );
}
