import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** The Email field every auth form starts with: the right keyboard on phones and the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
