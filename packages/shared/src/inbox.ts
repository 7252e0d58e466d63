import { z } from 'zod';
import { codedText } from './message-codes.js';
import { PageNumberSchema } from './product.js';

/*
 * What shoppers send the shop outside an order: newsletter sign-ups and contact messages. The same
 * schemas check the web's forms and the server's routes; messages read after the field's label
 * ('Email' + ' is required'), as the checkout form's do.
 */

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, subject: 150, message: 5000 } as const;

const required = (max: number) =>
  z
    .string({ error: 'field.required' })
    .trim()
    .min(1, 'field.required')
    .max(max, codedText('field.max_length', { max: max }));

/** An email address: required, trimmed, at most 254 characters (the longest a mailbox can be). */
export const EmailAddressSchema = required(CONTACT_LIMITS.email).pipe(z.email('field.email'));

/** `POST /api/newsletter`. */
export const NewsletterSignupSchema = z.object({ email: EmailAddressSchema });
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

/** `POST /api/contact`: the contact form (docs/behaviour.md §16.2); the phone number is optional. */
export const ContactMessageInputSchema = z.object({
  name: required(CONTACT_LIMITS.name),
  email: EmailAddressSchema,
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, codedText('field.max_length', { max: CONTACT_LIMITS.phone }))
    .default(''),
  subject: required(CONTACT_LIMITS.subject),
  message: required(CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

/** A contact message as the admin reads it. */
export const ContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** `PATCH /api/admin/messages/{id}`: mark a message read or unread. */
export const UpdateContactMessageSchema = z.object({ read: z.boolean({ error: 'field.boolean' }) });
export type UpdateContactMessage = z.infer<typeof UpdateContactMessageSchema>;

/** A newsletter sign-up as the admin reads it. */
export const NewsletterSubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>;

export const INBOX_PAGE_SIZE = 50;

/** `GET /api/admin/messages` and `GET /api/admin/newsletter`: newest first, paged. */
export const InboxQuerySchema = z.object({
  page: PageNumberSchema.default(1),
  limit: z.coerce
    .number({ error: 'field.number' })
    .int('field.whole_number')
    .min(1, codedText('field.at_least', { min: 1 }))
    .max(100, codedText('field.max', { max: 100 }))
    .default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

/** `GET /api/admin/messages` adds how many messages nobody has read yet beside `total`. */
export const ContactMessageListExtrasSchema = z.object({ total: z.number().int(), unread: z.number().int() });
export type ContactMessageListExtras = z.infer<typeof ContactMessageListExtrasSchema>;
