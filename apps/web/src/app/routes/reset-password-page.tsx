import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AuthLayout, authLinkClasses } from '@/features/auth/components/auth-layout';
import { FormError } from '@/features/auth/components/form-error';
import { RESET_LINK_INVALID, ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /reset-password?token=… (the mailed link, through Better Auth); `?error=` when the link was refused. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const valid = token && !params.get('error');

  return (
    <>
      <title>Choose a new password · Plantopia</title>
      <AuthLayout
        title={valid ? 'Choose a new password' : 'This link no longer works'}
        subtitle={
          valid
            ? 'Pick a password you do not use anywhere else.'
            : 'A reset link works once, for one hour. Ask for a new one and use the newest email.'
        }
        footer={
          <>
            Back to{' '}
            <Link to="/login" className={authLinkClasses}>
              Login
            </Link>
          </>
        }
      >
        {valid ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="grid gap-4">
            <FormError message={RESET_LINK_INVALID} />
            <Link to="/forgot-password" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
              Send a New Link
            </Link>
          </div>
        )}
      </AuthLayout>
    </>
  );
}
