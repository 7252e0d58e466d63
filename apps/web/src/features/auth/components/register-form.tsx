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
import { useSignUp } from '../api/sign-up';
import { PASSWORDS_DO_NOT_MATCH, RegisterFormSchema, type RegisterFormValues } from '../lib/auth-forms';
import { authLinkClasses } from './auth-layout';
import { EmailField } from './email-field';
import { FormError } from './form-error';
import { GoogleSignIn } from './google-button';
import { NewPasswordFields } from './new-password-fields';

/** Sign-up: Better Auth signs the new account in at once; the register page then goes to /. */
export function RegisterForm() {
  const { refresh } = useSession();
  const signUp = useSignUp();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  function fail(message: string) {
    setError(message);
    toast.error(message);
  }

  const onSubmit = handleSubmit(async ({ confirmPassword, ...values }) => {
    setError(null);
    if (values.password !== confirmPassword) {
      setFieldError('confirmPassword', { message: PASSWORDS_DO_NOT_MATCH });
      fail(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    try {
      await signUp.mutateAsync(values);
    } catch (failure) {
      fail(errorMessage(failure, 'Registration failed. Please try again.'));
      return;
    }
    toast.success('Registration successful!');
    await refresh();
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormError message={error} />
        <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordFields register={register} errors={errors} />
        <p className="text-xs text-muted">
          By registering you agree to our{' '}
          <Link to="/terms" className={authLinkClasses}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className={authLinkClasses}>
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? (
            <Spinner label="Creating your account…" className="text-white [&_svg]:size-5" />
          ) : null}
          Register
        </Button>
      </form>
      <GoogleSignIn returnTo="/" disabled={isSubmitting} />
    </>
  );
}
