import { type CodedMessage, coded, type Locale, type MessageCode } from '@plantopia/shared';
import { formatMessage, say } from '@plantopia/shared/catalog';
import { escapeHtml } from './escape-html.js';

/** One account mail as the mailer sends it. */
interface AccountMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * One paragraph after the greeting. The plain text writes its links out as URLs; the HTML says the
 * paragraph as another sentence (`html`) whose params of the same names become anchors.
 */
interface Paragraph {
  text: CodedMessage;
  html?: { code: MessageCode; links: Record<string, { text: MessageCode; url: string }> };
}

// Private-use marks for where each anchor goes: the sentence is escaped as text first, then the anchors
// (escaped on their own) replace the marks.
const MARK = '\uE000';
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`, 'g');

function linkedHtml({ code, links }: NonNullable<Paragraph['html']>, locale: Locale): string {
  const marks = Object.fromEntries(Object.keys(links).map((name) => [name, `${MARK}${name}${MARK}`]));
  return escapeHtml(formatMessage(code, marks, locale)).replace(MARKED, (_, name: string) => {
    const link = links[name]!;
    return `<a href="${escapeHtml(link.url)}">${escapeHtml(formatMessage(link.text, undefined, locale))}</a>`;
  });
}

function write(
  user: { email: string; name: string },
  subject: MessageCode,
  paragraphs: Paragraph[],
  locale: Locale,
): AccountMail {
  const greeting = formatMessage('account_mail.greeting', { name: user.name }, locale);
  const html = paragraphs.map((p) => (p.html ? linkedHtml(p.html, locale) : escapeHtml(say(p.text, locale))));
  return {
    to: user.email,
    subject: formatMessage(subject, undefined, locale),
    text: `${[greeting, ...paragraphs.map((p) => say(p.text, locale))].join('\n\n')}\n`,
    html: [escapeHtml(greeting), ...html].map((p) => `<p>${p}</p>`).join(''),
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
  return write(
    user,
    'account_mail.password_reset.subject',
    [
      {
        text: coded('account_mail.password_reset.open_link', { url }),
        html: {
          code: 'account_mail.password_reset.follow_link',
          links: { link: { text: 'account_mail.password_reset.link', url } },
        },
      },
      { text: coded('account_mail.password_reset.not_asked') },
    ],
    locale,
  );
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
  return write(
    user,
    'account_mail.existing_account.subject',
    [
      { text: coded('account_mail.existing_account.tried') },
      {
        text: coded('account_mail.existing_account.open_links', { signIn, reset }),
        html: {
          code: 'account_mail.existing_account.follow_links',
          links: {
            signIn: { text: 'account_mail.existing_account.sign_in', url: signIn },
            reset: { text: 'account_mail.existing_account.reset', url: reset },
          },
        },
      },
      { text: coded('account_mail.existing_account.not_you') },
    ],
    locale,
  );
}
