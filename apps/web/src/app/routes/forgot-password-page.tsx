import { Link } from '@/components/link';
import { AuthLayout, authLinkClasses } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useTranslation } from '@/lib/i18n/react';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <>
      <title>{t('forgot.pageTitle')}</title>
      <AuthLayout
        title={t('forgot.title')}
        subtitle={t('forgot.subtitle')}
        footer={
          <>
            {t('forgot.remembered')}{' '}
            <Link to="/login" className={authLinkClasses}>
              {t('backToLogin')}
            </Link>
          </>
        }
      >
        <ForgotPasswordForm />
      </AuthLayout>
    </>
  );
}
