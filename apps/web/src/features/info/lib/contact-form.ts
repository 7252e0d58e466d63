import type { ContactMessageInput } from '@plantopia/shared';

/**
 * The contact form's labels as `info` catalog keys (name, email, subject and message are required, the
 * phone optional: docs/behaviour.md §16.2), and the field's name in an error ('Phone must be …', without
 * "(optional)"). Its rules are the server's own, `ContactMessageInputSchema` from packages/shared.
 */
export const CONTACT_FIELDS: Record<keyof ContactMessageInput, { labelKey: string; nameKey: string }> = {
  name: { labelKey: 'contact.fields.name', nameKey: 'contact.fields.name' },
  email: { labelKey: 'contact.fields.email', nameKey: 'contact.fields.email' },
  phone: { labelKey: 'contact.fields.phoneOptional', nameKey: 'contact.fields.phone' },
  subject: { labelKey: 'contact.fields.subject', nameKey: 'contact.fields.subject' },
  message: { labelKey: 'contact.fields.message', nameKey: 'contact.fields.message' },
};
