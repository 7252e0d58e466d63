import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/i18n/react';

/** The Email field every auth form starts with: the right keyboard on phones and the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('auth');
  return <TextField label={t('form.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}
