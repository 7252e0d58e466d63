import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { AuthLayout, authLinkClasses } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { returnPath } from '@/features/auth/lib/return-path';
import { useSession } from '@/lib/session';
import type { ReturnState } from '../guards/require-signed-in';

const SOCIAL_GREETINGS: Record<string, string> = {
  google: 'Signed in with Google!',
  'google-new': 'Registered with Google!',
};

/** Back from Google (`?social=`): greet once, then go on. */
function SignedIn({ to, social }: { to: string; social: string | null }) {
  useEffect(() => {
    const greeting = social ? SOCIAL_GREETINGS[social] : undefined;
    if (greeting) toast.success(greeting, { id: 'social-sign-in' });
  }, [social]);
  return <Navigate to={to} replace />;
}

/** /login: returns to the page the shopper came from (a guard's state or `?from=`), or /. */
export function LoginPage() {
  const { user } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = returnPath((location.state as ReturnState | null)?.from ?? params.get('from'));
  if (user) return <SignedIn to={returnTo} social={params.get('social')} />;

  return (
    <>
      <title>Login · Plantopia</title>
      <AuthLayout
        title="Welcome back"
        subtitle="Log in to see your orders, wishlist and saved address."
        footer={
          <>
            New to Plantopia?{' '}
            <Link to="/register" className={authLinkClasses}>
              Create an account
            </Link>
          </>
        }
      >
        <LoginForm
          returnTo={returnTo}
          initialError={params.get('error') ? 'Google sign-in did not finish. Please try again.' : null}
        />
      </AuthLayout>
    </>
  );
}
