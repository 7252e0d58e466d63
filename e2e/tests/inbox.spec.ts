import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config.js';
import { listRow, openSection } from './back-office-steps.js';
import { expect, test } from './fixtures.js';
import { ADMIN, signInAsAdmin } from './shopping.js';

/*
 * What a shopper sends the shop outside an order is really received: the contact form and the newsletter
 * confirm in the page only once the shop has stored them, the owner gets the message by mail and reads
 * both in the back office's Messages.
 */

test.describe.configure({ timeout: 120_000 });

/** The mail the shop's file mailer wrote (DATA_DIR/mail without SMTP) whose subject contains `marker`. */
async function mailAbout(
  marker: string,
): Promise<{ to: string; subject: string; text: string; replyTo?: string }> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  let found: { to: string; subject: string; text: string; replyTo?: string } | undefined;
  await expect
    .poll(async () => {
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
        if (typeof mail.subject === 'string' && mail.subject.includes(marker)) found = mail;
      }
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test('a shopper writes through Contact: checked, stored, confirmed in the page; the owner is mailed and reads it in Messages', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const subject = `Bulk order ${randomUUID().slice(0, 8)}`;

  await page.goto('/contact');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();

  await form.getByLabel('Name', { exact: true }).fill('Farhana Rahman');
  await form.getByLabel('Email', { exact: true }).fill('farhana@example.com');
  await form.getByLabel('Phone (optional)').fill('01711-111111');
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form.getByLabel('Message', { exact: true }).fill('Do you deliver 40 pots to Gulshan before Eid?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  const confirmation = form.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Thank you for your message! We will get back to you soon.');
  await expect(confirmation).toContainText('Our reply will go to farhana@example.com.');
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  expect(dialogs).toEqual([]);

  // The owner (ADMIN_EMAIL) has it by mail, with a reply going straight to the shopper.
  const mail = await mailAbout(subject);
  expect(mail.to).toBe(ADMIN.email);
  expect(mail.replyTo).toBe('farhana@example.com');
  expect(mail.text).toContain('Do you deliver 40 pots to Gulshan before Eid?');

  // …and in the back office: its Messages link counts it as unread until it is marked read.
  await signInAsAdmin(page);
  await openSection(page, /^Messages \(\d+ unread\)$/);
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const messages = page.getByRole('region', { name: 'Contact messages' });
  const message = listRow(messages, page.getByText(subject, { exact: true }));
  await expect(message).toBeVisible();
  await expect(message.getByText('New', { exact: true })).toBeVisible();
  await expect(message).toContainText('Farhana Rahman');
  await expect(message.getByRole('link', { name: 'farhana@example.com' })).toHaveAttribute(
    'href',
    'mailto:farhana@example.com',
  );
  await message.getByRole('button', { name: `Mark “${subject}” as read` }).click();
  await expect(message.getByRole('button', { name: `Mark “${subject}” as unread` })).toBeVisible();
  await expect(message.getByText('New', { exact: true })).toHaveCount(0);
});

test('the footer newsletter sign-up is a full-size field on a phone, stores the address once and confirms in the page', async ({
  page,
}) => {
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Email address' });
  await field.scrollIntoViewIfNeeded();
  // A comfortable touch target (it was 22 px tall on phones).
  expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Every footer link is at least a 24 px tap target (they were 17 px).
  for (const link of await footer.getByRole('link').all()) {
    expect((await link.boundingBox())!.height, await link.innerText()).toBeGreaterThanOrEqual(24);
  }

  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Email is required');

  for (let attempt = 0; attempt < 2; attempt++) {
    await field.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const thanks = footer.getByRole('status').filter({ hasText: 'Thanks for subscribing!' });
    await expect(thanks).toBeVisible();
    // Signing up again answers the same, and the address is still stored once.
    if (attempt === 0) await thanks.getByRole('button', { name: 'Sign up another address' }).click();
  }

  await signInAsAdmin(page);
  await openSection(page, /^Messages/);
  const signups = page.getByRole('region', { name: 'Newsletter sign-ups' });
  await expect(signups.getByRole('link', { name: email })).toHaveCount(1);
});
