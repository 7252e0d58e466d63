import type { Locale } from '@plantopia/shared';
import { escapeHtml } from './escape-html.js';

/** One account mail as the mailer sends it. */
interface AccountMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface Words {
  subject: string;
  greeting: (name: string) => string;
  /** Paragraphs of the plain-text body (after the greeting). */
  text: string[];
  /** The same paragraphs as HTML (after the greeting), links included. */
  html: string[];
}

function write(to: string, name: string, words: Words): AccountMail {
  return {
    to,
    subject: words.subject,
    text: `${[words.greeting(name), ...words.text].join('\n\n')}\n`,
    html: [words.greeting(escapeHtml(name)), ...words.html].map((p) => `<p>${p}</p>`).join(''),
  };
}

/**
 * Better Auth's password-reset mail in the language of the request that asked for it (decision 020,
 * "Server messages"): the shopper reads the page they asked from.
 */
export function passwordResetMail(
  user: { email: string; name: string },
  url: string,
  locale: Locale,
): AccountMail {
  const link = escapeHtml(url);
  const words: Record<Locale, Words> = {
    en: {
      subject: 'Reset your Plantopia password',
      greeting: (name) => `Hello ${name},`,
      text: [
        `Open this link to choose a new password (valid for one hour):\n${url}`,
        'If you did not ask for this, ignore this message.',
      ],
      html: [
        `<a href="${link}">Choose a new password</a> (the link is valid for one hour).`,
        'If you did not ask for this, ignore this message.',
      ],
    },
    bn: {
      subject: 'আপনার Plantopia পাসওয়ার্ড রিসেট করুন',
      greeting: (name) => `প্রিয় ${name},`,
      text: [
        `নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন (এক ঘণ্টা কাজ করবে):\n${url}`,
        'আপনি এটি না চেয়ে থাকলে এই বার্তাটি উপেক্ষা করুন।',
      ],
      html: [
        `<a href="${link}">নতুন পাসওয়ার্ড বেছে নিন</a> (লিংকটি এক ঘণ্টা কাজ করবে)।`,
        'আপনি এটি না চেয়ে থাকলে এই বার্তাটি উপেক্ষা করুন।',
      ],
    },
  };
  return write(user.email, user.name, words[locale]);
}

/** The mail to the owner of an address someone tried to register again, in that request's language. */
export function existingAccountMail(
  user: { email: string; name: string },
  publicUrl: string,
  locale: Locale,
): AccountMail {
  // The links open the pages in the mail's language even in a browser without the shop's cookie.
  const lang = locale === 'bn' ? '?lang=bn' : '';
  const signIn = `${publicUrl}/login${lang}`;
  const reset = `${publicUrl}/forgot-password${lang}`;
  const [signInLink, resetLink] = [signIn, reset].map(escapeHtml);
  const words: Record<Locale, Words> = {
    en: {
      subject: 'Someone tried to register with your address',
      greeting: (name) => `Hello ${name},`,
      text: [
        'Someone tried to create a Plantopia account with this email address, which already has one.',
        `If it was you, sign in: ${signIn}\nForgot your password? Reset it: ${reset}`,
        'If it was not you, you can ignore this message: nothing was changed.',
      ],
      html: [
        'Someone tried to create a Plantopia account with this email address, which already has one.',
        `If it was you, <a href="${signInLink}">sign in</a> or <a href="${resetLink}">reset your password</a>.`,
        'If it was not you, you can ignore this message: nothing was changed.',
      ],
    },
    bn: {
      subject: 'আপনার ঠিকানা দিয়ে কেউ নতুন অ্যাকাউন্ট খোলার চেষ্টা করেছেন',
      greeting: (name) => `প্রিয় ${name},`,
      text: [
        'এই ইমেইল ঠিকানায় আগে থেকেই একটি Plantopia অ্যাকাউন্ট আছে, তবু কেউ এটি দিয়ে নতুন অ্যাকাউন্ট খোলার চেষ্টা করেছেন।',
        `আপনি হলে সাইন ইন করুন: ${signIn}\nপাসওয়ার্ড ভুলে গেছেন? রিসেট করুন: ${reset}`,
        'আপনি না হলে এই বার্তাটি উপেক্ষা করতে পারেন: কিছুই বদলানো হয়নি।',
      ],
      html: [
        'এই ইমেইল ঠিকানায় আগে থেকেই একটি Plantopia অ্যাকাউন্ট আছে, তবু কেউ এটি দিয়ে নতুন অ্যাকাউন্ট খোলার চেষ্টা করেছেন।',
        `আপনি হলে <a href="${signInLink}">সাইন ইন করুন</a> বা <a href="${resetLink}">পাসওয়ার্ড রিসেট করুন</a>।`,
        'আপনি না হলে এই বার্তাটি উপেক্ষা করতে পারেন: কিছুই বদলানো হয়নি।',
      ],
    },
  };
  return write(user.email, user.name, words[locale]);
}
