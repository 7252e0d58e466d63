import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { AuthLayout, authLinkClasses } from '@/features/auth/components/auth-layout';
import { RESET_LINK_INVALID, ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useTranslation } from '@/lib/i18n/react';
import { useSearchParams } from '@/lib/router';

/** /reset-password?token=… (the mailed link, through Better Auth); `?error=` when the link was refused. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const valid = token && !params.get('error');

  return (
    <>
      <title>{t('reset.pageTitle')}</title>
      <AuthLayout
        title={valid ? t('reset.title') : t('reset.expiredTitle')}
        subtitle={valid ? t('reset.subtitle') : t('reset.expiredSubtitle')}
        footer={
          <>
            {t('reset.backTo')}{' '}
            <Link to="/login" className={authLinkClasses}>
              {t('login.submit')}
            </Link>
          </>
        }
      >
        {valid ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="grid gap-4">
            <FormError message={t(RESET_LINK_INVALID)} />
            <Link to="/forgot-password" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
              {t('reset.sendNew')}
            </Link>
          </div>
        )}
      </AuthLayout>
    </>
  );
}
