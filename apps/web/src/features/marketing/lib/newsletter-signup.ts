/*
 * The sign-up's schema comes from a module of the shared package that builds zod schemas when it loads.
 * The form sits in every page's footer, so importing it there put zod (85 KiB) into every page's first
 * JavaScript; the form loads this chunk when it is first used instead (load-newsletter-signup.ts).
 */
export { NewsletterSignupSchema } from '@plantopia/shared';
