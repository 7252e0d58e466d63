import { z } from 'zod';

/** SPEC §5: name, email, subject and message are required; phone is optional. */
export const ContactFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Use at most 100 characters'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  phone: z.string().trim().max(30, 'Use at most 30 characters'),
  subject: z.string().trim().min(1, 'Subject is required').max(150, 'Use at most 150 characters'),
  message: z.string().trim().min(1, 'Message is required').max(5000, 'Use at most 5000 characters'),
});
export type ContactFormValues = z.infer<typeof ContactFormSchema>;

export const CONTACT_THANKS = 'Thank you for your message! We will get back to you soon.';
