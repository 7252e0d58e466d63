import { Link } from 'react-router';
import { AuthLayout, authLinkClasses } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <>
      <title>Forgot password · Plantopia</title>
      <AuthLayout
        title="Forgot your password?"
        subtitle="Enter the email you registered with and we will send you a link to choose a new one."
        footer={
          <>
            Remembered it?{' '}
            <Link to="/login" className={authLinkClasses}>
              Back to Login
            </Link>
          </>
        }
      >
        <ForgotPasswordForm />
      </AuthLayout>
    </>
  );
}
