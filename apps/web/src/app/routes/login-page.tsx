import { useEffect } from 'react';
import { Link } from '@/components/link';
import { PhoneCodeForm } from '@/components/phone-code-form';
import { AuthLayout, authLinkClasses } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignInMethods } from '@/features/auth/components/sign-in-methods';
import { SignInReason, withReturn } from '@/features/auth/components/sign-in-reason';
import { returnPath } from '@/features/auth/lib/return-path';
import { useTranslation } from '@/lib/i18n/react';
import { Navigate, useLocation, useSearchParams } from '@/lib/router';
import { useSession } from '@/lib/session';
import toast from '@/lib/toast';
import type { ReturnState } from '../guards/require-signed-in';

const SOCIAL_GREETINGS: Record<string, { messageKey: string }> = {
  google: { messageKey: 'google.signedIn' },
  'google-new': { messageKey: 'google.registered' },
};

/** Back from Google (`?social=`): greet once, then go on. */
function SignedIn({ to, social }: { to: string; social: string | null }) {
  const { t } = useTranslation('auth');
  useEffect(() => {
    const greeting = social ? SOCIAL_GREETINGS[social] : undefined;
    if (greeting) toast.success(t(greeting.messageKey), { id: 'social-sign-in' });
  }, [social, t]);
  return <Navigate to={to} replace />;
}

/**
 * /login: by email and password or by a code sent to a mobile number (a new number makes an account);
 * returns to the page the shopper came from (a guard's state or `?from=`), or /.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = returnPath((location.state as ReturnState | null)?.from ?? params.get('from'));
  if (user) return <SignedIn to={returnTo} social={params.get('social')} />;

  return (
    <>
      <title>{t('login.pageTitle')}</title>
      <AuthLayout
        title={t('login.title')}
        subtitle={t('login.subtitle')}
        footer={
          <>
            {t('login.newHere')}{' '}
            <Link to={withReturn('/register', returnTo)} className={authLinkClasses}>
              {t('login.createAccount')}
            </Link>
          </>
        }
      >
        <SignInReason returnTo={returnTo} />
        <SignInMethods
          email={
            <LoginForm
              returnTo={returnTo}
              initialError={params.get('error') ? t('google.unfinished') : null}
            />
          }
          phone={<PhoneCodeForm purpose="sign-in" verifyLabel={t('methods.verifySignIn')} />}
        />
      </AuthLayout>
    </>
  );
}
