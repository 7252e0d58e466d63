import { Link, Navigate } from 'react-router';
import { AuthLayout, authLinkClasses } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useSession } from '@/lib/session';

/** /register: a new account goes to / (SPEC §2). */
export function RegisterPage() {
  const { user } = useSession();
  if (user) return <Navigate to="/" replace />;
  return (
    <>
      <title>Register · Plantopia</title>
      <AuthLayout
        title="Create your account"
        subtitle="Save your address, keep a wishlist and follow your orders."
        footer={
          <>
            Already have an account?{' '}
            <Link to="/login" className={authLinkClasses}>
              Login
            </Link>
          </>
        }
      >
        <RegisterForm />
      </AuthLayout>
    </>
  );
}
