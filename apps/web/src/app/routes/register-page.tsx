import { Link, Navigate } from 'react-router';
import { AuthLayout, authLinkClasses } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useTranslation } from '@/lib/i18n/react';
import { useSession } from '@/lib/session';

/** /register: a new account goes to / (docs/behaviour.md §16.1). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  if (user) return <Navigate to="/" replace />;
  return (
    <>
      <title>{t('register.pageTitle')}</title>
      <AuthLayout
        title={t('register.title')}
        subtitle={t('register.subtitle')}
        footer={
          <>
            {t('register.haveAccount')}{' '}
            <Link to="/login" className={authLinkClasses}>
              {t('login.submit')}
            </Link>
          </>
        }
      >
        <RegisterForm />
      </AuthLayout>
    </>
  );
}
