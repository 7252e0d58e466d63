import { Link } from '@/components/link';
import { PhoneCodeForm } from '@/components/phone-code-form';
import { AuthLayout, authLinkClasses } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SignInMethods } from '@/features/auth/components/sign-in-methods';
import { SignInReason, withReturn } from '@/features/auth/components/sign-in-reason';
import { returnPath } from '@/features/auth/lib/return-path';
import { useTranslation } from '@/lib/i18n/react';
import { Navigate, useSearchParams } from '@/lib/router';
import { useSession } from '@/lib/session';

/**
 * /register: with an email and password, or with a name and a mobile number verified by a code (no email
 * needed, docs/decisions/037). A new account goes back to the page the shopper came from (`?from=`, as the login page
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
        <SignInMethods
          email={<RegisterForm returnTo={returnTo} />}
          phone={<PhoneCodeForm purpose="sign-in" askName verifyLabel={t('methods.verifyRegister')} />}
        />
      </AuthLayout>
    </>
  );
}
