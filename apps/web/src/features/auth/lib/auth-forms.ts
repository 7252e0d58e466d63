import { PASSWORD_MIN_LENGTH } from '@plantopia/shared';
import { z } from 'zod';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/**
 * Everything is required (docs/behaviour.md §16.2); register also checks the password length Better Auth
 * enforces. The messages are `auth` catalog keys, shown through `useFieldError()`.
 */

const email = z.string().trim().min(1, 'validation.emailRequired').pipe(z.email('validation.emailInvalid'));

export const LoginFormSchema = z.object({
  email,
  password: z.string().min(1, 'validation.passwordRequired'),
});
export type LoginFormValues = z.infer<typeof LoginFormSchema>;

export const RegisterFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.nameRequired').max(100, 'validation.nameTooLong'),
  email,
  password: z
    .string()
    .min(1, 'validation.passwordRequired')
    .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
    .max(128, 'validation.passwordTooLong'),
  confirmPassword: z.string().min(1, 'validation.confirmRequired'),
});
export type RegisterFormValues = z.infer<typeof RegisterFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordFormValues = z.infer<typeof ForgotPasswordFormSchema>;

export const ResetPasswordFormSchema = RegisterFormSchema.pick({ password: true, confirmPassword: true });
export type ResetPasswordFormValues = z.infer<typeof ResetPasswordFormSchema>;

export const PASSWORDS_DO_NOT_MATCH = 'validation.passwordsDiffer';

/** A form message in the page's language: the schemas' keys, with the password limits filled in. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  const format = useFormat();
  return (message) =>
    message ? t(message, { min: format.number(PASSWORD_MIN_LENGTH), max: format.number(128) }) : undefined;
}
