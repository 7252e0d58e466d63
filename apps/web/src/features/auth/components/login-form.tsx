import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useSignIn } from '../api/sign-in';
import { LoginFormSchema, type LoginFormValues } from '../lib/auth-forms';
import { authLinkClasses } from './auth-layout';
import { EmailField } from './email-field';
import { FormError } from './form-error';
import { GoogleSignIn } from './google-button';

/**
 * Email and password sign-in. On success: 'Login successful!', then the session is refreshed (sync and
 * role), and the login page sends the shopper back to `returnTo`.
 */
export function LoginForm({ returnTo, initialError }: { returnTo: string; initialError?: string | null }) {
  const { refresh } = useSession();
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(initialError ?? null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await signIn.mutateAsync(values);
    } catch (failure) {
      const message = errorMessage(failure, 'Login failed. Please try again.');
      setError(message);
      toast.error(message);
      return;
    }
    toast.success('Login successful!');
    await refresh();
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormError message={error} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <div>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={authLinkClasses}>
              Forgot password?
            </Link>
          </p>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner label="Signing in…" className="text-white [&_svg]:size-5" /> : null}
          Login
        </Button>
      </form>
      <GoogleSignIn returnTo={returnTo} disabled={isSubmitting} />
    </>
  );
}
