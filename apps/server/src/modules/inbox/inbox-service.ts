import type {
  ContactMessage,
  ContactMessageInput,
  ContactMessageListExtras,
  InboxQuery,
  NewsletterSignup,
  NewsletterSubscriber,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import type { UsersService } from '../users/users-service.js';
import * as repo from './inbox-repository.js';

export type InboxService = ReturnType<typeof createInboxService>;

export interface InboxLogger {
  error(details: object, message: string): void;
}

/**
 * Newsletter sign-ups and contact messages: stored, so the shop owner sees them in the dashboard, and
 * each contact message also mailed to the shop owner (`users.shopOwnerEmails`).
 */
export function createInboxService(deps: {
  db: Db;
  users: Pick<UsersService, 'shopOwnerEmails'>;
  mailer: Mailer;
  publicUrl: string;
  log: InboxLogger;
}) {
  const { db, users, mailer, log } = deps;

  /** The owner's copy of a message. A mail that fails is logged: the message is stored either way. */
  async function mailOwners(message: ContactMessage): Promise<void> {
    const addresses = await users.shopOwnerEmails();
    const text = [
      `${message.name} wrote through the contact form of Plantopia.`,
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      ...(message.phone ? [`Phone: ${message.phone}`] : []),
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      `Reply to this mail to answer ${message.name}, or read every message in the dashboard: ${deps.publicUrl}/admin`,
    ].join('\n');
    await Promise.all(
      addresses.map(async (to) => {
        try {
          await mailer.send({
            to,
            replyTo: message.email,
            subject: `New message from ${message.name}: ${message.subject}`.slice(0, 200),
            text,
          });
        } catch (error) {
          log.error({ err: error, to }, 'could not mail a contact message to the shop owner');
        }
      }),
    );
  }

  const offset = (query: InboxQuery) => ({ limit: query.limit, offset: (query.page - 1) * query.limit });

  return {
    /** Idempotent: an address already signed up answers the same, and is stored once. */
    async subscribe(input: NewsletterSignup): Promise<{ email: string; added: boolean }> {
      const email = input.email.trim().toLowerCase();
      const added = await repo.addSubscriber(db, { id: uuidv7(), email });
      return { email, added };
    },

    async sendContactMessage(input: ContactMessageInput): Promise<ContactMessage> {
      const message = await repo.insertContactMessage(db, {
        id: uuidv7(),
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
      });
      await mailOwners(message);
      return message;
    },

    /** Newest first, with how many are unread in all. */
    async listContactMessages(
      query: InboxQuery,
    ): Promise<{ rows: ContactMessage[] } & ContactMessageListExtras> {
      const [page, unread] = await Promise.all([
        repo.listContactMessages(db, offset(query)),
        repo.countUnreadContactMessages(db),
      ]);
      return { ...page, unread };
    },

    async setRead(id: string, read: boolean): Promise<ContactMessage> {
      const message = await repo.setContactMessageRead(db, id, read);
      if (!message) throw new AppError('not_found', 'inbox.not_found');
      return message;
    },

    countUnread: (): Promise<number> => repo.countUnreadContactMessages(db),

    /** Newest first. */
    listSubscribers(query: InboxQuery): Promise<{ rows: NewsletterSubscriber[]; total: number }> {
      return repo.listSubscribers(db, offset(query));
    },
  };
}
