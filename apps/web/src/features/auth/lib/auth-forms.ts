import { PASSWORD_MIN_LENGTH } from '@plantopia/shared';
import { z } from 'zod';

/** SPEC §5: everything is required; register also checks the password length Better Auth enforces. */

const email = z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address'));

export const LoginFormSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type LoginFormValues = z.infer<typeof LoginFormSchema>;

export const RegisterFormSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(100, 'Use at most 100 characters'),
  email,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(128, 'Use at most 128 characters'),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
});
export type RegisterFormValues = z.infer<typeof RegisterFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordFormValues = z.infer<typeof ForgotPasswordFormSchema>;

export const ResetPasswordFormSchema = RegisterFormSchema.pick({ password: true, confirmPassword: true });
export type ResetPasswordFormValues = z.infer<typeof ResetPasswordFormSchema>;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
