import type { ContactMessageInput } from '@plantopia/shared';

/**
 * The contact form's labels (SPEC §5: name, email, subject and message are required; phone is optional).
 * Its rules are the server's own, `ContactMessageInputSchema` from packages/shared.
 */
export const CONTACT_FIELDS: Record<keyof ContactMessageInput, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  subject: 'Subject',
  message: 'Message',
};

/** The shared schema says 'is required'; the form shows 'Name is required' ('Phone must be …'). */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  return message ? `${label.replace(/ \(optional\)$/, '')} ${message}` : undefined;
}
